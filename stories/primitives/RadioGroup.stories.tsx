import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import {
  RadioGroup,
  radioGroupOrientations,
  type RadioGroupProps,
  type RadioOption,
} from '../../design-system/primitives/RadioGroup';
import { componentDocs } from '../docs/componentDocs';

const levels: RadioOption[] = [
  { value: 'beginner', label: 'Beginner', description: 'New to the sport or returning after a long break.' },
  { value: 'intermediate', label: 'Intermediate', description: 'Comfortable with rallies and the basic shots.' },
  { value: 'advanced', label: 'Advanced', description: 'Plays matches regularly and wants match play.' },
];

/**
 * Presses an arrow key the way a person does: Radix moves focus on the next tick and checks the radio only while
 * the key is still down, so the key is released after the move (an instant press-and-release would not check it).
 */
async function pressArrow(key: 'ArrowDown' | 'ArrowUp' | 'ArrowLeft' | 'ArrowRight', moved: () => Promise<void>) {
  await userEvent.keyboard(`{${key}>}`);
  await waitFor(moved);
  await userEvent.keyboard(`{/${key}}`);
}

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  parameters: {
    docs: componentDocs({
      usage:
        'A labelled group of choices where exactly one is picked: delivery method, skill level, a membership period. Each option can have a `description` and a `badge` ("Coming Soon"), and can be `disabled`; arrow keys move between options. The group has a label, a hint, a required marker and an error, like every field; `horizontal` lays the options side by side above phones.',
      do: [
        'Use it for two to about six choices the visitor should see all at once.',
        'Give each option a `description` when the choice has a consequence (a price, a delivery time).',
        'Preselect the usual choice with `defaultValue` when there is one.',
      ],
      dont: [
        'Use it for many options: that is a `Select`.',
        'Use it to switch a view or a mode at once: that is a segmented `ToggleGroup`.',
        'Use it for a yes/no setting: that is a `Switch`.',
      ],
    }),
  },
  args: { label: 'Skill level', name: 'level', options: levels, onValueChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: radioGroupOrientations },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Skill level' });
    await expect(group).toHaveAttribute('aria-orientation', 'vertical');
    const radios = canvas.getAllByRole('radio');
    await expect(radios).toHaveLength(3);
    for (const radio of radios) await expect(radio).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Beginner' })).toHaveAccessibleDescription(
      'New to the sport or returning after a long break.',
    );
  },
};

/** Keyboard: Tab enters the group, arrow keys move and choose, Tab leaves. Clicking a label chooses too. */
export const KeyboardAndPointer: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const beginner = canvas.getByRole('radio', { name: 'Beginner' });
    await expect(beginner).toHaveFocus();
    const intermediate = canvas.getByRole('radio', { name: 'Intermediate' });
    await pressArrow('ArrowDown', () => expect(intermediate).toBeChecked());
    await expect(intermediate).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('intermediate');
    await pressArrow('ArrowDown', () => expect(canvas.getByRole('radio', { name: 'Advanced' })).toBeChecked());
    await pressArrow('ArrowDown', () => expect(beginner).toBeChecked());
    await expect(beginner).toHaveFocus();
    await userEvent.click(canvas.getByText('Advanced'));
    await expect(canvas.getByRole('radio', { name: 'Advanced' })).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('advanced');
  },
};

export const Filled: Story = {
  args: { defaultValue: 'intermediate' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Intermediate' })).toBeChecked();
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Intermediate' })).toHaveFocus();
  },
};

/** Checkout's delivery method (spec §2): Pickup is the default; Home delivery is disabled and marked Coming Soon. */
export const DeliveryMethod: Story = {
  args: {
    label: 'Delivery Method',
    name: 'deliveryMethod',
    defaultValue: 'pickup',
    options: [
      { value: 'pickup', label: 'Pickup', description: 'Free Pickup at POD, Sholinganallur.' },
      {
        value: 'delivery',
        label: 'Home delivery',
        description: 'Delivered to your door.',
        badge: 'Coming Soon',
        disabled: true,
      },
    ],
  },
  play: async ({ canvas, args }) => {
    const pickup = canvas.getByRole('radio', { name: 'Pickup' });
    const delivery = canvas.getByRole('radio', { name: 'Home delivery' });
    await expect(pickup).toBeChecked();
    await expect(delivery).toBeDisabled();
    await expect(delivery).toHaveAccessibleDescription('Coming Soon Delivered to your door.');
    await expect(canvas.getByText('Coming Soon')).toBeVisible();
    await userEvent.tab();
    await expect(pickup).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(pickup).toHaveFocus();
    await userEvent.click(canvas.getByText('Home delivery'));
    await expect(pickup).toBeChecked();
    await expect(delivery).not.toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Horizontal: Story = {
  args: {
    label: 'Batch',
    name: 'batch',
    orientation: 'horizontal',
    defaultValue: 'morning',
    options: [
      { value: 'morning', label: 'Morning', description: '6:00 AM - 8:00 AM' },
      { value: 'evening', label: 'Evening', description: '5:00 PM - 7:00 PM' },
    ],
  },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Batch' });
    await expect(group).toHaveAttribute('aria-orientation', 'horizontal');
    const [morning, evening] = canvas.getAllByRole('radio');
    await expect(morning!.getBoundingClientRect().top).toBe(evening!.getBoundingClientRect().top);
    await userEvent.tab();
    await expect(morning).toHaveFocus();
    await pressArrow('ArrowRight', () => expect(evening).toBeChecked());
    await expect(args.onValueChange).toHaveBeenCalledWith('evening');
  },
};

export const HorizontalOnPhone: Story = {
  ...Horizontal,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const [morning, evening] = canvas.getAllByRole('radio');
    await expect(evening!.getBoundingClientRect().top).toBeGreaterThan(morning!.getBoundingClientRect().bottom);
  },
};

export const WithError: Story = {
  args: { required: true, error: 'Please choose a skill level.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Skill level' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription('Error: Please choose a skill level.');
    await expect(canvas.getByText('Please choose a skill level.')).toBeVisible();
  },
};

export const Required: Story = {
  args: { required: true, hint: 'We use it to place you in the right batch.' },
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Skill level' });
    await expect(group).toHaveAttribute('aria-required', 'true');
    await expect(group).toHaveAccessibleDescription('We use it to place you in the right batch.');
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'beginner' },
  play: async ({ canvas, args }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByText('Advanced'));
    await expect(canvas.getByRole('radio', { name: 'Beginner' })).toBeChecked();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

function ControlledGroup(args: RadioGroupProps) {
  const [value, setValue] = useState('beginner');
  return (
    <>
      <RadioGroup
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
      />
      <p>Chosen: {value}</p>
    </>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledGroup {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Advanced' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('advanced');
    await expect(canvas.getByText('Chosen: advanced')).toBeVisible();
  },
};
