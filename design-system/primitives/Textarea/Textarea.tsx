import { css, useTheme } from '@emotion/react';
import { type TextareaHTMLAttributes } from 'react';
import { controlBoxStyles, controlTextStyles } from '../TextField/field.styles';
import { Field, useTextControl, type TextControlProps } from '../Field';

export interface TextareaProps
  extends
    Omit<
      TextareaHTMLAttributes<HTMLTextAreaElement>,
      'children' | 'value' | 'defaultValue' | 'onChange' | 'disabled' | 'required' | 'autoComplete' | 'rows'
    >,
    TextControlProps<HTMLTextAreaElement> {
  /** Visible height in lines of text (the visit form's message uses 4). */
  rows?: number;
  /** Passed to the textarea. */
  inputMode?: TextareaHTMLAttributes<HTMLTextAreaElement>['inputMode'];
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
  const { ids, state, aria, handleChange } = useTextControl<HTMLTextAreaElement>('textarea', {
    id,
    hint,
    error,
    disabled,
    onChange,
    onValueChange,
  });

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
