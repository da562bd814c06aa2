/**
 * The card payment provider (Razorpay) on the server: creating the provider order (Orders API, amount in paise from
 * the server's prices), checking the success handler's signature, refunding a payment (Refunds API) and checking
 * webhook signatures. Secrets stay here; no response ever carries them. Without a key secret, payments are recorded
 * as unverified (spec default) and refunds are left for staff to make by hand.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { apiMessages } from '../../machines/api/errors';
import { ApiError } from '../errors';
import { consoleLog, type ServerLog } from '../log';

export interface PaymentConfig {
  keyId?: string;
  keySecret?: string;
  webhookSecret?: string;
  /** Default https://api.razorpay.com; tests point it at a loopback double. */
  apiBase?: string;
  /** Provider call timeout, ms (default 10 s). */
  timeoutMs?: number;
}

/** The proof the provider's success handler gives the browser. */
export interface PaymentProof {
  paymentId: string;
  orderId?: string;
  signature?: string;
}

/** Constant-time comparison of two hex HMACs. */
export function hmacMatches(expectedHex: string, givenHex: string): boolean {
  const expected = Buffer.from(expectedHex, 'hex');
  const given = Buffer.from(givenHex, 'hex');
  return given.length === expected.length && timingSafeEqual(expected, given);
}

/** HMAC-SHA256 as hex. */
export function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/** What the provider answered to a refund request. */
export interface ProviderRefund {
  id: string;
  /** The provider's refund status ('pending', 'processed', ...). */
  status: string;
}

/** A payment the provider holds for one of the server's provider orders (GET /v1/orders/:id/payments). */
export interface ProviderPayment {
  id: string;
  /** The provider's status: 'created', 'authorized', 'captured' (money taken), 'refunded', 'failed'. */
  status: string;
  amountPaise: number;
  method?: string;
}

/** The provider could not be reached or refused a request (the message says which; no secret in it). */
export class ProviderError extends Error {}

export interface PaymentService {
  /** True when the server holds the key id and secret (provider orders and signature checks). */
  readonly verifying: boolean;
  /** Where the payment code writes what happened (a provider refusal, a refund left owed): the server's log. */
  readonly log: ServerLog;
  /** Creates the provider order for `amountPaise`; returns its id, or null when not verifying. Throws a 502. */
  createProviderOrder(amountPaise: number, receipt: string): Promise<string | null>;
  /**
   * Checks a payment against the provider order the server created. Returns true (verified) or false (no secret:
   * recorded unverified); throws 400 payment_not_verified when the proof is missing or wrong.
   */
  verify(proof: PaymentProof, providerOrderId: string | null): boolean;
  /**
   * Refunds `amountPaise` of a captured payment through the provider's Refunds API (POST /v1/payments/:id/refund),
   * with `receipt` (the ledger's refund id) in its notes. Throws ProviderError when the provider cannot be reached or
   * refuses, and when not verifying (no keys: refunds are made by hand).
   */
  refund(paymentId: string, amountPaise: number, receipt: string): Promise<ProviderRefund>;
  /**
   * The payments made for a provider order (GET /v1/orders/:id/payments), for reconciliation. Throws ProviderError
   * when the provider cannot be reached or refuses, and when not verifying (no keys: there are no provider orders).
   */
  orderPayments(providerOrderId: string): Promise<ProviderPayment[]>;
  /**
   * The refund of `paymentId` that carries `receipt` (the ledger's refund id) in its notes, if the provider made one
   * (GET /v1/payments/:id/refunds): asked before a refund is tried again, so an attempt whose answer was lost is
   * never paid twice. Throws ProviderError like `refund`.
   */
  findRefund(paymentId: string, receipt: string): Promise<ProviderRefund | null>;
  /** True when the webhook body's signature matches; throws 404 when no webhook secret is set. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean;
}

/** The payment service for a configuration, writing to `log`. */
export function createPaymentService(config: PaymentConfig, log: ServerLog = consoleLog): PaymentService {
  const verifying = Boolean(config.keyId && config.keySecret);
  const apiBase = (config.apiBase ?? 'https://api.razorpay.com').replace(/\/$/, '');
  const auth = () => `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  /** A JSON request to the provider's API (GET without `init`): its body, or a ProviderError naming `what` failed. */
  const call = async (
    path: string,
    what: string,
    init: { method: 'POST'; body: string } | null = null,
  ): Promise<unknown> => {
    if (!verifying)
      throw new ProviderError(`no provider keys on this server, so no ${what} is sent (refunds are made by hand)`);
    let response: Response;
    try {
      response = await fetch(`${apiBase}${path}`, {
        ...init,
        headers: { authorization: auth(), ...(init ? { 'content-type': 'application/json' } : {}) },
        signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new ProviderError(`${what} failed: ${(error as Error).message}`);
    }
    const body: unknown = await response.json().catch(() => null);
    if (!response.ok || body === null || typeof body !== 'object')
      throw new ProviderError(`${what} answered ${response.status}`);
    return body;
  };
  return {
    verifying,
    log,
    async createProviderOrder(amountPaise, receipt) {
      if (!verifying) return null;
      let response: Response;
      try {
        response = await fetch(`${apiBase}/v1/orders`, {
          method: 'POST',
          headers: { authorization: auth(), 'content-type': 'application/json' },
          body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt: receipt.slice(0, 40) }),
          signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
        });
      } catch (error) {
        log.error(`payments: provider order request failed: ${(error as Error).message}`);
        throw new ApiError(502, 'payment_provider_error', apiMessages.providerError);
      }
      const body = (await response.json().catch(() => null)) as { id?: unknown } | null;
      if (!response.ok || typeof body?.id !== 'string') {
        log.error(`payments: provider order creation answered ${response.status}`);
        throw new ApiError(502, 'payment_provider_error', apiMessages.providerError);
      }
      return body.id;
    },
    verify(proof, providerOrderId) {
      if (!verifying) return false;
      if (!proof.orderId || !proof.signature) {
        throw new ApiError(
          400,
          'payment_not_verified',
          `${apiMessages.paymentNotVerified} (orderId and signature are required.)`,
          proof.orderId ? 'signature' : 'orderId',
        );
      }
      const ok =
        providerOrderId !== null &&
        proof.orderId === providerOrderId &&
        hmacMatches(hmacHex(config.keySecret!, `${providerOrderId}|${proof.paymentId}`), proof.signature);
      if (!ok) throw new ApiError(400, 'payment_not_verified', apiMessages.paymentNotVerified, 'signature');
      return true;
    },
    async refund(paymentId, amountPaise, receipt) {
      const body = await call(`/v1/payments/${encodeURIComponent(paymentId)}/refund`, 'refund request', {
        method: 'POST',
        body: JSON.stringify({
          amount: amountPaise,
          speed: 'normal',
          receipt: receipt.slice(0, 40),
          notes: { refund_id: receipt },
        }),
      });
      const refund = providerRefundOf(body);
      if (!refund) throw new ProviderError('refund request answered without a refund id');
      return refund;
    },
    async orderPayments(providerOrderId) {
      const body = await call(`/v1/orders/${encodeURIComponent(providerOrderId)}/payments`, 'payments look-up');
      return itemsOf(body).flatMap((item) => {
        const { id, status, amount, method } = item as {
          id?: unknown;
          status?: unknown;
          amount?: unknown;
          method?: unknown;
        };
        if (
          typeof id !== 'string' ||
          typeof status !== 'string' ||
          typeof amount !== 'number' ||
          !Number.isInteger(amount)
        )
          return [];
        return [{ id, status, amountPaise: amount, ...(typeof method === 'string' ? { method } : {}) }];
      });
    },
    async findRefund(paymentId, receipt) {
      const body = await call(`/v1/payments/${encodeURIComponent(paymentId)}/refunds?count=100`, 'refunds look-up');
      const made = itemsOf(body).find((item) => {
        const { receipt: given, notes } = item as { receipt?: unknown; notes?: { refund_id?: unknown } | null };
        return given === receipt || notes?.refund_id === receipt;
      });
      return made ? providerRefundOf(made) : null;
    },
    verifyWebhook(rawBody, signature) {
      if (!config.webhookSecret) throw new ApiError(404, 'webhook_not_configured', apiMessages.webhookNotConfigured);
      if (!signature || !/^[0-9a-f]{64}$/i.test(signature)) return false;
      return hmacMatches(hmacHex(config.webhookSecret, rawBody), signature);
    },
  };
}

/** The `items` of one of the provider's collections ({ entity: 'collection', count, items }). */
function itemsOf(body: unknown): unknown[] {
  const items = (body as { items?: unknown }).items;
  return Array.isArray(items) ? items.filter((item) => item !== null && typeof item === 'object') : [];
}

/** A refund entity as the ledger reads it, or null without an id. */
function providerRefundOf(entity: unknown): ProviderRefund | null {
  const { id, status } = entity as { id?: unknown; status?: unknown };
  return typeof id === 'string' ? { id, status: typeof status === 'string' ? status : 'pending' } : null;
}
