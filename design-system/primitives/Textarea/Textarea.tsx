import { css, useTheme } from '@emotion/react';
import { CircleAlert } from 'lucide-react';
import { VisuallyHidden } from 'radix-ui';
import { useId, type ChangeEvent, type Ref, type TextareaHTMLAttributes } from 'react';
import {
  controlBoxStyles,
  controlTextStyles,
  describedBy,
  fieldErrorStyles,
  fieldHintStyles,
  fieldLabelStyles,
  fieldState,
  fieldWrapperStyles,
  requiredMarkerStyles,
} from '../TextField/field.styles';

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
  const generatedId = useId();
  const textareaId = id ?? `${generatedId}-textarea`;
  const hintId = `${textareaId}-hint`;
  const errorId = `${textareaId}-error`;
  const state = fieldState(error, disabled);

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    onChange?.(event);
    onValueChange?.(event.target.value);
  };

  return (
    <div css={fieldWrapperStyles(theme)} className={className} data-state={state}>
      <label htmlFor={textareaId} css={fieldLabelStyles(theme)}>
        {label}
        {required && (
          <span aria-hidden="true" css={requiredMarkerStyles(theme)}>
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} css={fieldHintStyles(theme)}>
          {hint}
        </p>
      )}
      <textarea
        ref={ref}
        id={textareaId}
        rows={rows}
        required={required}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
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
      {error && (
        <p id={errorId} css={fieldErrorStyles(theme)}>
          <CircleAlert aria-hidden="true" />
          <span>
            <VisuallyHidden.Root>Error: </VisuallyHidden.Root>
            {error}
          </span>
        </p>
      )}
    </div>
  );
}
