import { useTheme } from '@emotion/react';
import { CircleAlert } from 'lucide-react';
import { useId, type ChangeEvent, type ReactNode, type Ref } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';
import {
  describedBy,
  fieldErrorStyles,
  fieldHintStyles,
  fieldLabelStyles,
  fieldState,
  fieldWrapperStyles,
  requiredMarkerStyles,
  type FieldState,
} from '../TextField/field.styles';

/** The ids that tie a field's label, hint and error to its control. */
export interface FieldIds {
  /** Id of the control (input, textarea, select trigger) or the base id of a group. */
  controlId: string;
  /** Id of the label element (used by groups through aria-labelledby). */
  labelId: string;
  hintId: string;
  errorId: string;
}

/** Ids for a field: the given `id`, or a generated one with a readable suffix ("input", "select", ...). */
export function useFieldIds(id: string | undefined, kind: string): FieldIds {
  const generated = useId();
  const controlId = id ?? `${generated}-${kind}`;
  return { controlId, labelId: `${controlId}-label`, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/** The state and ARIA attributes every field control carries, from its hint, error and disabled flag. */
export function fieldControlProps(
  ids: FieldIds,
  { hint, error, disabled }: { hint?: string; error?: string; disabled?: boolean },
) {
  return {
    state: fieldState(error, disabled) as FieldState,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy(hint && ids.hintId, error && ids.errorId),
  };
}

/** The props every text control (TextField, Textarea) shares, for its element type `E`. */
export interface TextControlProps<E extends HTMLInputElement | HTMLTextAreaElement> {
  /** Visible label; also the control's accessible name. Always shown (no placeholder-only fields). */
  label: string;
  /** Form field name. */
  name?: string;
  /** Help text under the label, linked to the control by `aria-describedby`. */
  hint?: string;
  /** Error message under the control. Sets `aria-invalid` and `data-state="invalid"`; linked by `aria-describedby`. */
  error?: string;
  /** Shows a visible `*` marker after the label and sets the `required` attribute. */
  required?: boolean;
  /** Disables the control (`data-state="disabled"`). */
  disabled?: boolean;
  /** Example text shown while empty, e.g. "+91 XXXXX XXXXX". Never a replacement for the label. */
  placeholder?: string;
  /** Controlled value. Pair with `onChange` or `onValueChange`. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Native change event of the control. */
  onChange?: (event: ChangeEvent<E>) => void;
  /** The new text on every change (a convenience over `onChange`). */
  onValueChange?: (value: string) => void;
  /** Passed to the control, e.g. "name", "email", "tel". */
  autoComplete?: string;
  /** Id of the control; generated when omitted. */
  id?: string;
  /** Class for the outer wrapper (layout from the parent). */
  className?: string;
  ref?: Ref<E>;
}

/**
 * The wiring every text control repeats: ids, field state and ARIA, and a change handler that reports both the
 * native event (`onChange`) and the new text (`onValueChange`). Takes the control's props and returns them split:
 * `field` for the `Field` around it, `control` for the input or textarea (its other native props last, as given).
 */
export function useTextControl<E extends HTMLInputElement | HTMLTextAreaElement, P extends TextControlProps<E>>(
  kind: string,
  { label, hint, error, required = false, disabled = false, onChange, onValueChange, id, className, ...native }: P,
) {
  const ids = useFieldIds(id, kind);
  const { state, ...aria } = fieldControlProps(ids, { hint, error, disabled });
  const handleChange = (event: ChangeEvent<E>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };
  return {
    field: { label, ids, hint, error, required, state, className },
    control: {
      id: ids.controlId,
      required,
      disabled,
      ...aria,
      'data-state': state,
      onChange: handleChange,
      ...native,
    },
  };
}

export interface FieldProps {
  /** Visible label; names the control. */
  label: string;
  /** The ids from `useFieldIds`. */
  ids: FieldIds;
  /**
   * `label` (default) renders a <label for> the control; `group` renders a plain element with `ids.labelId` for
   * controls that are named through aria-labelledby (radio groups).
   */
  labelKind?: 'label' | 'group';
  /** Help text under the label. */
  hint?: string;
  /** Error message under the control. */
  error?: string;
  /** Shows the visible required marker. */
  required?: boolean;
  /** Field state, from `fieldControlProps`. */
  state: FieldState;
  /** Class for the outer wrapper (layout from the parent). */
  className?: string;
  /** The control itself. */
  children: ReactNode;
}

/**
 * The anatomy every form field shares: label with required marker, hint, the control, and the error message
 * (with an icon and a visually hidden "Error:" prefix), in one column. TextField, Textarea, Select and RadioGroup
 * are built on it.
 */
export function Field({
  label,
  ids,
  labelKind = 'label',
  hint,
  error,
  required = false,
  state,
  className,
  children,
}: FieldProps) {
  const theme = useTheme();
  const marker = required && (
    <span aria-hidden="true" css={requiredMarkerStyles(theme)}>
      *
    </span>
  );
  return (
    <div css={fieldWrapperStyles(theme)} className={className} data-state={state}>
      {labelKind === 'label' ? (
        <label htmlFor={ids.controlId} id={ids.labelId} css={fieldLabelStyles(theme)}>
          {label}
          {marker}
        </label>
      ) : (
        <span id={ids.labelId} css={fieldLabelStyles(theme)}>
          {label}
          {marker}
        </span>
      )}
      {hint && (
        <p id={ids.hintId} css={fieldHintStyles(theme)}>
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={ids.errorId} css={fieldErrorStyles(theme)}>
          <CircleAlert aria-hidden="true" />
          <span>
            <VisuallyHidden>Error: </VisuallyHidden>
            {error}
          </span>
        </p>
      )}
    </div>
  );
}
