/**
 * POST /api/payments/webhook: the provider's events. The signature (X-Razorpay-Signature, HMAC-SHA256 with the
 * webhook secret) is checked over the raw body, so this route keeps the body unparsed. The event id
 * (X-Razorpay-Event-Id, else the body's SHA-256) goes to the webhook service, which stores it in the same
 * transaction as the event's effect (services/webhook.ts): a captured payment is written to the ledger before
 * anything else, so no answer of this route drops one.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { apiMessages } from '../../machines/api/errors';
import { ApiError } from '../errors';
import { handleProviderEvent, type ProviderEventBody } from '../services/webhook';
import { depsOf, type ApiContext } from './context';

/** Registers the webhook route (in its own scope: raw JSON bodies). */
export async function webhookRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }): Promise<void> {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/api/payments/webhook', async (request) => {
    const raw = request.body;
    if (!Buffer.isBuffer(raw)) throw new ApiError(400, 'bad_request', 'Expected a JSON body.');
    const header = request.headers['x-razorpay-signature'];
    if (!ctx.payments.verifyWebhook(raw, typeof header === 'string' ? header : undefined)) {
      throw new ApiError(400, 'bad_signature', apiMessages.badSignature, 'X-Razorpay-Signature');
    }
    let body: ProviderEventBody;
    try {
      body = JSON.parse(raw.toString('utf8')) as ProviderEventBody;
    } catch {
      throw new ApiError(400, 'bad_request', apiMessages.badJson);
    }
    if (typeof body !== 'object' || body === null) throw new ApiError(400, 'bad_request', apiMessages.badJson);
    const eventHeader = request.headers['x-razorpay-event-id'];
    const eventId =
      typeof eventHeader === 'string' && eventHeader
        ? eventHeader.slice(0, 100)
        : `sha256:${createHash('sha256').update(raw).digest('hex')}`;
    return { status: await handleProviderEvent(depsOf(ctx), eventId, body) };
  });
}
