import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Textarea, type TextareaProps } from '../../design-system/primitives/Textarea';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  parameters: {
    docs: componentDocs({
      usage:
        "A labelled multi-line input for free text (the visit form's message, the contact form), with a hint, an error and a required marker. `rows` sets its height in lines of text (the visit form's message has 4).",
      do: [
        'Give it enough `rows` for the answer you expect.',
        'Say in the `hint` what a useful answer holds, when the label alone does not.',
      ],
      dont: ['Use it for a short answer such as a name or a number: that is a `TextField`.'],
    }),
  },
  args: { label: 'Message', name: 'message', onChange: fn(), onValueChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The visit form's optional message: four rows. */
export const Default: Story = {
  args: { placeholder: 'Anything we should know before your visit?' },
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea).toHaveAttribute('rows', '4');
    await expect(textarea).not.toBeRequired();
    await expect(textarea).toHaveAttribute('data-state', 'idle');
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('Two adults{Enter}One child');
    await expect(textarea).toHaveValue('Two adults\nOne child');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Two adults\nOne child');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'We would like to try the pickleball courts on Saturday evening.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveValue(
      'We would like to try the pickleball courts on Saturday evening.',
    );
  },
};

export const WithHint: Story = {
  args: { hint: 'Tell us the sport, the date and how many players.', rows: 6 },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea).toHaveAttribute('rows', '6');
    await expect(textarea).toHaveAccessibleDescription('Tell us the sport, the date and how many players.');
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Please enter a message.' },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea).toHaveAttribute('aria-invalid', 'true');
    await expect(textarea).toHaveAttribute('data-state', 'invalid');
    await expect(textarea).toHaveAccessibleDescription('Error: Please enter a message.');
    await expect(canvas.getByText('Please enter a message.')).toBeVisible();
  },
};

/** The contact-us form's message is required. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea).toBeRequired();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Sent on 21 November.' },
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea).toBeDisabled();
    await expect(textarea).toHaveAttribute('data-state', 'disabled');
    await userEvent.type(textarea, 'more');
    await expect(textarea).toHaveValue('Sent on 21 November.');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

function ControlledTextarea(args: TextareaProps) {
  const [value, setValue] = useState('');
  return (
    <>
      <Textarea
        {...args}
        value={value}
        maxLength={40}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
      />
      <p aria-live="polite">{value.length} / 40</p>
    </>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledTextarea {...args} />,
  play: async ({ canvas, args }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await userEvent.type(textarea, 'Hello POD');
    await expect(textarea).toHaveValue('Hello POD');
    await expect(canvas.getByText('9 / 40')).toBeVisible();
    await expect(args.onValueChange).toHaveBeenCalledTimes(9);
  },
};
