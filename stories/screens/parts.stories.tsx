import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { Text } from '../../design-system/primitives/Text';
import type { CustomersPanelProps } from '../../design-system/screens/AdminDashboardScreen/CustomersPanel';
import {
  DateInput,
  ListBody,
  ListTable,
  Pager,
  toolbarStyles,
} from '../../design-system/screens/AdminDashboardScreen/parts';
import { paginationView } from '../../machines/admin/admin.view';
import { bookingRangeMessage } from '../../machines/api/adminBookings.schema';
import { apiMessages } from '../../machines/api/errors';
import { dashboardArgs, STORY_TODAY } from '../fixtures/admin';
import { expectListEmpty, expectListFailed } from '../fixtures/listStates';

/** The Customers tab's list (stories/fixtures/admin), and a date input's change. */
type PartsArgs = CustomersPanelProps & { onDateChange: (value: string) => void };

/**
 * The pieces the admin lists share, each on its own: a list's table in its scrollable frame by state (with the Customers
 * tab's rows), the pager, and the date input.
 */
const meta = {
  title: 'Screens/AdminDashboard/Parts',
  args: { ...dashboardArgs().customers, onDateChange: fn() },
} satisfies Meta<PartsArgs>;
export default meta;
type Story = StoryObj<PartsArgs>;

/** Who, and what they spent with their last visit under it (a cell's second line). */
const columns = ['Customer', 'Spend'];

/** A list's page as a table: a row per customer, the note on what Spend counts, and the pager. */
const renderList: Story['render'] = (args) => (
  <ListTable
    {...args}
    loadingLabel="Loading customers"
    label="Customers list"
    testId="customers-table"
    columns={columns}
    pagerLabel="Customers pages"
    footnote={
      <Text size="sm" tone="secondary">
        {args.spendNote}
      </Text>
    }
    row={(c) => (
      <tr key={c.phone} data-customer={c.phone}>
        <th scope="row">{c.name}</th>
        <td>
          {c.spend}
          <small>{c.lastVisit}</small>
        </td>
      </tr>
    )}
  />
);

const renderPager: Story['render'] = (args) => (
  <Pager view={args.pagination!} onPageChange={args.onPageChange} label="Customers pages" />
);

/**
 * The pager of 25 customers, ten a page, on `page` of 3: it says which rows it shows; Previous and Next each ask for
 * the page before or after, and at an end the button is disabled (still focusable, aria-disabled, so its state is
 * read out) and a press asks for nothing.
 */
const pagerStory = (page: number, showing: string): Story => ({
  args: { pagination: paginationView({ total: 25, page, pageSize: 10 }) },
  render: renderPager,
  play: async ({ canvas, args }) => {
    const pager = within(canvas.getByRole('navigation', { name: 'Customers pages' }));
    await expect(pager.getByRole('status')).toHaveTextContent(showing);
    await expect(pager.getByText(`Page ${page} of 3`)).toBeVisible();
    for (const [name, target] of [
      ['Previous', page - 1],
      ['Next', page + 1],
    ] as const) {
      const button = pager.getByRole('button', { name });
      await userEvent.click(button);
      if (target < 1 || target > 3) {
        await expect(button).toHaveAttribute('aria-disabled', 'true');
        await expect(args.onPageChange).not.toHaveBeenCalledWith(target);
      } else {
        await expect(button).not.toHaveAttribute('aria-disabled');
        await expect(args.onPageChange).toHaveBeenLastCalledWith(target);
      }
    }
  },
});

/** Ready: the frame is a named, focusable region (it scrolls sideways on a phone); the footnote and pager follow. */
export const TableReady: Story = {
  render: renderList,
  play: async ({ canvas, args }) => {
    const frame = canvas.getByRole('region', { name: 'Customers list' });
    await expect(frame).toHaveAttribute('tabindex', '0');
    await expect(frame).not.toHaveAttribute('aria-busy');
    await expect(
      within(frame)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(columns);
    const rows = within(frame).getAllByRole('row').slice(1);
    await expect(rows.map((r) => r.dataset.customer)).toEqual(['98765 00002', '98765 00001', '98765 00003']);
    await expect(rows[0]).toHaveTextContent('Priya Sharma₹2,899Sat, 21 Nov 2026');
    await expect(rows[2]).toHaveTextContent('Karthik Raja₹0No visit yet');
    await expect(canvas.getByText(args.spendNote)).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Customers pages' })).toHaveTextContent('Showing 1–3 of 3');
  },
};

/** Refreshing (a later page or a filter on its way): the rows stay, dimmed, and the frame says it is busy. */
export const TableRefreshing: Story = {
  args: { status: 'loading' },
  render: renderList,
  play: async ({ canvas }) => {
    const frame = canvas.getByRole('region', { name: 'Customers list' });
    await expect(frame).toHaveAttribute('aria-busy', 'true');
    await expect(within(frame).getAllByRole('row')).toHaveLength(4);
    await expect(canvas.queryByRole('status', { name: 'Loading customers' })).toBeNull();
  },
};

/** The first answer on its way: as many skeleton lines as the list asks for, named for screen readers. */
export const TableLoading: Story = {
  render: (args) => (
    <ListBody
      status="loading"
      rows={null}
      emptyText={args.emptyText}
      loadingLabel="Loading customers"
      skeletonRows={3}
      onRetry={args.onRetry}
    >
      {/* Drawn only once there are rows. */}
      {() => null}
    </ListBody>
  ),
  play: async ({ canvas }) => {
    const skeleton = canvas.getByRole('status', { name: 'Loading customers' });
    await expect(skeleton.children).toHaveLength(3);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

/** Nothing to list: the empty message, no table, no footnote and no pager. */
export const TableEmpty: Story = {
  args: { rows: [], pagination: paginationView({ total: 0, page: 1, pageSize: 10 }) },
  render: renderList,
  play: async ({ canvas, args }) => {
    await expectListEmpty(canvas, args.emptyText, 'Customers pages');
    await expect(canvas.queryByText(args.spendNote)).toBeNull();
  },
};

/** The list could not be read: the server's reason and Retry instead of the rows it had. */
export const TableError: Story = {
  args: { status: 'error', errorText: apiMessages.internal },
  render: renderList,
  play: async ({ canvas, args }) => {
    await expectListFailed(canvas, apiMessages.internal, 'Customers pages', args.onRetry);
  },
};

/** The first page: Previous is disabled, Next asks for page 2. */
export const PagerFirstPage: Story = pagerStory(1, 'Showing 1–10 of 25');

/** A middle page: Previous asks for page 1, Next for page 3. */
export const PagerMiddlePage: Story = pagerStory(2, 'Showing 11–20 of 25');

/** The last page: fewer rows than a page; Next is disabled, Previous asks for page 2. */
export const PagerLastPage: Story = pagerStory(3, 'Showing 21–25 of 25');

/** A date chosen (the browser's own picker, drawn like the other fields): a new date is reported as YYYY-MM-DD. */
export const DateValue: Story = {
  render: (args) => (
    <div style={{ maxWidth: '24rem' }}>
      <DateInput label="New date" value="2026-11-22" min={STORY_TODAY} onValueChange={args.onDateChange} />
    </div>
  ),
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('New date');
    await expect(input).toHaveValue('2026-11-22');
    await expect(input).toHaveAttribute('min', STORY_TODAY);
    await expect(input).not.toHaveAttribute('aria-invalid');
    // A day picked in the browser's own calendar (its popup is outside the page, so the pick is sent as its change).
    fireEvent.change(input, { target: { value: '2026-11-23' } });
    await expect(args.onDateChange).toHaveBeenLastCalledWith('2026-11-23');
  },
};

/**
 * A range that ends before it starts, in a list's toolbar: the To date is marked invalid and says why under itself;
 * From and To stay level (the error grows the row downward, it does not lift To).
 */
export const DateRangeRefused: Story = {
  render: (args) => (
    <div css={toolbarStyles} role="search" aria-label="Find bookings">
      <DateInput label="From" value="2026-11-22" onValueChange={args.onDateChange} />
      <DateInput label="To" value="2026-11-20" error={bookingRangeMessage} onValueChange={args.onDateChange} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('From')).not.toHaveAttribute('aria-invalid');
    const to = canvas.getByLabelText(/^To/);
    await expect(to).toHaveAttribute('aria-invalid', 'true');
    await expect(to).toHaveAccessibleDescription(`Error: ${bookingRangeMessage}`);
    await expect(canvas.getByText(bookingRangeMessage)).toBeVisible();
    const from = canvas.getByLabelText('From').getBoundingClientRect();
    await expect(to.getBoundingClientRect().top).toBe(from.top);
    await expect(canvas.getByText(bookingRangeMessage).getBoundingClientRect().top).toBeGreaterThan(from.bottom);
  },
};
