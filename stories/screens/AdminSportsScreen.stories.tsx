import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminSportsScreen, type AdminPricingProps } from '../../design-system/screens/AdminSportsScreen';
import { rateBandLabels } from '../../machines/admin/pricing.form';
import { defaultRateTable } from '../../machines/booking/rates';
import { sports } from '../../machines/booking/sports';

const rows = sports.map((s) => ({
  sport: s.id,
  name: s.name,
  values: { peak: String(defaultRateTable[s.id].peak), offPeak: String(defaultRateTable[s.id].offPeak), weekend: String(defaultRateTable[s.id].weekend) },
}));

const pricing: AdminPricingProps = {
  status: 'ready',
  onRetry: fn(),
  rows,
  errors: {},
  saveState: 'idle',
  bandLabels: rateBandLabels,
  note: 'Rupees per hour. These rates are every court price visitors see (the sport cards and price list on /sports, the booking calendar and slots, the /schedule table) and what a booking charges. Peak: weekdays 6-10 AM and 4-10 PM; off-peak: the other weekday hours; weekend: Saturday and Sunday.',
  onChange: fn(),
  onSave: fn(),
  onReload: fn(),
};

const meta = {
  title: 'Screens/AdminSports',
  component: AdminSportsScreen,
  parameters: { layout: 'fullscreen' },
  args: { pricing },
} satisfies Meta<typeof AdminSportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('group', { name }));

/** Editing: each sport's three rates, typed changes reported, Save All Pricing. */
export const Editing: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Pricing', selected: true })).toBeVisible();
    const tennis = group(canvasElement, 'Tennis');
    await expect(tennis.getByLabelText('Weekend')).toHaveValue('500');
    await userEvent.type(tennis.getByLabelText('Peak'), '0');
    await expect(args.pricing.onChange).toHaveBeenCalledWith('tennis', 'peak', '3500');
    await userEvent.click(canvas.getByRole('button', { name: 'Save All Pricing' }));
    await expect(args.pricing.onSave).toHaveBeenCalled();
  },
};

/** Loading: skeleton rows while the table loads. */
export const Loading: Story = {
  args: { pricing: { ...pricing, status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: 'Loading prices' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Save All Pricing' })).toBeNull();
  },
};

/** Load failed: the reason and Retry. */
export const LoadFailed: Story = {
  args: { pricing: { ...pricing, status: 'error', loadError: 'Could not reach the server. Please check your connection and try again.' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Could not reach the server. Please check your connection and try again.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.pricing.onRetry).toHaveBeenCalled();
  },
};

/** Invalid field: the shared schema's message under the field; what was typed stays. */
export const InvalidField: Story = {
  args: {
    pricing: {
      ...pricing,
      rows: rows.map((r) => (r.sport === 'futsal' ? { ...r, values: { ...r.values, offPeak: '0' } } : r)),
      errors: { 'futsal.offPeak': 'The price must be at least ₹1.' },
    },
  },
  play: async ({ canvasElement }) => {
    const futsal = group(canvasElement, 'Futsal');
    const field = futsal.getByLabelText('Off-peak');
    await expect(field).toHaveValue('0');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(futsal.getByText('The price must be at least ₹1.')).toBeVisible();
  },
};

/** Saving: the button reads Saving... and the fields are locked. */
export const Saving: Story = {
  args: { pricing: { ...pricing, saveState: 'saving' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toHaveAttribute('aria-busy', 'true');
    await expect(group(canvasElement, 'Badminton').getByLabelText('Peak')).toBeDisabled();
  },
};

/** Saved: a confirmation beside the button (the Pricing Updated toast comes from the page). */
export const Saved: Story = {
  args: { pricing: { ...pricing, saveState: 'saved' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Saved. Visitors see these prices now.');
  },
};

/** Save failed: why, and the typed values stay. */
export const SaveFailed: Story = {
  args: {
    pricing: {
      ...pricing,
      rows: rows.map((r) => (r.sport === 'badminton' ? { ...r, values: { ...r.values, peak: '450' } } : r)),
      saveState: 'failed',
      saveMessage: 'Could not reach the server. Please check your connection and try again.',
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not reach the server.');
    await expect(group(canvasElement, 'Badminton').getByLabelText('Peak')).toHaveValue('450');
  },
};

/** Conflict: someone else saved first; Reload loads their version. */
export const Conflict: Story = {
  args: {
    pricing: { ...pricing, saveState: 'conflict', saveMessage: 'Someone else changed this meanwhile. Reload to see their version, then make your change again.' },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Someone else changed this meanwhile.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.pricing.onReload).toHaveBeenCalled();
  },
};

/** Phone (360 px): one sport per row, every field reachable. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(group(canvasElement, 'Pickleball').getByLabelText('Weekend')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save All Pricing' })).toBeVisible();
  },
};
