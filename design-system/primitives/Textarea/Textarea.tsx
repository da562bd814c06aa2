import { css, useTheme } from '@emotion/react';
import { type ChangeEvent, type Ref, type TextareaHTMLAttributes } from 'react';
import { controlBoxStyles, controlTextStyles } from '../TextField/field.styles';
import { Field, fieldControlProps, useFieldIds } from '../Field';

export interface TextareaProps
  extends Omit<
    TextareaHTMLAttributes<HTMLTextAreaElement>,
    'children' | 'value' | 'defaultValue' | 'onChange' | 'disabled' | 'required' | 'rows'
  > {
  /** Visible label; also the textarea's accessible name. */
  label: string;
  /** Form field name. */
  name?: string;
  /** Visible height in lines of text (the visit form's message uses 4). */
  rows?: number;
  /** Help text under the label, linked by `aria-describedby`. */
  hint?: string;
  /** Error message shown under the textarea. Sets `aria-invalid` and `data-state="invalid"`, linked by `aria-describedby`. */
  error?: string;
  /** Shows a visible `*` marker after the label and sets the `required` attribute. */
  required?: boolean;
  /** Disables the textarea (`data-state="disabled"`). */
  disabled?: boolean;
  /** Example text shown while empty. Never a replacement for the label. */
  placeholder?: string;
  /** Controlled value. Pair with `onChange` or `onValueChange`. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Native change event of the textarea. */
  onChange?: (event: ChangeEvent<HTMLTextAreaElement>) => void;
  /** The new text on every change (a convenience over `onChange`). */
  onValueChange?: (value: string) => void;
  /** Passed to the textarea. */
  autoComplete?: string;
  /** Passed to the textarea. */
  inputMode?: TextareaHTMLAttributes<HTMLTextAreaElement>['inputMode'];
  /** Id of the textarea; generated when omitted. */
  id?: string;
  /** Class for the outer wrapper (layout from the parent). */
  className?: string;
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text input with hint, error and required marker. */
export function Textarea({
  label,
  rows = 4,
  hint,
  error,
  required = false,
  disabled = false,
  onChange,
  onValueChange,
  id,
  className,
  ref,
  ...textareaProps
}: TextareaProps) {
  const theme = useTheme();
  const ids = useFieldIds(id, 'textarea');
  const { state, ...aria } = fieldControlProps(ids, { hint, error, disabled });

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };

  return (
    <Field label={label} ids={ids} hint={hint} error={error} required={required} state={state} className={className}>
      <textarea
        ref={ref}
        id={ids.controlId}
        rows={rows}
        required={required}
        disabled={disabled}
        {...aria}
        data-state={state}
        onChange={handleChange}
        css={[
          controlBoxStyles(theme),
          controlTextStyles(theme),
          css`
            display: block;
            padding: ${theme.space[2]} ${theme.space[3]};
            resize: vertical;
          `,
        ]}
        {...textareaProps}
      />
    </Field>
  );
}
