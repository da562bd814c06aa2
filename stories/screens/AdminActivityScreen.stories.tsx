import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  AdminActivityScreen,
  type ActivityRowView,
  type AdminActivityScreenProps,
} from '../../design-system/screens/AdminActivityScreen';
import { auditKindLabels, auditKinds } from '../../machines/api/staff.schema';

const rows: ActivityRowView[] = [
  {
    id: 3,
    when: '28 Nov 2026, 10:52 AM',
    who: 'priya@pod.example',
    kindLabel: 'Cancelled a booking',
    summary: 'Cancelled BK-7QX2M (2026-11-29 18:00).',
    record: 'BK-7QX2M',
    address: '10.0.0.12',
  },
  {
    id: 2,
    when: '28 Nov 2026, 10:50 AM',
    who: 'priya@pod.example',
    kindLabel: 'Signed in',
    summary: 'Signed in.',
    record: '',
    address: '10.0.0.12',
  },
  {
    id: 1,
    when: '28 Nov 2026, 10:41 AM',
    who: 'admin@pod.example',
    kindLabel: 'Added an account',
    summary: 'Added Priya Nair (priya@pod.example) as Front desk.',
    record: 'user 2',
    address: '10.0.0.2',
  },
];

const args: AdminActivityScreenProps = {
  status: 'ready',
  onRetry: fn(),
  rows,
  countText: 'Showing 3 of 3 changes',
  filters: { person: '', kind: '', from: '', to: '' },
  kindOptions: auditKinds.map((value) => ({ value, label: auditKindLabels[value] })),
  onFilterChange: fn(),
  onApply: fn(),
  onClear: fn(),
  hasMore: false,
  onMore: fn(),
};

const meta = {
  title: 'Screens/AdminActivity',
  component: AdminActivityScreen,
  parameters: { layout: 'fullscreen' },
  args,
} satisfies Meta<typeof AdminActivityScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The trail: newest first, who, when, from where. */
export const Trail: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Changes' })).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Cancelled a booking · BK-7QX2M');
    await expect(items[0]).toHaveTextContent('priya@pod.example · 28 Nov 2026, 10:52 AM · from 10.0.0.12');
    await expect(canvas.getByText('Showing 3 of 3 changes')).toBeVisible();
  },
};

/** Filtering: typed filters reported, Apply and Clear. */
export const Filtering: Story = {
  args: { filters: { person: 'priya', kind: 'booking.cancel', from: '2026-11-28', to: '' } },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Person/), 'x');
    await expect(args.onFilterChange).toHaveBeenCalledWith('person', 'priyax');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply filters' }));
    await expect(args.onApply).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};

/** More rows than a page: Show more. */
export const MoreRows: Story = {
  args: { hasMore: true, countText: 'Showing 3 of 45 changes' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show more' }));
    await expect(args.onMore).toHaveBeenCalled();
  },
};

/** Empty: nothing matches. */
export const Empty: Story = {
  args: { status: 'empty', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No changes match these filters.')).toBeVisible();
  },
};

/** Loading. */
export const Loading: Story = {
  args: { status: 'loading', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Loading activity')).toBeInTheDocument();
  },
};

/** Error: why, and Retry. */
export const LoadError: Story = {
  args: {
    status: 'error',
    rows: [],
    loadError: 'Could not reach the server. Please check your connection and try again.',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/Could not reach the server/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Retry/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
