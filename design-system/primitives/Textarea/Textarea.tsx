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
export function Textarea({ rows = 4, ...props }: TextareaProps) {
  const theme = useTheme();
  const { field, control } = useTextControl<HTMLTextAreaElement, typeof props>('textarea', props);

  return (
    <Field {...field}>
      <textarea
        rows={rows}
        {...control}
        css={[
          controlBoxStyles(theme),
          controlTextStyles(theme),
          css`
            display: block;
            padding: ${theme.space[2]} ${theme.space[3]};
            resize: vertical;
          `,
        ]}
      />
    </Field>
  );
}
