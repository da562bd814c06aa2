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
export function TextField({ type = 'text', trailing, ...props }: TextFieldProps) {
  const theme = useTheme();
  const { field, control } = useTextControl<HTMLInputElement, typeof props>('input', props);

  return (
    <Field {...field}>
      <div
        data-state={field.state}
        css={[
          controlBoxStyles(theme, { focus: '&:has(input:focus-visible)' }),
          css`
            gap: ${theme.space[1]};
            padding-right: ${trailing ? theme.space[1] : 0};
          `,
        ]}
      >
        <input
          type={type}
          {...control}
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
        />
        {trailing}
      </div>
    </Field>
  );
}
