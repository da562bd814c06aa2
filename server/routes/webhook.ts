/**
 * POST /api/payments/webhook: the provider's events. The signature (X-Razorpay-Signature, HMAC-SHA256 with the
 * webhook secret) is checked over the raw body, so this route keeps the body unparsed; the webhook service
 * (services/webhook.ts) parses it and stores the event id in the same transaction as the event's effect: a captured
 * payment is written to the ledger before anything else, so no answer of this route drops one.
 */
import type { FastifyInstance } from 'fastify';
import { apiMessages } from '../../machines/api/errors';
import { z } from '../../machines/shared/zod';
import { ApiError } from '../errors';
import { receiveProviderEvent } from '../services/webhook';
import { depsOf, type ApiContext } from './context';
import { zodApp } from './schemas';

const header = (value: string | string[] | undefined) => (typeof value === 'string' && value ? value : undefined);

/** Registers the webhook route (in its own scope: raw JSON bodies). */
export async function webhookRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }): Promise<void> {
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  zodApp(app).post(
    '/api/payments/webhook',
    {
      schema: {
        description:
          "The payment provider's events (payment.captured, order.paid, payment.failed, refund.processed), signed with the webhook secret in X-Razorpay-Signature over the raw JSON body.",
        response: { 200: z.object({ status: z.enum(['processed', 'duplicate']) }) },
      },
    },
    async (request) => {
      const raw = request.body;
      if (!Buffer.isBuffer(raw)) throw new ApiError(400, 'bad_request', 'Expected a JSON body.');
      if (!ctx.payments.verifyWebhook(raw, header(request.headers['x-razorpay-signature']))) {
        throw new ApiError(400, 'bad_signature', apiMessages.badSignature, 'X-Razorpay-Signature');
      }
      return { status: await receiveProviderEvent(depsOf(ctx), raw, header(request.headers['x-razorpay-event-id'])) };
    },
  );
}
