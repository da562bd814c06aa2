/**
 * The built site: precompressed (brotli/gzip) files of dist/, hashed assets cached for a year, HTML never cached,
 * pages (paths without a file extension) served as HTML rendered on the server (server/ssr.ts), and the web manifest
 * with the theme colour staff saved.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiMessages } from '../machines/api/errors';
import { ApiError } from './errors';
import type { ThemeColorSource } from './ops/themeColor';
import { createPageServer, type PageServerOptions } from './ssr';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Headers that only mean something on a document (a page, or an SVG opened as one): dropped from the hashed scripts,
 * stylesheet and fonts of /assets, which are never one. Sent with each of a page's 30-90 requests over HTTP/1.1 they
 * were about 1 kB apiece, the CSP most of it. nosniff and Cross-Origin-Resource-Policy stay: they apply to these.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'permissions-policy',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** The installed app's manifest (public/manifest.webmanifest, built into dist/). */
const MANIFEST = 'manifest.webmanifest';

/**
 * `GET /manifest.webmanifest`: the built manifest with the theme colour staff saved as its `theme_color`, so the
 * installed app's title bar follows Admin > Home Page Manager > Logo and branding. Never cached without asking again
 * (no-cache); its ETag changes with the colour, so an unchanged manifest costs a 304.
 */
function registerManifest(app: FastifyInstance, file: string, themeColor: ThemeColorSource | undefined): void {
  const built = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  let kept: { colour: string; body: string; etag: string } | null = null;
  app.get(`/${MANIFEST}`, async (request, reply) => {
    const colour = (await themeColor?.()) ?? String(built.theme_color ?? '');
    if (kept?.colour !== colour) {
      const body = JSON.stringify({ ...built, theme_color: colour });
      kept = { colour, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"` };
    }
    reply.header('cache-control', 'no-cache').header('etag', kept.etag).type('application/manifest+json');
    if (request.headers['if-none-match'] === kept.etag) return reply.code(304).send();
    return reply.send(kept.body);
  });
}

/** Registers static serving of `root` and the not-found handling (JSON under /api, pages elsewhere). */
export async function registerStatic(
  app: FastifyInstance,
  root: string | null,
  pages: PageServerOptions = { now: Date.now },
): Promise<void> {
  const sendPage = root ? createPageServer(root, pages) : null;
  const manifest = root ? join(root, MANIFEST) : null;
  const ownManifest = manifest !== null && existsSync(manifest);
  if (ownManifest) registerManifest(app, manifest, pages.themeColor);
  if (root) {
    await app.register(fastifyStatic, {
      root,
      // `/` is a page like any other (rendered on the server), not the raw index.html.
      index: false,
      preCompressed: true,
      // A route per built file, listed at start (the build is done before the server starts). The catch-all route
      // instead checks each request's spelling against the disk (a directory read per path segment, to refuse a
      // case-folded alias): for dist/assets' ~400 entries that was about a quarter of the server's CPU in the e2e
      // run, paid by every asset and every page (a page went through it before reaching the not-found handler).
      // An exact route per file has no alias to refuse.
      wildcard: false,
      // The manifest (and its precompressed copies) is served by its own route, with the saved colour.
      ...(ownManifest ? { globIgnore: [`${MANIFEST}*`] } : {}),
      cacheControl: false,
      etag: true,
      dotfiles: 'deny',
      setHeaders(reply, path) {
        const relative = path.slice(root.length).replace(/\\/g, '/');
        const hashed = relative.startsWith('/assets/');
        reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
        if (hashed && !relative.endsWith('.svg')) for (const name of DOCUMENT_ONLY_HEADERS) reply.removeHeader(name);
      },
    });
  }
  const other = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/')) throw new ApiError(404, 'not_found', apiMessages.notFound);
    const last = path.split('/').pop() ?? '';
    if (sendPage && (request.method === 'GET' || request.method === 'HEAD') && !last.includes('.'))
      return sendPage(request, reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  };
  if (sendPage) {
    app.get('/', sendPage);
    // Every other page through a route of its own (a built file's exact route, or an API route, still wins): a route's
    // hooks apply to it, compression among them, which the not-found handler below does not get (pages were sent as
    // raw HTML, 60-90 kB, after static files got exact routes).
    app.get('/*', other);
  }
  app.setNotFoundHandler(other);
}

/** The default folder of the built site. */
export const defaultDistDir = (cwd = process.cwd()) => join(cwd, 'dist');
