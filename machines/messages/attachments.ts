/** The files a message carries, made by the same code as the files the pages offer (machines/files). */
import { bookingIcs, ICS_MIME_TYPE, icsFileName } from '../files/ics';
import { receiptFileName, receiptText } from '../files/receipt';
import { bookingMovedAttachment } from './changes.content';
import type { CentreContact, EmailAttachment } from './email.types';
import type { MessageData } from './messages';

/** The files a message carries: the booking's calendar file, the order's receipt. */
export function emailAttachments(data: MessageData, centre: CentreContact): EmailAttachment[] {
  if (data.kind === 'booking_confirmed')
    return [
      {
        filename: icsFileName(data.paymentId),
        contentType: ICS_MIME_TYPE,
        content: bookingIcs({
          sportName: data.sportName,
          sessions: data.sessions.map((s) => ({ id: `${s.date}-${s.time}-${s.court}`, ...s })),
          now: data.paidAt,
          paymentId: data.paymentId,
          bookingIds: data.sessions.map((s) => s.bookingId),
          location: `${centre.name}, ${centre.address}`,
        }),
      },
    ];
  if (data.kind === 'booking_moved') return [bookingMovedAttachment(data, centre)];
  if (data.kind === 'order_paid')
    return [
      {
        filename: receiptFileName(data.orderId),
        contentType: 'text/plain; charset=utf-8',
        content: receiptText(
          {
            orderId: data.orderId,
            paymentId: data.paymentId,
            total: data.total,
            customerInfo: data.customer,
            deliveryMethod: data.deliveryMethod,
            items: data.items.map((i, n) => ({
              id: n,
              name: i.name,
              price: i.unitPrice,
              quantity: i.quantity,
              selectedSize: i.size,
              image: '',
              logoPosition: 'center',
              availability: 'In Stock',
            })),
          },
          data.paidAt,
        ),
      },
    ];
  return [];
}
