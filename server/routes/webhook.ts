/**
 * POST /api/payments/webhook: the provider's events. The signature (X-Razorpay-Signature, HMAC-SHA256 with the
 * webhook secret) is checked over the raw body, so this route keeps the body unparsed. Each event id is handled
 * once (X-Razorpay-Event-Id stored); a paid event confirms the matching hold or order.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiMessages } from '../../machines/api/errors';
import { webhookEvents } from '../db/schema';
import { ApiError } from '../errors';
import { confirmHold, holdIdForProviderOrder } from '../services/booking';
import { confirmOrder, orderRefForProviderOrder } from '../services/order';
import { depsOf, type ApiContext } from './context';

interface WebhookBody {
  event?: unknown;
  payload?: { payment?: { entity?: { id?: unknown; order_id?: unknown } } };
}

const paidEvents = new Set(['payment.captured', 'order.paid']);

/** Registers the webhook route (in its own scope: raw JSON bodies). */
export async function webhookRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }): Promise<void> {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

  app.post('/api/payments/webhook', async (request) => {
    const raw = request.body;
    if (!Buffer.isBuffer(raw)) throw new ApiError(400, 'bad_request', 'Expected a JSON body.');
    const header = request.headers['x-razorpay-signature'];
    if (!ctx.payments.verifyWebhook(raw, typeof header === 'string' ? header : undefined)) {
      throw new ApiError(400, 'bad_signature', apiMessages.badSignature, 'X-Razorpay-Signature');
    }
    let body: WebhookBody;
    try {
      body = JSON.parse(raw.toString('utf8')) as WebhookBody;
    } catch {
      throw new ApiError(400, 'bad_request', apiMessages.badJson);
    }
    const eventHeader = request.headers['x-razorpay-event-id'];
    const eventId = typeof eventHeader === 'string' && eventHeader ? eventHeader.slice(0, 100) : `sha256:${createHash('sha256').update(raw).digest('hex')}`;
    const deps = depsOf(ctx);
    const [seen] = await deps.db.select().from(webhookEvents).where(eq(webhookEvents.id, eventId));
    if (seen) return { status: 'duplicate' };
    const type = typeof body.event === 'string' ? body.event : 'unknown';
    const entity = body.payload?.payment?.entity;
    if (paidEvents.has(type) && typeof entity?.id === 'string' && typeof entity.order_id === 'string') {
      const proof = { paymentId: entity.id };
      const holdId = await holdIdForProviderOrder(deps.db, entity.order_id);
      const orderRef = holdId ? null : await orderRefForProviderOrder(deps.db, entity.order_id);
      try {
        if (holdId) await confirmHold(deps, holdId, proof, true);
        else if (orderRef) await confirmOrder(deps, orderRef, proof, true);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        request.log.warn({ code: error.code }, 'webhook event could not be applied');
      }
    }
    await deps.db.insert(webhookEvents).values({ id: eventId, type: type.slice(0, 100) }).onConflictDoNothing();
    return { status: 'processed' };
  });
}
