import { css, useTheme } from '@emotion/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { TextField, textFieldTypes, type TextFieldProps } from '../../design-system/primitives/TextField';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  parameters: {
    docs: componentDocs({
      usage:
        'A labelled single-line input: name, phone, email, password. It has a hint, an error, a required marker and an optional `trailing` slot (the show/hide password button). `type="tel"` and `email` bring the matching phone keyboards; `autoComplete` lets the browser fill it. `onValueChange` reports the new text.',
      do: [
        'Set `type` and `autoComplete` ("name", "tel", "email"), so phones show the right keyboard and fill the field.',
        'Show an example format in `placeholder` when one helps ("+91 XXXXX XXXXX"), with the label still there.',
        'Mark required fields with `required`, as the spec lists them.',
      ],
      dont: [
        'Use it for more than a line of text: that is a `Textarea`.',
        'Put the label in the placeholder.',
        'Clear what the visitor typed when it is invalid: keep it and show the `error`.',
      ],
    }),
  },
  args: { label: 'Full Name', name: 'name', autoComplete: 'name', onChange: fn(), onValueChange: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: textFieldTypes },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Full Name' });
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveAttribute('autocomplete', 'name');
    await expect(input).toHaveAttribute('data-state', 'idle');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Priya');
    await expect(input).toHaveValue('Priya');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Priya');
    await expect(args.onChange).toHaveBeenCalledTimes(5);
  },
};

export const Filled: Story = {
  args: {
    label: 'Email',
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    defaultValue: 'priya.raman@example.com',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveValue('priya.raman@example.com');
    await expect(input).toHaveAttribute('type', 'email');
  },
};

export const WithHint: Story = {
  args: {
    label: 'Phone Number',
    name: 'phone',
    type: 'tel',
    autoComplete: 'tel',
    inputMode: 'tel',
    placeholder: '+91 XXXXX XXXXX',
    hint: 'A 10-digit mobile number; we confirm on WhatsApp.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone Number' });
    await expect(input).toHaveAttribute('type', 'tel');
    await expect(input).toHaveAttribute('inputmode', 'tel');
    await expect(input).toHaveAttribute('placeholder', '+91 XXXXX XXXXX');
    await expect(input).toHaveAccessibleDescription('A 10-digit mobile number; we confirm on WhatsApp.');
  },
};

export const WithError: Story = {
  args: {
    label: 'Email',
    name: 'email',
    type: 'email',
    defaultValue: 'priya.raman@',
    error: 'Please enter a valid email address.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('data-state', 'invalid');
    await expect(input).toHaveAccessibleDescription('Error: Please enter a valid email address.');
    await expect(canvas.getByText('Please enter a valid email address.')).toBeVisible();
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Full Name' });
    await expect(input).toBeRequired();
    await expect(canvas.getByText('*')).toBeVisible();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Priya Raman' },
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Full Name' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveAttribute('data-state', 'disabled');
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('Priya Raman');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

function ControlledField(args: TextFieldProps) {
  const [value, setValue] = useState('');
  return (
    <TextField
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next.replace(/\D/g, '').slice(0, 10));
        args.onValueChange?.(next);
      }}
    />
  );
}

/** Controlled: the parent keeps only digits (a phone field), so letters never appear. */
export const Controlled: Story = {
  args: { label: 'Phone Number', name: 'phone', type: 'tel', inputMode: 'numeric' },
  render: (args) => <ControlledField {...args} />,
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Phone Number' });
    await userEvent.click(input);
    await userEvent.keyboard('98a76');
    await expect(input).toHaveValue('9876');
    await expect(args.onValueChange).toHaveBeenCalledWith('98a');
  },
};

function PasswordField(args: TextFieldProps) {
  const theme = useTheme();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...args}
      type={shown ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          aria-label="Show password"
          aria-pressed={shown}
          onClick={() => setShown((s) => !s)}
          css={css`
            display: inline-flex;
            align-items: center;
            justify-content: center;
            width: ${theme.sizes.control.md};
            height: ${theme.sizes.control.md};
            border: 0;
            border-radius: ${theme.radii.sm};
            background: transparent;
            color: ${theme.color.text.secondary};
            cursor: pointer;
          `}
        >
          {shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </button>
      }
    />
  );
}

/** The admin login's password: a trailing show/hide toggle, reached with Tab and pressed with Enter. */
export const PasswordWithToggle: Story = {
  args: { label: 'Password', name: 'password', autoComplete: 'current-password', required: true },
  render: (args) => <PasswordField {...args} />,
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Password/, { selector: 'input' });
    await expect(input).toHaveAccessibleName('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('demo-pass');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('demo-pass');
  },
};

export const OnPhone: Story = {
  args: { label: 'Full Name', required: true, hint: 'As it should appear on the receipt.' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Full Name' });
    const box = input.parentElement as HTMLElement;
    await expect(box.getBoundingClientRect().width).toBeGreaterThan(canvasElement.getBoundingClientRect().width * 0.8);
    await expect(box.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
