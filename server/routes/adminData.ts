/**
 * The admin dashboard's routes (inside the admin scope of routes/admin.ts): every one needs a session, every
 * mutation the CSRF token too.
 */
import type { FastifyInstance } from 'fastify';
import {
  adminBookingParamsSchema,
  adminBookingsQuerySchema,
  adminCancelRequestSchema,
  adminMoveRequestSchema,
  type AdminBookingRow,
} from '../../machines/api/adminBookings.schema';
import {
  adminPaymentParamsSchema,
  adminPaymentsQuerySchema,
  adminRefundPaidRequestSchema,
  adminRefundParamsSchema,
} from '../../machines/api/adminPayments.schema';
import {
  adminCalendarQuerySchema,
  adminCustomersQuerySchema,
  type AdminExport,
} from '../../machines/api/adminReports.schema';
import { FRONT_DESK_REFUND_LIMIT_PAISE, refundOverLimitMessage } from '../../machines/admin/roles';
import { PAYMENTS_CSV_FILENAME, paymentsCsv } from '../../machines/files/paymentsCsv';
import { paiseToRupees } from '../../machines/money/ledger';
import { formatRupees } from '../../machines/money/money';
import { parseWith } from '../errors';
import {
  adminCalendar,
  adminRevenue,
  adminStats,
  allBookings,
  allPayments,
  listBookings,
  listCustomers,
  listPayments,
  markReceiptSent,
  markWhatsappSent,
  moveBooking,
} from '../services/adminData';
import { cancelBooking, refundQuote, type AdminCancelDeps } from '../services/adminCancel';
import { markRefundPaid } from '../services/adminRefunds';
import { listMessages, messageOf, resendMessage } from '../services/adminMessages';
import { adminMessageParamsSchema, adminMessagesQuerySchema } from '../../machines/api/messages.schema';
import type { AdminGuards } from './admin';
import type { ApiContext } from './context';

/** Registers the dashboard routes with the session (and, for mutations, CSRF) checks. */
export function registerAdminDataRoutes(app: FastifyInstance, ctx: ApiContext, guards: AdminGuards): void {
  const read = { onRequest: guards.requireSession };
  const write = { onRequest: guards.requireSession, preHandler: guards.requireCsrf };
  const deps = (): AdminCancelDeps => ({
    db: ctx.gate.get().db,
    cache: ctx.cache,
    now: ctx.now,
    payments: ctx.payments,
  });

  app.get('/api/admin/stats', read, async () => adminStats(deps()));

  app.get('/api/admin/bookings', read, async (request) =>
    listBookings(deps(), parseWith(adminBookingsQuerySchema, request.query)),
  );

  app.get('/api/admin/bookings/:id/refund', read, async (request) =>
    refundQuote(deps(), parseWith(adminBookingParamsSchema, request.params).id),
  );

  app.post('/api/admin/bookings/:id/cancel', write, async (request) => {
    const { id } = parseWith(adminBookingParamsSchema, request.params);
    const body = parseWith(adminCancelRequestSchema, request.body);
    const staff = guards.staff(request);
    return cancelBooking(deps(), id, body, staff.email, 'staff', {
      actor: guards.actor(request),
      maxRefundPaise:
        staff.role === 'frontDesk'
          ? {
              paise: FRONT_DESK_REFUND_LIMIT_PAISE,
              message: refundOverLimitMessage(formatRupees(paiseToRupees(FRONT_DESK_REFUND_LIMIT_PAISE))),
            }
          : undefined,
    });
  });

  app.post('/api/admin/bookings/:id/move', write, async (request) => {
    const { id } = parseWith(adminBookingParamsSchema, request.params);
    const to = parseWith(adminMoveRequestSchema, request.body);
    return guards.audited(
      request,
      (row: AdminBookingRow) => ({
        kind: 'booking.move',
        record: id,
        summary: `Moved ${id} to court ${row.court} on ${row.date} at ${row.time}.`,
        after: to,
      }),
      (db) => moveBooking({ ...deps(), db }, id, to),
    );
  });

  app.post('/api/admin/bookings/:id/whatsapp-sent', write, async (request) => {
    const { id } = parseWith(adminBookingParamsSchema, request.params);
    return guards.audited(
      request,
      { kind: 'booking.chat-sent', record: id, summary: `Marked the confirmation chat of ${id} sent.` },
      (db) => markWhatsappSent({ ...deps(), db }, id),
    );
  });

  app.get('/api/admin/payments', read, async (request) =>
    listPayments(deps(), parseWith(adminPaymentsQuerySchema, request.query)),
  );

  app.get('/api/admin/payments.csv', read, async (request, reply) => {
    const { page: _page, ...filters } = parseWith(adminPaymentsQuerySchema, request.query);
    const rows = await guards.audited(
      request,
      (list: Awaited<ReturnType<typeof allPayments>>) => ({
        kind: 'export',
        record: 'payments.csv',
        summary: `Downloaded the payments CSV (${list.length} rows).`,
        after: filters,
      }),
      (db) => allPayments({ ...deps(), db }, filters),
    );
    const csv = paymentsCsv(rows);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${PAYMENTS_CSV_FILENAME}"`)
      .send(csv);
  });

  app.post('/api/admin/payments/:id/receipt-sent', write, async (request) => {
    const { id } = parseWith(adminPaymentParamsSchema, request.params);
    return guards.audited(
      request,
      { kind: 'payment.receipt-sent', record: id, summary: `Marked the receipt of ${id} sent.` },
      (db) => markReceiptSent({ ...deps(), db }, id),
    );
  });

  // A refund owed that staff made by hand: the ledger keeps the signed-in account and the time with the reference.
  app.post('/api/admin/refunds/:id/paid', write, async (request) => {
    const { id } = parseWith(adminRefundParamsSchema, request.params);
    const body = parseWith(adminRefundPaidRequestSchema, request.body);
    return markRefundPaid(deps(), id, body, guards.staff(request).email, guards.actor(request));
  });

  app.get('/api/admin/messages', read, async (request) =>
    listMessages(ctx.gate.get().db, parseWith(adminMessagesQuerySchema, request.query), ctx.mail.smtpUrl !== null),
  );

  app.get('/api/admin/messages/:id', read, async (request) =>
    messageOf(ctx.gate.get().db, parseWith(adminMessageParamsSchema, request.params).id),
  );

  app.post('/api/admin/messages/:id/resend', write, async (request) => {
    const { id } = parseWith(adminMessageParamsSchema, request.params);
    const row = await resendMessage(ctx.gate.get().db, id, new Date(ctx.now()));
    ctx.outbox?.poke();
    return row;
  });

  app.get('/api/admin/calendar', read, async (request) =>
    adminCalendar(deps(), parseWith(adminCalendarQuerySchema, request.query).date),
  );

  app.get('/api/admin/customers', read, async (request) =>
    listCustomers(deps(), parseWith(adminCustomersQuerySchema, request.query)),
  );

  app.get('/api/admin/revenue', read, async () => adminRevenue(deps()));

  app.get('/api/admin/export', read, async (request): Promise<AdminExport> =>
    guards.audited(
      request,
      (data: AdminExport) => ({
        kind: 'export',
        record: 'export',
        summary: `Exported all data (${data.bookings.length} bookings, ${data.payments.length} payments).`,
      }),
      async (db) => {
        const d = { ...deps(), db };
        const [bookings, payments] = await Promise.all([allBookings(d), allPayments(d)]);
        return { exportedAt: new Date(d.now()).toISOString(), bookings, payments };
      },
    ),
  );
}
