import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Tabs, tabsOrientations, type TabItem, type TabsProps } from '../../design-system/primitives/Tabs';
import { componentDocs } from '../docs/componentDocs';

const sportsCentreTabs: TabItem[] = [
  { value: 'coaches', label: 'Coaches', content: <p>Four coaches across badminton, tennis and football.</p> },
  { value: 'pricing', label: 'Pricing', content: <p>Peak, off-peak and weekend prices per sport.</p> },
  { value: 'programs', label: 'Programs', content: <p>No programs yet.</p> },
  { value: 'testimonials', label: 'Testimonials', content: <p>No testimonials yet.</p> },
];

/** The admin dashboard's six tabs (spec §2): more than a phone can show at once. */
const dashboardTabs: TabItem[] = [
  { value: 'bookings', label: 'Bookings', content: <p>Today&apos;s bookings.</p> },
  { value: 'payments', label: 'Payments', content: <p>Recent payments.</p> },
  { value: 'calendar', label: 'Calendar View', content: <p>Coming soon.</p> },
  { value: 'customers', label: 'Customers', content: <p>Coming soon.</p> },
  { value: 'revenue', label: 'Revenue', content: <p>Coming soon.</p> },
  { value: 'settings', label: 'Settings', content: <p>Contact info and notifications.</p> },
];

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  parameters: {
    docs: componentDocs({
      usage:
        "Views of one thing, one shown at a time: the admin dashboard's sections, the Sports Centre manager's Coaches, Pricing, Programs and Testimonials. Arrow keys move between tabs and Tab moves into the panel; `horizontal` tabs scroll sideways on phones, `vertical` tabs sit beside the panel (above it on phones). `label` names the tab list.",
      do: [
        'Give the tab list a `label` that says what it switches ("Dashboard sections").',
        'Keep tab names short, and their order the same on every visit.',
        'Use `activationMode="manual"` when showing a panel is slow, so arrowing past a tab does not load it.',
      ],
      dont: [
        'Use tabs for steps the visitor must take in order.',
        'Hide content every visitor needs behind a tab other than the first.',
        'Use tabs to filter one list: that is a `ToggleGroup` of chips.',
      ],
    }),
  },
  args: { label: 'Sports Centre sections', items: sportsCentreTabs, onValueChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: tabsOrientations },
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('tablist', { name: 'Sports Centre sections' })).toBeVisible();
    const coaches = canvas.getByRole('tab', { name: 'Coaches' });
    await expect(coaches).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Coaches' })).toHaveTextContent('Four coaches');
    await userEvent.click(canvas.getByRole('tab', { name: 'Pricing' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('pricing');
    await expect(canvas.getByRole('tabpanel', { name: 'Pricing' })).toHaveTextContent('Peak, off-peak');
    await expect(coaches).toHaveAttribute('data-state', 'inactive');
  },
};

/** Keyboard: Tab reaches the active tab, arrows and Home/End switch tabs, Tab again enters the panel. */
export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Coaches' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const pricing = canvas.getByRole('tab', { name: 'Pricing' });
    await expect(pricing).toHaveFocus();
    await expect(pricing).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Testimonials' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Coaches' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}{Home}');
    await expect(canvas.getByRole('tab', { name: 'Coaches' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('coaches');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Coaches' })).toHaveFocus();
  },
};

export const DefaultValue: Story = {
  args: { defaultValue: 'programs' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Programs' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('No programs yet.');
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    await expect(list).toHaveAttribute('aria-orientation', 'vertical');
    const coaches = canvas.getByRole('tab', { name: 'Coaches' });
    const pricing = canvas.getByRole('tab', { name: 'Pricing' });
    await expect(pricing.getBoundingClientRect().top).toBeGreaterThanOrEqual(coaches.getBoundingClientRect().bottom);
    await expect(canvas.getByRole('tabpanel').getBoundingClientRect().left).toBeGreaterThan(
      list.getBoundingClientRect().right - 1,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await expect(pricing).toHaveFocus();
    await expect(pricing).toHaveAttribute('aria-selected', 'true');
  },
};

export const DisabledTab: Story = {
  args: {
    items: sportsCentreTabs.map((item) => (item.value === 'pricing' ? { ...item, disabled: true } : item)),
  },
  play: async ({ canvas, args }) => {
    const pricing = canvas.getByRole('tab', { name: 'Pricing' });
    await expect(pricing).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Programs' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledWith('programs');
    await expect(args.onValueChange).not.toHaveBeenCalledWith('pricing');
  },
};

/** Phone: six tabs do not fit, so the tab list scrolls sideways and the focused tab scrolls into view. */
export const ScrollsOnPhone: Story = {
  args: { label: 'Dashboard sections', items: dashboardTabs },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: 'Dashboard sections' });
    await expect(getComputedStyle(list).overflowX).toBe('auto');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(list.scrollLeft).toBe(0);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    const settings = canvas.getByRole('tab', { name: 'Settings' });
    await expect(settings).toHaveFocus();
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
    await expect(settings.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right + 1);
  },
};

function ControlledTabs(args: TabsProps) {
  const [value, setValue] = useState('coaches');
  return (
    <>
      <p>Showing: {value}</p>
      <Tabs
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
      />
    </>
  );
}

export const Controlled: Story = {
  render: (args) => <ControlledTabs {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Testimonials' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('testimonials');
    await expect(canvas.getByText('Showing: testimonials')).toBeVisible();
  },
};
