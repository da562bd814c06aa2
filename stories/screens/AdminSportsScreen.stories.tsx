import type { Meta, StoryObj } from '@storybook/react-vite';
import { recordList } from '../fixtures/recordList';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AdminSportsScreen } from '../../design-system/screens/AdminSportsScreen';
import { coachFields, planFields, valuesOf, type CentreFieldSpec } from '../../machines/admin/centre.form';
import { MAX_ADD_ONS } from '../../machines/admin/pricing.form';
import { seededCentre } from '../../machines/coaching/centre.catalogue';
import { pricing, rows } from '../fixtures/pricing';

const meta = {
  title: 'Screens/AdminSports',
  component: AdminSportsScreen,
  parameters: { layout: 'fullscreen' },
  args: { pricing },
} satisfies Meta<typeof AdminSportsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const group = (canvasElement: HTMLElement, name: string) => within(within(canvasElement).getByRole('group', { name }));

/** Editing: each sport's rates (tennis with lights, futsal for 2 hours, the others empty), typed changes reported, Save All Pricing. */
export const Editing: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('tab', { name: 'Pricing', selected: true })).toBeVisible();
    const tennis = group(canvasElement, 'Tennis');
    await expect(tennis.getByLabelText('Weekend')).toHaveValue('1000');
    await expect(tennis.getByLabelText('With lights')).toHaveValue('1200');
    await expect(tennis.getByLabelText('2 hours')).toHaveValue('');
    await expect(group(canvasElement, 'Futsal').getByLabelText('2 hours')).toHaveValue('2000');
    await userEvent.type(tennis.getByLabelText('Peak'), '0');
    await expect(args.pricing.onChange).toHaveBeenCalledWith('tennis', 'peak', '10000');
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
  args: {
    pricing: {
      ...pricing,
      status: 'error',
      loadError: 'Could not reach the server. Please check your connection and try again.',
    },
  },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText('Could not reach the server. Please check your connection and try again.'),
    ).toBeVisible();
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
    pricing: {
      ...pricing,
      saveState: 'conflict',
      saveMessage: 'Someone else changed this meanwhile. Reload to see their version, then make your change again.',
    },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Someone else changed this meanwhile.');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.pricing.onReload).toHaveBeenCalled();
  },
};

/** Add-ons: each sport's list (name, price, per hour); edits, Remove and Add report the sport and the add-on. */
export const AddOns: Story = {
  play: async ({ canvasElement, args }) => {
    const pickleball = group(canvasElement, 'Pickleball add-on 1');
    await expect(pickleball.getByLabelText('Add-on')).toHaveValue('Racquet and ball');
    await expect(pickleball.getByLabelText('Price (₹)')).toHaveValue('200');
    await expect(pickleball.getByRole('switch', { name: 'Charged per hour' })).toBeChecked();
    await expect(
      group(canvasElement, 'Badminton add-on 1').getByRole('switch', { name: 'Charged per hour' }),
    ).not.toBeChecked();
    await userEvent.type(pickleball.getByLabelText('Price (₹)'), '5');
    await expect(args.pricing.onAddOnChange).toHaveBeenCalledWith('pickleball', 'pickleball-0', 'price', '2005');
    await userEvent.click(pickleball.getByRole('switch', { name: 'Charged per hour' }));
    await expect(args.pricing.onAddOnChange).toHaveBeenCalledWith('pickleball', 'pickleball-0', 'perHour', false);
    await userEvent.click(group(canvasElement, 'Futsal add-on 2').getByRole('button', { name: 'Remove Shoe rental' }));
    await expect(args.pricing.onAddOnRemove).toHaveBeenCalledWith('futsal', 'futsal-1');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add a tennis add-on' }));
    await expect(args.pricing.onAddOnAdd).toHaveBeenCalledWith('tennis');
  },
};

/** Add-on errors: a blank name and a price of 0 under their fields; at the limit (8) Add is gone for that sport. */
export const AddOnErrors: Story = {
  args: {
    pricing: {
      ...pricing,
      rows: rows.map((r) =>
        r.sport === 'badminton'
          ? {
              ...r,
              addOns: Array.from({ length: MAX_ADD_ONS }, (_, i) => ({
                key: `k${i}`,
                name: i === 0 ? '' : `Item ${i}`,
                price: i === 1 ? '0' : '50',
                perHour: false,
              })),
            }
          : r,
      ),
      errors: {
        'badminton.addOns.0.name': "Enter the add-on's name.",
        'badminton.addOns.1.price': 'The price must be at least ₹1.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await expect(group(canvasElement, 'Badminton add-on 1').getByLabelText('Add-on')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(group(canvasElement, 'Badminton add-on 1').getByText("Enter the add-on's name.")).toBeVisible();
    await expect(group(canvasElement, 'Badminton add-on 2').getByText('The price must be at least ₹1.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: 'Add a badminton add-on' })).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'Add a futsal add-on' })).toBeVisible();
  },
};

/** No add-ons: the sport's list says so and offers Add. */
export const NoAddOns: Story = {
  args: { pricing: { ...pricing, rows: rows.map((r) => (r.sport === 'tennis' ? { ...r, addOns: [] } : r)) } },
  play: async ({ canvasElement }) => {
    const addOns = group(canvasElement, 'Tennis add-ons');
    await expect(addOns.getByText('No add-ons: visitors see none for this sport.')).toBeVisible();
    await expect(addOns.getByRole('button', { name: 'Add a tennis add-on' })).toBeVisible();
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

const fieldsOf = (specs: readonly CentreFieldSpec[], record: object) => {
  const values = valuesOf(record);
  return specs.map((f) => ({ ...f, value: values[f.name] ?? '' }));
};

const list = recordList;

const coaches = list({
  label: 'Coaches',
  note: 'The coaches on /about and in each sport\u2019s section of /coaching.',
  addLabel: 'Add New Coach',
  saveLabel: 'Save Coach',
  onSelectImage: fn(),
  records: seededCentre.coaches.slice(1, 3).map((c) => ({
    key: c.id,
    title: c.name,
    isNew: false,
    fields: fieldsOf(coachFields, c),
    image: { label: 'Photo', value: c.image, alt: `Photo of ${c.name}`, status: 'idle' as const },
    saveState: 'idle' as const,
  })),
});
const programs = list({
  label: 'Programs',
  note: 'The plan cards of /coaching, grouped by sport.',
  addLabel: 'Add New Plan',
  saveLabel: 'Save Plan',
  records: seededCentre.plans.slice(0, 2).map((p) => ({
    key: p.id,
    title: p.name,
    isNew: false,
    fields: fieldsOf(planFields, p),
    saveState: 'idle' as const,
  })),
});
const testimonials = list({
  label: 'Testimonials',
  note: 'The reviews on /sports and the community feedback on /podboard.',
  addLabel: 'Add New Testimonial',
  saveLabel: 'Save Testimonial',
  emptyText: 'No testimonials yet. Add New Testimonial to show one.',
  records: [],
});

/** All four tabs, Coaches open: each coach's form; choosing another tab is reported (the page puts it in the URL). */
export const CoachesTab: Story = {
  args: { coaches, programs, testimonials, tab: 'coaches', onTabChange: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Coaches',
      'Pricing',
      'Programs',
      'Testimonials',
    ]);
    await expect(canvas.getByRole('tab', { name: 'Coaches', selected: true })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Arjun Menon' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Programs' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('programs');
  },
};

/** Programs open: the plans with their sport, price and Premium switch. */
export const ProgramsTab: Story = {
  args: { coaches, programs, testimonials, tab: 'programs', onTabChange: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Programs', selected: true })).toBeVisible();
    await expect(within(canvas.getByRole('form', { name: 'Regular Program' })).getByLabelText('Price (₹)')).toHaveValue(
      '3540',
    );
  },
};

/** Testimonials open with none saved: the empty state and Add New Testimonial. */
export const TestimonialsEmpty: Story = {
  args: { coaches, programs, testimonials, tab: 'testimonials', onTabChange: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No testimonials yet. Add New Testimonial to show one.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add New Testimonial' })).toBeVisible();
  },
};
