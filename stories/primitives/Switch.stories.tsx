import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch, type SwitchProps } from '../../design-system/primitives/Switch';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  parameters: {
    docs: componentDocs({
      usage:
        'An on/off setting, such as a product\'s In Stock or WhatsApp Ordering in the admin\'s product cards. The label sits before the switch and names it; `description` adds a line of detail. In a form, `name` submits "on" when it is checked.',
      do: [
        'Label it with the setting itself ("In Stock"), not a question.',
        'Use `description` to say what the setting changes ("Show an Order on WhatsApp button on this product.").',
      ],
      dont: [
        'Use a switch for choosing between two named options (Monthly or Annual): that is a segmented `ToggleGroup`.',
        'Add "On" or "Off" to the label: the switch shows its state, and screen readers announce it.',
      ],
    }),
  },
  args: {
    label: 'WhatsApp Ordering',
    description: 'Show an Order on WhatsApp button on this product.',
    onCheckedChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'WhatsApp Ordering' });
    await expect(control).not.toBeChecked();
    await expect(control).toHaveAttribute('data-state', 'unchecked');
    await expect(control).toHaveAccessibleDescription('Show an Order on WhatsApp button on this product.');
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

/** The admin product card's In Stock switch, on. */
export const Checked: Story = {
  args: { label: 'In Stock', description: undefined, defaultChecked: true },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'In Stock' });
    await expect(control).toBeChecked();
    await expect(control).toHaveAttribute('data-state', 'checked');
  },
};

/** Keyboard: Tab to it; Space and Enter both toggle. Clicking the label toggles too. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'WhatsApp Ordering' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(control).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenNthCalledWith(1, true);
    await expect(args.onCheckedChange).toHaveBeenNthCalledWith(2, false);
    await userEvent.click(canvas.getByText('WhatsApp Ordering'));
    await expect(control).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true, label: 'SMS reminders', description: 'Coming Soon' },
  play: async ({ canvas, args }) => {
    const control = canvas.getByRole('switch', { name: 'SMS reminders' });
    await expect(control).toBeDisabled();
    await userEvent.click(control);
    await expect(control).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

function ControlledSwitch(args: SwitchProps) {
  const [checked, setChecked] = useState(false);
  return (
    <>
      <Switch
        {...args}
        checked={checked}
        onCheckedChange={(next) => {
          setChecked(next);
          args.onCheckedChange?.(next);
        }}
      />
      <p>{checked ? 'Shown in the shop' : 'Hidden from the shop'}</p>
    </>
  );
}

export const Controlled: Story = {
  args: { label: 'In Stock', description: undefined },
  render: (args) => <ControlledSwitch {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Hidden from the shop')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'In Stock' }));
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByText('Shown in the shop')).toBeVisible();
  },
};
