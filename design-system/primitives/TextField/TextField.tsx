import { css, useTheme } from '@emotion/react';
import { type InputHTMLAttributes, type ReactNode } from 'react';
import { controlBoxStyles, controlTextStyles } from './field.styles';
import { Field, useTextControl, type TextControlProps } from '../Field';

export const textFieldTypes = ['text', 'email', 'tel', 'password'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps
  extends
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'type' | 'size' | 'children' | 'value' | 'defaultValue' | 'onChange' | 'disabled' | 'required' | 'autoComplete'
    >,
    TextControlProps<HTMLInputElement> {
  /** Input type. `tel` and `email` bring the matching phone keyboards. */
  type?: TextFieldType;
  /** Content at the end of the input box, e.g. a show/hide password button. */
  trailing?: ReactNode;
  /** Passed to the input, e.g. "numeric" or "tel". */
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
}

/** A labelled single-line text input with hint, error and required marker, and an optional trailing slot. */
export function TextField({
  label,
  type = 'text',
  hint,
  error,
  required = false,
  disabled = false,
  onChange,
  onValueChange,
  trailing,
  id,
  className,
  ref,
  ...inputProps
}: TextFieldProps) {
  const theme = useTheme();
  const { ids, state, aria, handleChange } = useTextControl<HTMLInputElement>('input', {
    id,
    hint,
    error,
    disabled,
    onChange,
    onValueChange,
  });

  return (
    <Field label={label} ids={ids} hint={hint} error={error} required={required} state={state} className={className}>
      <div
        data-state={state}
        css={[
          controlBoxStyles(theme, { focus: '&:has(input:focus-visible)' }),
          css`
            gap: ${theme.space[1]};
            padding-right: ${trailing ? theme.space[1] : 0};
          `,
        ]}
      >
        <input
          ref={ref}
          id={ids.controlId}
          type={type}
          required={required}
          disabled={disabled}
          {...aria}
          data-state={state}
          onChange={handleChange}
          css={[
            controlTextStyles(theme),
            css`
              flex: 1;
              min-width: 0;
              align-self: stretch;
              padding: 0 ${theme.space[3]};
              border: 0;
              border-radius: ${theme.radii.md};
              background: transparent;
              color: inherit;
              &:focus {
                outline: none;
              }
              &:disabled {
                cursor: not-allowed;
              }
            `,
          ]}
          {...inputProps}
        />
        {trailing}
      </div>
    </Field>
  );
}
