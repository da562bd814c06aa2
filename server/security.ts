/**
 * Security headers (helmet, with the CSP of csp.mjs plus a per-request nonce: `reply.cspNonce.style` is set on
 * every style element of a served page), the Permissions-Policy header, and
 * the per-IP rate limit used by mutation routes.
 *
 * helmet's middleware is made once per set of headers (the site's, and the relaxed ones a route names in its
 * `securityHeaders` config) and run on every response: the nonces reach its policy through directive functions, so
 * nothing is parsed or built per request, which matters for pages served from the page cache (server/ops/pageCache.ts).
 */
import { randomFillSync } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { apiMessages } from '../machines/api/errors';
import { contentSecurityPolicy } from './csp.mjs';
import { ApiError } from './errors';

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(self "https://api.razorpay.com")';

/** The nonces of one response's policy: its script and style elements carry them. */
export interface CspNonce {
  script: string;
  style: string;
}

/** helmet's middleware for one set of headers. */
export type SecurityHeaders = ReturnType<typeof helmet>;

declare module 'fastify' {
  interface FastifyReply {
    /** This response's CSP nonces; null on routes with their own headers (no nonce there). */
    cspNonce: CspNonce | null;
  }
  interface FastifyContextConfig {
    /** Headers instead of the site's (server/storybook.ts, server/routes/docs.ts), from `securityHeaders()`. */
    securityHeaders?: SecurityHeaders;
  }
}

/** 'a b; c d' -> { a: ['b'], c: ['d'] }. */
export function parseDirectives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name ?? '', values];
    }),
  );
}

/** What a set of headers chooses: its policy, and whether other pages of the site may frame its pages. */
export interface SecurityHeadersOptions {
  contentSecurityPolicy: HelmetOptions['contentSecurityPolicy'];
  /** Default 'deny'. */
  frames?: 'deny' | 'sameorigin';
}

/** helmet's middleware for `options` with the headers every route shares, made once. */
export function securityHeaders({ contentSecurityPolicy, frames = 'deny' }: SecurityHeadersOptions): SecurityHeaders {
  return helmet({
    contentSecurityPolicy,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
    xFrameOptions: { action: frames },
  });
}

/**
 * 128-bit nonces as hex, cut from a pool of random bytes filled 256 nonces at a time (one call into the system's
 * random source per 256 responses instead of two per response).
 */
function nonceSource(): () => string {
  const pool = Buffer.alloc(4096);
  let offset = pool.length;
  return () => {
    if (offset === pool.length) {
      randomFillSync(pool);
      offset = 0;
    }
    offset += 16;
    return pool.toString('hex', offset - 16, offset);
  };
}

/** Registers the security headers, the Permissions-Policy header and the rate limiter (off unless a route asks for it). */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const nonceOf = new WeakMap<ServerResponse, CspNonce>();
  const directives: Record<
    string,
    Array<string | ((req: IncomingMessage, res: ServerResponse) => string)>
  > = parseDirectives(contentSecurityPolicy());
  directives['script-src']!.push((_req, res) => `'nonce-${nonceOf.get(res)?.script}'`);
  directives['style-src']!.push((_req, res) => `'nonce-${nonceOf.get(res)?.style}'`);
  const site = securityHeaders({ contentSecurityPolicy: { useDefaults: false, directives } });
  const nonce = nonceSource();

  app.decorateReply('cspNonce', null);
  app.addHook('onRequest', (request, reply, done) => {
    const own = request.routeOptions.config.securityHeaders;
    if (!own) {
      reply.cspNonce = { script: nonce(), style: nonce() };
      nonceOf.set(reply.raw, reply.cspNonce);
    }
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    // helmet throws what goes wrong (it passes nothing to its callback since 8.1).
    (own ?? site)(request.raw, reply.raw, () => done());
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new ApiError(429, 'rate_limited', apiMessages.rateLimited),
  });
}
