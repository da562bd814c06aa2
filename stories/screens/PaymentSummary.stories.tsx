import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PaymentSummary } from '../../design-system/screens/AdminDashboardScreen/PaymentSummary';
import { paymentRowView } from '../../machines/admin/adminPayments.view';
import type { AdminPaymentRow } from '../../machines/api/adminPayments.schema';
import { componentDocs } from '../docs/componentDocs';
import { storyPayments, storyRefundPayments } from '../fixtures/admin';

const [verified, unverified] = storyPayments.map(paymentRowView);
const [owed, part, byHand] = storyRefundPayments;

/** Refunded in part through the provider, and the rest owed back by hand: both kinds of refund on one payment. */
const partOwed: AdminPaymentRow = {
  ...part!,
  refundDue: 500,
  status: 'refund_due',
  refunds: [
    ...part!.refunds,
    {
      id: 'RF-PART00000002',
      amount: 500,
      status: 'due',
      reason: 'The provider refused the second half: the card was closed.',
      reference: null,
      paidBy: null,
      paidAt: null,
    },
  ],
};

const meta = {
  title: 'Screens/AdminDashboard/PaymentSummary',
  component: PaymentSummary,
  parameters: {
    docs: componentDocs({
      usage:
        "One payment's status and verification as two badges, each refund still owed (flagged) and how each refund made went back. `cell` fills the Payments table's Status cell; `item` stands alone in a booking's record, led by the amount and payment ID.",
      do: [
        'Use it wherever staff read a payment, so its badges and refunds read the same in every admin list.',
        "Pass the row as `paymentRowView` makes it: the texts are the ledger's, worked out once in machines/.",
      ],
      dont: [
        "Write a payment's badges or refund lines by hand beside it: they would drift from the Payments tab's.",
        'Use `item` inside the Payments table: the amount and payment ID already have columns there.',
      ],
    }),
  },
  args: { payment: verified!, variant: 'cell' },
} satisfies Meta<typeof PaymentSummary>;
export default meta;
type Story = StoryObj<typeof meta>;

const texts = (root: HTMLElement, selector: string) =>
  Array.from(root.querySelectorAll<HTMLElement>(selector)).map((e) => e.textContent);

/** Settled and verified with the card provider: two badges, nothing owed or refunded. */
export const Verified: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Success')).toBeVisible();
    await expect(canvas.getByText('Verified')).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-refund-owed], [data-refund-note]')).toHaveLength(0);
    await expect(canvas.queryByText('₹1,000 · pay_sample0002')).toBeNull();
  },
};

/** Not verified with the card provider (yet): the second badge says so. */
export const Unverified: Story = {
  args: { payment: unverified! },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Success')).toBeVisible();
    await expect(canvas.getByText('Unverified')).toBeVisible();
  },
};

/** A refund owed back: flagged under the badges with its amount, reference and reason. */
export const RefundOwed: Story = {
  args: { payment: paymentRowView(owed!) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Refund due')).toBeVisible();
    const note = canvasElement.querySelector<HTMLElement>('[data-refund-owed="RF-LATE00000001"]');
    await expect(note).toHaveTextContent(
      'Refund due ₹500 (RF-LATE00000001): Paid after the hold ended; the slots were booked by someone else meanwhile.',
    );
    await expect(note).toBeVisible();
  },
};

/** Refunded in full by hand: who recorded it, when, and the UPI reference. */
export const RefundedByHand: Story = {
  args: { payment: paymentRowView(byHand!) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Refunded')).toBeVisible();
    await expect(
      canvas.getByText('Refunded ₹700 by hand (UPI 633412980021) by admin@pod.example, 20 November 2026, 10:30 AM'),
    ).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-refund-owed]')).toHaveLength(0);
  },
};

/** Half refunded through the provider and half still owed: what staff must still do comes first, under the badge. */
export const OwedAndRefunded: Story = {
  args: { payment: paymentRowView(partOwed) },
  play: async ({ canvasElement }) => {
    const lines = texts(canvasElement, '[data-refund-owed], [data-refund-note]');
    await expect(lines).toEqual([
      'Refund due ₹500 (RF-PART00000002): The provider refused the second half: the card was closed.',
      'Refunded ₹500 through the provider (rfnd_part0001)',
    ]);
  },
};

/** On its own in a booking's record: the amount and payment ID lead, then the method, date and receipt, the total. */
export const Item: Story = {
  args: { payment: paymentRowView(part!), variant: 'item' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-variant]')).toHaveAttribute('data-variant', 'item');
    await expect(canvas.getByText('₹1,000 · pay_part0001')).toBeVisible();
    await expect(canvas.getByText('Part refunded')).toBeVisible();
    await expect(canvas.getByText('Card · Fri, 20 Nov 2026 · PAY-PART0001')).toBeVisible();
    await expect(canvas.getByText('Refunded ₹500')).toBeVisible();
    await expect(canvas.getByText('Refunded ₹500 through the provider (rfnd_part0001)')).toBeVisible();
  },
};

/** Phone (360 px): a long refund line wraps inside the screen, and the badges wrap under the amount. */
export const ItemPhone: Story = {
  args: { payment: paymentRowView(partOwed), variant: 'item' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-variant="item"]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const owedNote = root.querySelector<HTMLElement>('[data-refund-owed]')!;
    await expect(owedNote.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
