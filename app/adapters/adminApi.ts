/**
 * The admin API adapter: every call the admin screens make to /api/admin, typed and checked with the shared zod
 * schemas (machines/api/admin.schema.ts). The session lives in an httpOnly cookie the page never sees; mutations
 * carry the CSRF token (fetched once from /api/admin/csrf, fetched again once if the server refuses it).
 * A 401 from any call tells the subscribers (the admin guard sends the visitor to the sign-in page).
 * Call it from effects, event handlers and machine actors only.
 */
import type { z } from '../../machines/shared/zod';
import {
  adminCsrfSchema,
  adminLoginInfoSchema,
  adminSessionSchema,
  adminStatsSchema,
  adminStorybookSchema,
  CSRF_HEADER,
  type AdminLoginInfo,
  type AdminLoginRequest,
  type AdminSession,
  type AdminStats,
  type AdminStorybook,
  type Page,
} from '../../machines/api/admin.schema';
import {
  adminBookingRowSchema,
  adminCancelResponseSchema,
  adminRefundQuoteSchema,
  type AdminCancelRequest,
  type AdminCancelResponse,
  type AdminRefundQuote,
  adminBookingsPageSchema,
  type AdminBookingRow,
  type AdminBookingsQuery,
  type AdminMoveRequest,
} from '../../machines/api/adminBookings.schema';
import {
  adminPaymentRowSchema,
  adminPaymentsPageSchema,
  type AdminPaymentRow,
  type AdminPaymentsQuery,
  type AdminRefundPaidRequest,
} from '../../machines/api/adminPayments.schema';
import {
  adminCalendarSchema,
  adminCustomersPageSchema,
  adminRevenueSchema,
  type AdminCalendar,
  type AdminCustomerRow,
  type AdminCustomersQuery,
  type AdminRevenue,
} from '../../machines/api/adminReports.schema';
import { apiErrorSchema, type ApiErrorCode } from '../../machines/api/errors';

/** Shown when the server cannot be reached or answers with something unexpected. */
export const ADMIN_NETWORK_MESSAGE = 'Could not reach the server. Please check your connection and try again.';

/** A failed admin call: the HTTP status (0 without an answer), the API's code and its message for people. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode | 'network',
    message: string,
    /** The request's field the server named as the cause, if it did. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

const unauthorizedListeners = new Set<() => void>();

/** Calls `listener` whenever the server says the session is missing or over; returns the unsubscribe function. */
export function subscribeUnauthorized(listener: () => void): () => void {
  unauthorizedListeners.add(listener);
  return () => void unauthorizedListeners.delete(listener);
}

let csrfToken: Promise<string> | null = null;

async function send(path: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...init,
      headers: { accept: 'application/json', ...init.headers },
    });
  } catch {
    throw new AdminApiError(0, 'network', ADMIN_NETWORK_MESSAGE);
  }
  if (response.ok) return response;
  const body: unknown = await response.json().catch(() => null);
  const parsed = apiErrorSchema.safeParse(body);
  const error = parsed.success
    ? new AdminApiError(response.status, parsed.data.error.code, parsed.data.error.message, parsed.data.error.field)
    : new AdminApiError(response.status, 'internal_error', ADMIN_NETWORK_MESSAGE);
  if (response.status === 401 && error.code === 'unauthorized') unauthorizedListeners.forEach((l) => l());
  throw error;
}

async function json<S extends z.ZodMiniType>(response: Response, schema: S): Promise<z.output<S>> {
  const parsed = schema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) throw new AdminApiError(response.status, 'internal_error', ADMIN_NETWORK_MESSAGE);
  return parsed.data;
}

const get = async <S extends z.ZodMiniType>(path: string, schema: S) => json(await send(path), schema);

function csrf(fresh = false): Promise<string> {
  if (fresh || !csrfToken) {
    csrfToken = get('/api/admin/csrf', adminCsrfSchema).then((r) => r.token);
    csrfToken.catch(() => (csrfToken = null));
  }
  return csrfToken;
}

/** A POST with the CSRF token (fetched again and retried once when the server refuses it). */
async function sendPost(path: string, contentType: string, body: BodyInit, retried = false): Promise<Response> {
  const token = await csrf(retried);
  try {
    return await send(path, { method: 'POST', headers: { 'content-type': contentType, [CSRF_HEADER]: token }, body });
  } catch (error) {
    if (!retried && error instanceof AdminApiError && error.code === 'csrf_invalid')
      return sendPost(path, contentType, body, true);
    throw error;
  }
}

/** A POST of `body` as JSON. */
const post = (path: string, body: unknown = {}): Promise<Response> =>
  sendPost(path, 'application/json', JSON.stringify(body));

/** A POST of a file's bytes as they are (the server reads their type from the bytes). */
const postFile = (path: string, file: Blob): Promise<Response> =>
  sendPost(path, file.type || 'application/octet-stream', file);

const query = (params: Record<string, string | number | undefined | null>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

/** What the sign-in page may show: the demo pair while the demo account is in use. */
export const getLoginInfo = (): Promise<AdminLoginInfo> => get('/api/admin/login-info', adminLoginInfoSchema);

/** Signs in; rejects with an AdminApiError (401 invalid_credentials, 429 rate_limited, ...). */
export async function signIn(credentials: AdminLoginRequest): Promise<AdminSession> {
  return json(await post('/api/admin/login', credentials), adminSessionSchema);
}

/** Whether the server serves the design system's Storybook at /storybook/ (needs the session). */
export async function getStorybook(): Promise<AdminStorybook> {
  return get('/api/admin/storybook', adminStorybookSchema);
}

/** The current session, or null when there is none. */
export async function getSession(): Promise<AdminSession | null> {
  try {
    return await get('/api/admin/session', adminSessionSchema);
  } catch (error) {
    if (error instanceof AdminApiError && error.status === 401) return null;
    throw error;
  }
}

/** Ends the session on the server (a session that already ended counts as ended). */
export async function signOut(): Promise<void> {
  try {
    await post('/api/admin/logout');
  } catch (error) {
    if (!(error instanceof AdminApiError && error.status === 401)) throw error;
  }
}

export const getStats = (): Promise<AdminStats> => get('/api/admin/stats', adminStatsSchema);

export const listBookings = (params: AdminBookingsQuery): Promise<Page<AdminBookingRow>> =>
  get(`/api/admin/bookings${query(params)}`, adminBookingsPageSchema);

/** What cancelling a booking now refunds by the policy. */
export const refundQuote = (id: string): Promise<AdminRefundQuote> =>
  get(`/api/admin/bookings/${encodeURIComponent(id)}/refund`, adminRefundQuoteSchema);
/** Cancels a booking with the policy's refund, or another amount with a reason. */
export const cancelBooking = async (id: string, request: AdminCancelRequest = {}): Promise<AdminCancelResponse> =>
  json(await post(`/api/admin/bookings/${encodeURIComponent(id)}/cancel`, request), adminCancelResponseSchema);

export const moveBooking = async (id: string, to: AdminMoveRequest): Promise<AdminBookingRow> =>
  json(await post(`/api/admin/bookings/${encodeURIComponent(id)}/move`, to), adminBookingRowSchema);

export const markWhatsappSent = async (id: string): Promise<AdminBookingRow> =>
  json(await post(`/api/admin/bookings/${encodeURIComponent(id)}/whatsapp-sent`), adminBookingRowSchema);

export const listPayments = (params: AdminPaymentsQuery): Promise<Page<AdminPaymentRow>> =>
  get(`/api/admin/payments${query(params)}`, adminPaymentsPageSchema);

export const markReceiptSent = async (id: string): Promise<AdminPaymentRow> =>
  json(await post(`/api/admin/payments/${encodeURIComponent(id)}/receipt-sent`), adminPaymentRowSchema);

/** Records an owed refund as made by hand, with its reference; answers the payment with its refunds. */
export const markRefundPaid = async (refundId: string, request: AdminRefundPaidRequest): Promise<AdminPaymentRow> =>
  json(await post(`/api/admin/refunds/${encodeURIComponent(refundId)}/paid`, request), adminPaymentRowSchema);

/** Every payment matching the filters as the CSV file's text. */
export async function paymentsCsvText(params: Omit<AdminPaymentsQuery, 'page'>): Promise<string> {
  return (await send(`/api/admin/payments.csv${query(params)}`, { headers: { accept: 'text/csv' } })).text();
}

export const getCalendar = (date: string): Promise<AdminCalendar> =>
  get(`/api/admin/calendar${query({ date })}`, adminCalendarSchema);

export const listCustomers = (params: AdminCustomersQuery): Promise<Page<AdminCustomerRow>> =>
  get(`/api/admin/customers${query(params)}`, adminCustomersPageSchema);

export const getRevenue = (): Promise<AdminRevenue> => get('/api/admin/revenue', adminRevenueSchema);

/** Every booking and payment as formatted JSON text (the Export Data file). */
export async function exportDataText(): Promise<string> {
  const data: unknown = await (await send('/api/admin/export')).json();
  return `${JSON.stringify(data, null, 2)}\n`;
}

/** The same calls for the managers' adapter (adminContentApi.ts): GET, POST with the CSRF token, and a checked body. */
export { get as adminGet, json as adminJson, post as adminPost, postFile as adminPostFile, query as adminQuery };
