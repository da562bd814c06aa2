import { css, type Theme } from '@emotion/react';
import type { PaymentRowView } from '../../../machines/admin/adminPayments.view';
import { Badge } from '../../primitives/Badge';
import { Text } from '../../primitives/Text';
import { column } from '../../tokens/recipes';
import { actionsStyles, statusNoteStyles } from './parts';

/**
 * Where a payment is summed up: `cell`, a Payments table's Status cell (the amount, method, payment ID and date have
 * columns of their own); `item`, on its own in a list (a booking's record), where the amount and payment ID lead the
 * line, with the method, date and receipt and the refund total under it.
 */
export const paymentSummaryVariants = ['cell', 'item'] as const;
export type PaymentSummaryVariant = (typeof paymentSummaryVariants)[number];

export interface PaymentSummaryProps {
  /** The payment, as the admin API's row reads (its status, verification and refunds). */
  payment: PaymentRowView;
  /** `cell` in the Payments table, `item` on its own. */
  variant: PaymentSummaryVariant;
}

const rootStyles = (t: Theme) => css`
  ${column(t, 1)}
`;

/**
 * A payment's status and whether the card provider verified it, as two badges, then each refund still owed (flagged,
 * with its amount, reference and reason) and how each refund made went back. The same in the Payments table and in
 * a booking's record, so staff read one payment the same way in both.
 */
export function PaymentSummary({ payment: p, variant }: PaymentSummaryProps) {
  return (
    <div css={rootStyles} data-variant={variant}>
      <div css={actionsStyles}>
        {variant === 'item' ? <Text weight="bold">{`${p.amount} · ${p.paymentId}`}</Text> : null}
        <Badge tone={p.statusTone} size="sm">
          {p.statusLabel}
        </Badge>
        <Badge tone={p.verificationTone} size="sm">
          {p.verificationLabel}
        </Badge>
      </div>
      {variant === 'item' ? (
        <>
          <Text size="sm" tone="secondary">{`${p.method} · ${p.date} · ${p.id}`}</Text>
          {p.refundText ? <Text size="sm">{p.refundText}</Text> : null}
        </>
      ) : null}
      {p.refundsDue.map((due) => (
        <p key={due.id} css={statusNoteStyles('warning', 'xs')} data-refund-owed={due.id}>
          {due.text}
        </p>
      ))}
      {p.refundNotes.map((note) => (
        <Text key={note} size="xs" tone="secondary" data-refund-note="">
          {note}
        </Text>
      ))}
    </div>
  );
}
