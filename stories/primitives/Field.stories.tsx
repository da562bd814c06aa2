import { css, useTheme } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Field, fieldControlProps, useFieldIds, type FieldProps } from '../../design-system/primitives/Field';
import { controlBoxStyles, controlTextStyles } from '../../design-system/primitives/TextField/field.styles';
import { componentDocs } from '../docs/componentDocs';

type DemoProps = Omit<FieldProps, 'ids' | 'state' | 'children'> & { disabled?: boolean };

/** A bare input inside the shared field anatomy, the way TextField, Select and others use it. */
function DemoField({ disabled, ...props }: DemoProps) {
  const theme = useTheme();
  const ids = useFieldIds('demo', 'input');
  const { state, ...aria } = fieldControlProps(ids, { hint: props.hint, error: props.error, disabled });
  return (
    <Field {...props} ids={ids} state={state}>
      <input
        id={ids.controlId}
        disabled={disabled}
        required={props.required}
        {...aria}
        css={[
          controlBoxStyles(theme),
          controlTextStyles(theme),
          css`
            padding: 0 ${theme.space[3]};
          `,
        ]}
      />
    </Field>
  );
}

const meta = {
  title: 'Primitives/Field',
  component: DemoField,
  parameters: {
    docs: componentDocs({
      usage:
        'The anatomy every form field shares, in one column: the label with its required marker, a hint, the control, and the error message (with an icon and a hidden "Error:" prefix). `TextField`, `Textarea`, `Select` and `RadioGroup` are built on it; `useFieldIds` and `fieldControlProps` tie the label, hint and error to the control.',
      do: [
        "Build a new kind of form control on `Field`, so its label, hint and error look and read like every other field's.",
        'Write the error as what to do, in the spec\'s words ("Please enter a valid 10-digit phone number.").',
        'Keep a label short and always visible ("Full Name", "Phone Number").',
      ],
      dont: [
        'Use a placeholder instead of a label: it disappears as soon as the visitor types.',
        'Show the error only as a red border: `error` gives the message and `aria-invalid` together.',
      ],
    }),
  },
  args: { label: 'Full Name' },
} satisfies Meta<typeof DemoField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Full Name');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
    await expect(input.closest('[data-state]')).toHaveAttribute('data-state', 'idle');
  },
};

export const WithHint: Story = {
  args: { label: 'Phone Number', hint: 'A 10-digit Indian mobile number; +91 is optional.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Phone Number');
    await expect(input).toHaveAccessibleDescription('A 10-digit Indian mobile number; +91 is optional.');
  },
};

export const WithError: Story = {
  args: { label: 'Email', error: 'Please enter a valid email address.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Error: Please enter a valid email address.');
    await expect(input.closest('[data-state]')).toHaveAttribute('data-state', 'invalid');
  },
};

export const Required: Story = {
  args: { label: 'Full Name', required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full Name' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: { label: 'Home delivery address', disabled: true, hint: 'Home delivery is coming soon.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Home delivery address');
    await expect(input).toBeDisabled();
    await expect(input.closest('[data-state]')).toHaveAttribute('data-state', 'disabled');
  },
};
