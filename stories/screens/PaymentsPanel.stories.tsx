import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PaymentsPanel } from '../../design-system/screens/AdminDashboardScreen/PaymentsPanel';
import { paginationView } from '../../machines/admin/admin.view';
import { paymentRowView } from '../../machines/admin/adminPayments.view';
import { manualRefundDialogView, manualRefundDraft } from '../../machines/admin/manualRefund.view';
import { dashboardArgs, storyRefundPayments } from '../fixtures/admin';
import { findOpenDialog } from '../fixtures/dialog';

/** The dashboard's Payments tab on its own. */
const base = dashboardArgs().payments;
const meta = { title: 'Screens/AdminDashboard/PaymentsPanel', component: PaymentsPanel, args: base } satisfies Meta<
  typeof PaymentsPanel
>;
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
    await expect(canvasElement.querySelectorAll('[data-testid="payments-table"] tbody tr[data-payment]')).toHaveLength(
      0,
    );
  },
};

const refundRows = {
  rows: storyRefundPayments.map(paymentRowView),
  pagination: paginationView({ total: storyRefundPayments.length, page: 1, pageSize: 10 }),
};
const owedDraft = manualRefundDraft(storyRefundPayments[0]!, 'RF-LATE00000001')!;

/**
 * Refunds: a payment owed back (it arrived after its slot was taken; flagged with its amount, reference and reason,
 * and Mark refund paid), one refunded in part through the provider, one in full by hand (its reference, who and when).
 */
export const Refunds: Story = {
  args: refundRows,
  play: async ({ canvasElement, args }) => {
    const rows = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-testid="payments-table"] tbody tr'));
    await expect(rows.map((r) => r.dataset.status)).toEqual(['refund_due', 'partially_refunded', 'refunded']);
    await expect(rows.map((r) => r.hasAttribute('data-refund-due'))).toEqual([true, false, false]);
    await expect(within(rows[0]!).getByText('Refund due ₹500')).toBeVisible();
    await expect(
      within(rows[0]!).getByText(
        'Refund due ₹500 (RF-LATE00000001): Paid after the hold ended; the slots were booked by someone else meanwhile.',
      ),
    ).toBeVisible();
    await expect(within(rows[1]!).getByText('Refunded ₹500 through the provider (rfnd_part0001)')).toBeVisible();
    await expect(within(rows[1]!).getByText('Part refunded')).toBeVisible();
    await expect(
      within(rows[2]!).getByText(
        'Refunded ₹700 by hand (UPI 633412980021) by admin@pod.example, 20 November 2026, 10:30 AM',
      ),
    ).toBeVisible();
    // Only the refund still owed can be marked paid.
    await expect(canvasElement.querySelectorAll('button[aria-label^="Mark refund paid"]')).toHaveLength(1);
    await userEvent.click(
      within(rows[0]!).getByRole('button', { name: 'Mark refund paid: RF-LATE00000001, ₹500 to Nisha Verma' }),
    );
    await expect(args.onMarkRefundPaid).toHaveBeenCalledWith('PAY-LATE0001', 'RF-LATE00000001');
  },
};

/** Mark refund paid: who gets how much and why, and the transfer or UPI reference staff made it with. */
export const MarkRefundPaid: Story = {
  args: { ...refundRows, refundDialog: manualRefundDialogView({ ...owedDraft, reference: 'UPI 63341298' }) },
  play: async ({ args }) => {
    const dialog = await findOpenDialog('Mark refund RF-LATE00000001 as paid');
    await expect(dialog).toHaveTextContent(
      'Record the ₹500 you refunded by hand to Nisha Verma (payment pay_late0001).',
    );
    await expect(dialog).toHaveTextContent(
      'Owed because: Paid after the hold ended; the slots were booked by someone else meanwhile.',
    );
    const field = within(dialog).getByLabelText(/Bank transfer or UPI reference/);
    await expect(field).toHaveValue('UPI 63341298');
    await userEvent.type(field, '0');
    await expect(args.onRefundReferenceChange).toHaveBeenCalledWith('UPI 633412980');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
    await expect(args.onRefundPaidConfirm).toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not yet' }));
    await expect(args.onRefundPaidDismiss).toHaveBeenCalled();
  },
};

/** A reference too short, or the server refused (someone marked it meanwhile): the reason, in the dialog. */
export const MarkRefundPaidRefused: Story = {
  args: {
    ...refundRows,
    refundDialog: manualRefundDialogView({
      ...owedDraft,
      reference: 'ab',
      error: 'Enter the bank transfer or UPI reference of the refund you made (3 to 120 characters).',
    }),
  },
  play: async () => {
    const dialog = await findOpenDialog('Mark refund RF-LATE00000001 as paid');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Enter the bank transfer or UPI reference of the refund you made (3 to 120 characters).',
    );
    await expect(within(dialog).getByLabelText(/Bank transfer or UPI reference/)).toHaveValue('ab');
  },
};
