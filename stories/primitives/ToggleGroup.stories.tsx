import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDays, CalendarRange } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import {
  ToggleGroup,
  toggleGroupSizes,
  toggleGroupVariants,
  type ToggleGroupSingleProps,
} from '../../design-system/primitives/ToggleGroup';
import { componentDocs } from '../docs/componentDocs';

const meta = {
  title: 'Primitives/ToggleGroup',
  component: ToggleGroup,
  parameters: {
    docs: componentDocs({
      usage:
        "A row of toggle buttons. `segmented` switches a mode (Single / Multiple sessions, Monthly / Annual) and `chips` filters a list (the shop's categories). In `single` mode one item is always on: pressing it again is ignored, as the spec says for modes; `multiple` lets any number be on. `label` names the group; `md` meets the touch target.",
      do: [
        'Name the group with `label` ("Booking mode", "Category").',
        'Use it when pressing an item changes what is shown at once.',
        'Use `fullWidth` for a segmented control that should fill a narrow column.',
      ],
      dont: [
        'Use it for a choice that is only sent with a form: that is a `RadioGroup`.',
        'Use it for a single on/off setting: that is a `Switch`.',
      ],
    }),
  },
  args: {
    type: 'single',
    label: 'Booking mode',
    items: [
      { value: 'single', label: 'Single' },
      { value: 'multiple', label: 'Multiple' },
    ],
    defaultValue: 'single',
    onValueChange: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: toggleGroupVariants },
    size: { control: 'inline-radio', options: toggleGroupSizes },
  },
} satisfies Meta<typeof ToggleGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The booking view's Single/Multiple mode. Pressing the current mode again is ignored (spec §4). */
export const BookingMode: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Booking mode' });
    await expect(group).toHaveAttribute('data-variant', 'segmented');
    const single = canvas.getByRole('radio', { name: 'Single' });
    const multiple = canvas.getByRole('radio', { name: 'Multiple' });
    await expect(single).toBeChecked();
    await expect(single).toHaveAttribute('data-state', 'on');
    await userEvent.click(multiple);
    await expect(multiple).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenCalledWith('multiple');
    await userEvent.click(multiple);
    await expect(multiple).toBeChecked();
    await expect(single).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledOnce();
  },
};

function BillingToggle(args: ToggleGroupSingleProps) {
  const [period, setPeriod] = useState('monthly');
  return (
    <div>
      <ToggleGroup
        {...args}
        value={period}
        onValueChange={(next: string) => {
          setPeriod(next);
          args.onValueChange?.(next);
        }}
      />
      <p>{period === 'annual' ? 'Save 16%' : 'Billed monthly'}</p>
    </div>
  );
}

/** Membership's Monthly/Annual billing, controlled. Keyboard: Tab in, arrows move, Space/Enter choose. */
export const BillingKeyboard: Story = {
  args: {
    label: 'Billing period',
    items: [
      { value: 'monthly', label: 'Monthly' },
      { value: 'annual', label: 'Annual' },
    ],
  },
  render: (args) => <BillingToggle {...(args as ToggleGroupSingleProps)} />,
  play: async ({ canvas, args }) => {
    const monthly = canvas.getByRole('radio', { name: 'Monthly' });
    const annual = canvas.getByRole('radio', { name: 'Annual' });
    await userEvent.tab();
    await expect(monthly).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(annual).toHaveFocus();
    await expect(monthly).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(annual).toBeChecked();
    await expect(canvas.getByText('Save 16%')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(annual).toBeChecked();
    await expect(args.onValueChange).toHaveBeenCalledOnce();
    await expect(args.onValueChange).toHaveBeenCalledWith('annual');
    await userEvent.keyboard('{ArrowLeft}{Enter}');
    await expect(monthly).toBeChecked();
    await expect(canvas.getByText('Billed monthly')).toBeVisible();
  },
};

/** The shop's category filter as chips. */
export const CategoryChips: Story = {
  args: {
    label: 'Category',
    variant: 'chips',
    defaultValue: 'all',
    items: [
      { value: 'all', label: 'All Items' },
      { value: 'men', label: 'Men' },
      { value: 'women', label: 'Women' },
      { value: 'accessories', label: 'Accessories' },
    ],
  },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Category' });
    await expect(group).toHaveAttribute('data-variant', 'chips');
    await expect(canvas.getByRole('radio', { name: 'All Items' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Accessories' }));
    await expect(canvas.getByRole('radio', { name: 'Accessories' })).toHaveAttribute('data-state', 'on');
    await expect(canvas.getByRole('radio', { name: 'All Items' })).toHaveAttribute('data-state', 'off');
    await expect(args.onValueChange).toHaveBeenCalledWith('accessories');
  },
};

/** Multiple type: any number on, each a pressed/not-pressed button; turning one off is allowed. */
export const Multiple: Story = {
  args: {
    type: 'multiple',
    label: 'Days',
    variant: 'chips',
    size: 'sm',
    defaultValue: ['sat'],
    items: [
      { value: 'mon', label: 'Mon' },
      { value: 'wed', label: 'Wed' },
      { value: 'fri', label: 'Fri' },
      { value: 'sat', label: 'Sat' },
    ],
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('toolbar', { name: 'Days' })).toBeVisible();
    const sat = canvas.getByRole('button', { name: 'Sat' });
    const wed = canvas.getByRole('button', { name: 'Wed' });
    await expect(sat).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(wed);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['sat', 'wed']);
    await userEvent.click(sat);
    await expect(sat).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['wed']);
  },
};

export const WithIcons: Story = {
  args: {
    label: 'Calendar view',
    defaultValue: 'week',
    items: [
      { value: 'week', label: 'Week', icon: <CalendarDays aria-hidden="true" /> },
      { value: 'month', label: 'Month', icon: <CalendarRange aria-hidden="true" /> },
    ],
  },
  play: async ({ canvas }) => {
    const week = canvas.getByRole('radio', { name: 'Week' });
    await expect(week.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const DisabledItem: Story = {
  args: {
    label: 'Sport',
    defaultValue: 'badminton',
    items: [
      { value: 'badminton', label: 'Badminton' },
      { value: 'tennis', label: 'Tennis', disabled: true },
      { value: 'pickleball', label: 'Pickleball' },
    ],
  },
  play: async ({ canvas, args }) => {
    const tennis = canvas.getByRole('radio', { name: 'Tennis' });
    await expect(tennis).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Pickleball' })).toHaveFocus();
    await userEvent.click(tennis);
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: 'Multiple' }));
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('radio', { name: 'Single' })).toBeChecked();
  },
};

export const FullWidthOnPhone: Story = {
  args: { fullWidth: true },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const group = canvas.getByRole('radiogroup', { name: 'Booking mode' });
    await expect(group.getBoundingClientRect().width).toBeGreaterThan(
      canvasElement.getBoundingClientRect().width * 0.8,
    );
    const [single, multiple] = canvas.getAllByRole('radio');
    await expect(Math.round(single!.getBoundingClientRect().width)).toBe(
      Math.round(multiple!.getBoundingClientRect().width),
    );
  },
};
