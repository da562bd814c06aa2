/**
 * Security headers (helmet, with the CSP of csp.mjs plus a per-request nonce: `reply.cspNonce.style` is set on
 * every style element of a served page), the Permissions-Policy header, and
 * the per-IP rate limit used by mutation routes.
 */
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { apiMessages } from '../machines/api/errors';
import { contentSecurityPolicy } from './csp.mjs';
import { ApiError } from './errors';

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(self "https://api.razorpay.com")';

/** 'a b; c d' -> { a: ['b'], c: ['d'] }. */
export function parseDirectives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name ?? '', values];
    }),
  );
}

/** Registers helmet, the Permissions-Policy header and the rate limiter (off unless a route asks for it). */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    enableCSPNonces: true,
    contentSecurityPolicy: { useDefaults: false, directives: parseDirectives(contentSecurityPolicy()) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new ApiError(429, 'rate_limited', apiMessages.rateLimited),
  });
}
