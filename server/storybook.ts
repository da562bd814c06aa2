/**
 * The design system's Storybook at /storybook/ (storybook-static/, built by scripts/build-storybook.mjs): its files as
 * they are on disk, under their own Content-Security-Policy (csp.mjs, storybookContentSecurityPolicy: Storybook needs
 * inline scripts and styles) and frameable by its own pages (the manager shows the preview in a frame). The site's
 * policy is untouched everywhere else: the relaxed one is set on these routes only (their securityHeaders route config).
 * While the folder is being built, or when its build failed, every address under /storybook answers 503 with a small
 * page that says so; with STORYBOOK=off none of this is registered and /storybook is an unknown page like any other.
 */
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { storybookContentSecurityPolicy } from './csp.mjs';
import { parseDirectives, securityHeaders } from './security';
import { minutesOf, type StorybookSite, type StorybookStatus } from './storybookBuild';

/** Where the Storybook is served. */
export const STORYBOOK_PATH = '/storybook/';
/** How often the "being built" page reloads itself, s. */
const RELOAD_SECONDS = 10;

/** Text for an element's content (the failure's reason comes from the build's output). */
const escapeText = (text: string) => text.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The words of the page /storybook answers while it cannot serve the Storybook. */
export function storybookPendingMessage(status: Exclude<StorybookStatus, { state: 'ready' }>): string {
  switch (status.state) {
    case 'building': {
      const minutes = minutesOf(status.expectedMs);
      return `The design system's Storybook is being built. It takes about ${minutes} minute${minutes === 1 ? '' : 's'}; this page reloads when it is ready.`;
    }
    case 'failed':
      return `The design system's Storybook could not be built: ${status.reason}. The site works as usual; run npm run build-storybook to see the whole error, then start the server again.`;
    case 'missing':
      return "The design system's Storybook has not been built on this server. Run npm run build-storybook (npm start builds it for you), then reload this page.";
  }
}

/** The 503 page: no script (the meta refresh reloads it while the build runs), a few lines of style. */
export function storybookPendingPage(status: Exclude<StorybookStatus, { state: 'ready' }>): string {
  const refresh = status.state === 'building' ? `\n<meta http-equiv="refresh" content="${RELOAD_SECONDS}">` : '';
  const title = status.state === 'building' ? 'Storybook is being built' : 'Storybook is not available';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">${refresh}
<title>${title} · POD</title>
<style>body{font-family:system-ui,sans-serif;line-height:1.5;max-width:40rem;margin:4rem auto;padding:0 1.5rem}</style>
</head>
<body>
<main>
<h1>Design system</h1>
<p data-state="${status.state}">${escapeText(storybookPendingMessage(status))}</p>
<p><a href="/">Back to the POD site</a></p>
</main>
</body>
</html>
`;
}

/** Registers /storybook (a redirect to /storybook/) and the files under /storybook/. */
export async function registerStorybook(app: FastifyInstance, site: StorybookSite): Promise<void> {
  // The headers sent on the Storybook's routes instead of the site's, without a nonce: one in script-src or
  // style-src would make the browser ignore 'unsafe-inline'.
  const headers = securityHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: parseDirectives(storybookContentSecurityPolicy()) },
    frames: 'sameorigin',
  });
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, securityHeaders: headers };
    });
    scope.addHook('onRequest', async (_request, reply) => {
      const status = site.status();
      if (status.state === 'ready') return;
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .header('retry-after', String(RELOAD_SECONDS))
        .type('text/html; charset=utf-8')
        .send(storybookPendingPage(status));
    });
    // The Storybook's pages name their files relative to the folder: its index must be read at /storybook/.
    scope.get('/storybook', async (request, reply) => {
      const query = request.url.indexOf('?');
      return reply.redirect(`${STORYBOOK_PATH}${query > -1 ? request.url.slice(query) : ''}`, 302);
    });
    await scope.register(fastifyStatic, {
      root: site.dir,
      prefix: STORYBOOK_PATH,
      decorateReply: false,
      // Each request is looked up on disk: the folder is (re)built while the server runs, so it cannot be listed at start.
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      etag: true,
      // The build's stamp (.pod-build.json) and any other dotfile: not found.
      dotfiles: 'ignore',
      setHeaders(reply) {
        reply.header('cache-control', 'no-cache');
      },
    });
  });
}
