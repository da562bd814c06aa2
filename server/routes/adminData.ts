/**
 * The admin dashboard's routes (inside the admin scope of routes/admin.ts): every one needs a session, every
 * mutation the CSRF token too.
 */
import type { FastifyInstance } from 'fastify';
import { adminStatsSchema } from '../../machines/api/admin.schema';
import {
  adminBookingParamsSchema,
  adminBookingRowSchema,
  adminBookingsPageSchema,
  adminBookingsQuerySchema,
  adminCancelRequestSchema,
  adminCancelResponseSchema,
  adminMoveRequestSchema,
  adminRefundQuoteSchema,
  type AdminBookingRow,
} from '../../machines/api/adminBookings.schema';
import {
  adminPaymentParamsSchema,
  adminPaymentRowSchema,
  adminPaymentsPageSchema,
  adminPaymentsQuerySchema,
  adminRefundPaidRequestSchema,
  adminRefundParamsSchema,
} from '../../machines/api/adminPayments.schema';
import {
  adminCalendarQuerySchema,
  adminCalendarSchema,
  adminCustomersPageSchema,
  adminCustomersQuerySchema,
  adminExportSchema,
  adminRevenueSchema,
  type AdminExport,
} from '../../machines/api/adminReports.schema';
import { adminBookingRecordParamsSchema, adminBookingRecordSchema } from '../../machines/api/bookingRecord.schema';
import {
  adminMessageParamsSchema,
  adminMessageRowSchema,
  adminMessageSchema,
  adminMessagesPageSchema,
  adminMessagesQuerySchema,
  type AdminMessageRow,
} from '../../machines/api/messages.schema';
import { FRONT_DESK_REFUND_LIMIT_PAISE, refundOverLimitMessage } from '../../machines/admin/roles';
import { PAYMENTS_CSV_FILENAME, paymentsCsv } from '../../machines/files/paymentsCsv';
import { paiseToRupees } from '../../machines/money/ledger';
import { formatRupees } from '../../machines/money/money';
import { adminStats, adminRevenue } from '../services/adminFigures';
import { allBookings, listBookings, markWhatsappSent, moveBooking } from '../services/adminBookings';
import { adminCalendar } from '../services/adminCalendar';
import { listCustomers } from '../services/adminCustomers';
import { allPayments, listPayments, markReceiptSent } from '../services/adminPayments';
import { cancelBooking, refundQuote, type AdminCancelDeps } from '../services/adminCancel';
import { bookingRecord } from '../services/bookingRecord';
import { markRefundPaid } from '../services/adminRefunds';
import { listMessages, messageOf, resendMessage } from '../services/adminMessages';
import type { AdminGuards } from './admin';
import type { ApiContext } from './context';
import { zodApp } from './schemas';

/** Registers the dashboard routes with the session (and, for mutations, CSRF) checks. */
export function registerAdminDataRoutes(app: FastifyInstance, ctx: ApiContext, guards: AdminGuards): void {
  const api = zodApp(app);
  const { read, write } = guards;
  const deps = (): AdminCancelDeps => ({
    db: ctx.gate.get().db,
    cache: ctx.cache,
    now: ctx.now,
    payments: ctx.payments,
  });
  const booking = { params: adminBookingParamsSchema };

  api.get('/api/admin/stats', { ...read, schema: { response: { 200: adminStatsSchema } } }, async () =>
    adminStats(deps()),
  );

  api.get(
    '/api/admin/bookings',
    { ...read, schema: { querystring: adminBookingsQuerySchema, response: { 200: adminBookingsPageSchema } } },
    async (request) => listBookings(deps(), request.query),
  );

  api.get(
    '/api/admin/bookings/:id/refund',
    { ...read, schema: { ...booking, response: { 200: adminRefundQuoteSchema } } },
    async (request) => refundQuote(deps(), request.params.id),
  );

  // One booking's whole record (Booking Details), by a session's id or the booking reference.
  api.get(
    '/api/admin/bookings/:id/record',
    {
      ...read,
      schema: { params: adminBookingRecordParamsSchema, response: { 200: adminBookingRecordSchema } },
    },
    async (request) => bookingRecord(deps(), request.params.id),
  );

  api.post(
    '/api/admin/bookings/:id/cancel',
    { ...write, schema: { ...booking, body: adminCancelRequestSchema, response: { 200: adminCancelResponseSchema } } },
    async (request) => {
      const staff = guards.staff(request);
      return cancelBooking(deps(), request.params.id, request.body, staff.email, 'staff', {
        actor: guards.actor(request),
        maxRefundPaise:
          staff.role === 'frontDesk'
            ? {
                paise: FRONT_DESK_REFUND_LIMIT_PAISE,
                message: refundOverLimitMessage(formatRupees(paiseToRupees(FRONT_DESK_REFUND_LIMIT_PAISE))),
              }
            : undefined,
      });
    },
  );

  api.post(
    '/api/admin/bookings/:id/move',
    { ...write, schema: { ...booking, body: adminMoveRequestSchema, response: { 200: adminBookingRowSchema } } },
    async (request) => {
      const { id } = request.params;
      return guards.audited(
        request,
        (row: AdminBookingRow) => ({
          kind: 'booking.move',
          record: id,
          summary: `Moved ${id} to court ${row.court} on ${row.date} at ${row.time}.`,
          after: request.body,
        }),
        (db) => moveBooking({ ...deps(), db }, id, request.body),
      );
    },
  );

  api.post(
    '/api/admin/bookings/:id/whatsapp-sent',
    { ...write, schema: { ...booking, response: { 200: adminBookingRowSchema } } },
    async (request) => {
      const { id } = request.params;
      return guards.audited(
        request,
        { kind: 'booking.chat-sent', record: id, summary: `Marked the confirmation chat of ${id} sent.` },
        (db) => markWhatsappSent({ ...deps(), db }, id),
      );
    },
  );

  api.get(
    '/api/admin/payments',
    { ...read, schema: { querystring: adminPaymentsQuerySchema, response: { 200: adminPaymentsPageSchema } } },
    async (request) => listPayments(deps(), request.query),
  );

  // Text/csv, sent as it is (no answer schema).
  api.get(
    '/api/admin/payments.csv',
    { ...read, schema: { querystring: adminPaymentsQuerySchema } },
    async (request, reply) => {
      const { page: _page, ...filters } = request.query;
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
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${PAYMENTS_CSV_FILENAME}"`)
        .send(paymentsCsv(rows));
    },
  );

  api.post(
    '/api/admin/payments/:id/receipt-sent',
    { ...write, schema: { params: adminPaymentParamsSchema, response: { 200: adminPaymentRowSchema } } },
    async (request) => {
      const { id } = request.params;
      return guards.audited(
        request,
        { kind: 'payment.receipt-sent', record: id, summary: `Marked the receipt of ${id} sent.` },
        (db) => markReceiptSent({ ...deps(), db }, id),
      );
    },
  );

  // A refund owed that staff made by hand: the ledger keeps the signed-in account and the time with the reference.
  api.post(
    '/api/admin/refunds/:id/paid',
    {
      ...write,
      schema: {
        params: adminRefundParamsSchema,
        body: adminRefundPaidRequestSchema,
        response: { 200: adminPaymentRowSchema },
      },
    },
    async (request) =>
      markRefundPaid(deps(), request.params.id, request.body, guards.staff(request).email, guards.actor(request)),
  );

  api.get(
    '/api/admin/messages',
    { ...read, schema: { querystring: adminMessagesQuerySchema, response: { 200: adminMessagesPageSchema } } },
    async (request) => listMessages(ctx.gate.get().db, request.query, ctx.mail.smtpUrl !== null),
  );

  api.get(
    '/api/admin/messages/:id',
    { ...read, schema: { params: adminMessageParamsSchema, response: { 200: adminMessageSchema } } },
    async (request) => messageOf(ctx.gate.get().db, request.params.id),
  );

  api.post(
    '/api/admin/messages/:id/resend',
    { ...write, schema: { params: adminMessageParamsSchema, response: { 200: adminMessageRowSchema } } },
    async (request) => {
      const { id } = request.params;
      const row = await guards.audited(
        request,
        (sent: AdminMessageRow) => ({
          kind: 'message.resend',
          record: sent.reference,
          summary: `Queued "${sent.subject}" to ${sent.recipient} again (${id}).`,
        }),
        (db) => resendMessage(db, id, new Date(ctx.now())),
      );
      ctx.outbox?.poke();
      return row;
    },
  );

  api.get(
    '/api/admin/calendar',
    { ...read, schema: { querystring: adminCalendarQuerySchema, response: { 200: adminCalendarSchema } } },
    async (request) => adminCalendar(deps(), request.query.date),
  );

  api.get(
    '/api/admin/customers',
    { ...read, schema: { querystring: adminCustomersQuerySchema, response: { 200: adminCustomersPageSchema } } },
    async (request) => listCustomers(deps(), request.query),
  );

  api.get('/api/admin/revenue', { ...read, schema: { response: { 200: adminRevenueSchema } } }, async () =>
    adminRevenue(deps()),
  );

  api.get(
    '/api/admin/export',
    { ...read, schema: { response: { 200: adminExportSchema } } },
    async (request): Promise<AdminExport> =>
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
