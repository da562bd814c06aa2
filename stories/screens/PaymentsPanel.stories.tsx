import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PaymentsPanel } from '../../design-system/screens/AdminDashboardScreen/PaymentsPanel';
import { paginationView, paymentRowView } from '../../machines/admin/admin.view';
import { dashboardArgs, storyRefundPayments } from '../fixtures/admin';

/** The dashboard's Payments tab on its own. */
const base = dashboardArgs().payments;
const meta = { title: 'Screens/AdminDashboard/PaymentsPanel', component: PaymentsPanel, args: base } satisfies Meta<typeof PaymentsPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Payments with their verification and receipt state; Send Receipt and Export CSV. */
export const Ready: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const rows = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-testid="payments-table"] tbody tr'));
    await expect(rows).toHaveLength(4);
    await expect(within(rows[1]!).getByText('Unverified')).toBeVisible();
    await userEvent.click(within(rows[0]!).getByRole('button', { name: /^Send Receipt/ }));
    await expect(args.onSendReceipt).toHaveBeenCalledWith('PAY-SAMPLE002');
    await userEvent.click(canvas.getByRole('button', { name: 'Export CSV' }));
    await expect(args.onExportCsv).toHaveBeenCalled();
  },
};

/** Nothing matches the filters. */
export const Empty: Story = {
  args: { rows: [], filters: { status: 'failed', q: 'zzz' } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-testid="payments-table"] tbody tr[data-payment]')).toHaveLength(0);
  },
};

/** Refunds: a payment owed back (it arrived after its slot was taken), one refunded in part, one in full. */
export const Refunds: Story = {
  args: { rows: storyRefundPayments.map(paymentRowView), pagination: paginationView({ total: storyRefundPayments.length, page: 1, pageSize: 10 }) },
  play: async ({ canvasElement }) => {
    const rows = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-testid="payments-table"] tbody tr'));
    await expect(rows.map((r) => r.dataset.status)).toEqual(['refund_due', 'partially_refunded', 'refunded']);
    await expect(within(rows[0]!).getByText('Refund due ₹500')).toBeVisible();
    await expect(within(rows[0]!).getByText('Refund due')).toBeVisible();
    await expect(within(rows[1]!).getByText('Refunded ₹500')).toBeVisible();
    await expect(within(rows[1]!).getByText('Part refunded')).toBeVisible();
    await expect(within(rows[2]!).getByText('Refunded ₹700')).toBeVisible();
  },
};
