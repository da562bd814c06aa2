/**
 * Pages served as HTML: the built index.html (Vite's script and style links) with the page React rendered on the
 * server (server build of app/ssr/render.tsx, dist-server/render.js) put in its head and root element, the router's
 * hydration data in a JSON element, and the request's CSP nonce for Emotion's style elements. The admin area, and
 * any page when the renderer is not built (the API tests), get the same document with an empty root, rendered in
 * the browser.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fastifyCookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CART_LINES_COOKIE, storedCartHint, type StoredCartHint } from '../machines/cart/cart.cookie';
import { isoDateInKolkata } from '../machines/time/dates';
import type { RenderResult, RenderOptions } from '../app/ssr/render';
import { HYDRATION_ELEMENT_ID } from '../app/ssr/constants';
import { PageCache } from './ops/pageCache';
import type { ThemeColorSource } from './ops/themeColor';
import { allowStyleSources, styleAttributeSources } from './styleAttributes';

export type Renderer = (request: Request, options: RenderOptions) => Promise<RenderResult>;

const ROOT = '<div id="root"></div>';

/** The renderer beside the built server (dist-server/render.js), or null when it is not built. */
async function loadRenderer(): Promise<Renderer | null> {
  const path = join(dirname(fileURLToPath(import.meta.url)), 'render.js');
  if (!existsSync(path)) return null;
  const module = (await import(/* @vite-ignore */ pathToFileURL(path).href)) as { renderPage: Renderer };
  return module.renderPage;
}

/** Paths rendered in the browser only (the admin area, behind its sign-in). */
const clientOnly = (path: string) => path === '/admin' || path.startsWith('/admin/');

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Vite's link to a built stylesheet in index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="(\/assets\/[^"?#]+\.css)">/g;
/** Where each response's nonce goes in a template whose stylesheets are inlined. */
const NONCE_SLOT = '<style data-inlined-css>';

/**
 * The template with each built stylesheet's rules in a <style> element in place of its link (the site's one
 * stylesheet is the fonts' @font-face rules, about 3 kB): a linked stylesheet blocks the first paint for a round
 * trip, and on a phone that delayed every page's largest paint (Lighthouse: about 230 ms). The element takes the
 * response's CSP nonce (composeDocument). A stylesheet that cannot be read stays linked.
 */
export function inlineStylesheets(template: string, readAsset: (path: string) => string | null): string {
  return template.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = readAsset(href);
    return css === null || css.includes('</') ? link : `${NONCE_SLOT}${css}</style>`;
  });
}

/** index.html's theme colour: the installed app's title bar (and the browser's toolbar on phones). */
const THEME_COLOR_META = /<meta name="theme-color" content="[^"]*"\s*\/?>/;

/** The template with `colour` (a checked `#rrggbb`) as its theme colour; unchanged when it has none. */
export function withThemeColor(template: string, colour: string): string {
  return template.replace(THEME_COLOR_META, `<meta name="theme-color" content="${escapeAttribute(colour)}">`);
}

/** The ₹ sign, which the fonts' Latin files lack: fonts.css gives it a face of its own in each family. */
const RUPEE = '\u20B9';

/**
 * The files of the faces in `css` that hold the ₹ sign alone (`unicode-range: U+20B9`). A page with a price preloads
 * them with the Latin files: found only when the browser shapes the first price, each arrived after the first layout
 * and the page's text was laid out again (/sports, zero-JS copy, no CPU throttle: 110 -> 55 ms of layout before its
 * first paint, medians of 11).
 */
export function rupeeFaceFiles(css: string): string[] {
  const files: string[] = [];
  for (const [face] of css.matchAll(/@font-face\s*\{[^}]*\}/g)) {
    if (!/unicode-range:\s*U\+20B9\s*(;|\})/i.test(face)) continue;
    const file = /url\(\s*["']?(\/assets\/[^"')]+\.woff2)["']?\s*\)/.exec(face)?.[1];
    if (file) files.push(file);
  }
  return files;
}

const fontPreload = (href: string) =>
  `<link rel="preload" as="font" type="font/woff2" crossorigin href="${escapeAttribute(href)}">`;

/**
 * The document for one response: the template with the nonce, the rendered head, markup and data in place; a page
 * that shows a price preloads the ₹ faces (`rupeeFaces`, from `rupeeFaceFiles`).
 */
export function composeDocument(
  template: string,
  nonce: string,
  page: { head: string; body: string; data: string } | null,
  rupeeFaces: readonly string[] = [],
): string {
  const nonceAttribute = `nonce="${escapeAttribute(nonce)}"`;
  // The nonce stays in the attribute browsers hide from the page's styles; `content` is there because HTML requires it
  // on a meta element with a property.
  const nonceMeta = `<meta property="csp-nonce" content="" ${nonceAttribute}>`;
  const withNonce = template.replaceAll(NONCE_SLOT, `<style ${nonceAttribute}>`);
  if (!page) return withNonce.replace('</head>', `${nonceMeta}</head>`);
  let head = withNonce;
  // The page's own <title> replaces the template's default.
  if (page.head.includes('<title>')) head = head.replace(/<title>[^<]*<\/title>/, '');
  const preloads = page.body.includes(RUPEE) ? rupeeFaces.map(fontPreload).join('') : '';
  return head
    .replace('</head>', `${nonceMeta}${preloads}${page.head}</head>`)
    .replace(
      ROOT,
      `<div id="root">${page.body}</div><script type="application/json" id="${HYDRATION_ELEMENT_ID}">${page.data}</script>`,
    );
}

/** This server's address as the connection it accepted shows it (`http://127.0.0.1:8080`). */
function ownOrigin(request: FastifyRequest): string {
  const { localAddress = '127.0.0.1', localPort } = request.socket;
  const host = localAddress.includes(':') ? `[${localAddress}]` : localAddress;
  // An injected request (app.inject) has no port.
  return localPort === undefined ? `http://${host}` : `http://${host}:${localPort}`;
}

export interface PageServerOptions {
  /** The server's clock. */
  now: () => number;
  /**
   * Rendered pages kept in memory (server/ops/pageCache.ts) and the content version they are kept for, or null while
   * pages must not be kept (the database is not open: loaders fall back to the shipped content). Absent: every
   * request renders.
   */
  cache?: { pages: PageCache; version: () => string | null };
  /** The page renderer; by default the built one beside the server (dist-server/render.js). */
  renderer?: Renderer | null;
  /** The installed app's colour staff saved (server/ops/themeColor.ts); absent: the template's own. */
  themeColor?: ThemeColorSource;
}

/** Serves HTML pages from `root` (the built site). */
export function createPageServer(root: string, options: PageServerOptions) {
  let template: string | null = null;
  let rupeeFaces: string[] | null = null;
  const renderer =
    options.renderer !== undefined
      ? Promise.resolve(options.renderer)
      : loadRenderer().catch((error: Error) => {
          console.error(`server: the page renderer did not load (${error.message}); pages render in the browser`);
          return null;
        });
  const readAsset = (href: string) => {
    try {
      return readFileSync(join(root, href), 'utf8');
    } catch {
      return null;
    }
  };
  const readTemplate = () =>
    (template ??= inlineStylesheets(readFileSync(join(root, 'index.html'), 'utf8'), readAsset));
  const readRupeeFaces = () => (rupeeFaces ??= rupeeFaceFiles(readTemplate()));
  /** The template with the saved theme colour, made once per colour. */
  let themed: { colour: string; template: string } | null = null;
  const templateFor = async () => {
    const colour = await options.themeColor?.();
    if (colour === undefined) return readTemplate();
    if (themed?.colour !== colour) themed = { colour, template: withThemeColor(readTemplate(), colour) };
    return themed.template;
  };

  /** Renders the page at `url` with `nonce` in its style elements: a document, or a redirect. */
  const renderDocument = async (
    render: Renderer,
    shell: string,
    url: URL,
    storedCart: StoredCartHint,
    nonce: string,
  ): Promise<{ status: number; html: string } | { status: number; location: string }> => {
    const result = await render(new Request(url, { headers: { accept: 'text/html' } }), {
      nonce,
      now: options.now,
      storedCart,
    });
    if (result.kind === 'redirect') return { status: result.status, location: result.location };
    return { status: result.status, html: composeDocument(shell, nonce, result, readRupeeFaces()) };
  };

  return async function sendPage(request: FastifyRequest, reply: FastifyReply) {
    const path = request.url.split('?')[0] ?? '/';
    const nonce = reply.cspNonce?.style ?? '';
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    /** Sends the document, its CSP allowing exactly its style attributes (`styleSources`, their hashes). */
    const send = (html: string | Buffer, styleSources: readonly string[]) => {
      const policy = reply.getHeader('content-security-policy');
      if (typeof policy === 'string') reply.header('content-security-policy', allowStyleSources(policy, styleSources));
      return reply.send(html);
    };
    /** Sends a document rendered for this response. */
    const sendRendered = (html: string) => send(html, styleAttributeSources(html));
    const render = clientOnly(path) || !readTemplate().includes(ROOT) ? null : await renderer;
    // Read before the page: a page kept for this content version has this version's colour.
    const version = options.cache?.version() ?? null;
    const shell = await templateFor();
    if (!render) return sendRendered(composeDocument(shell, nonce, null));
    try {
      // The routes' loaders read the API at this URL's origin: the server's own address (where this request was
      // accepted), never the Host header a client sent, which would make the server fetch from any host it names.
      const url = new URL(request.url, ownOrigin(request));
      // Of the visitor's cookies only the cart's line count reaches the page (machines/cart/cart.cookie.ts).
      const cookies = fastifyCookie.parse(request.headers.cookie ?? '');
      const storedCart = storedCartHint(cookies[CART_LINES_COOKIE]);
      if (options.cache && version !== null) {
        const { pages } = options.cache;
        // What a page is rendered from besides the content: its address, the cart hint and the day (the clock).
        const key = `${url.pathname}${url.search}\n${storedCart}\n${isoDateInKolkata(options.now())}`;
        const page = await pages.get(key, version, async () => {
          const done = await renderDocument(render, shell, url, storedCart, pages.placeholder);
          // Only whole pages are kept: a redirect is cheap, an error or not-found page may be a passing failure.
          if (!('html' in done) || done.status !== 200) return null;
          return pages.split(done.status, done.html, styleAttributeSources(done.html));
        });
        if (page) return send(PageCache.document(page, nonce), page.styleSources);
      }
      const done = await renderDocument(render, shell, url, storedCart, nonce);
      if (!('html' in done)) return reply.redirect(done.location, done.status);
      reply.code(done.status);
      return sendRendered(done.html);
    } catch (error) {
      console.error(
        `server: rendering ${path} failed (${(error as Error).message}); sent for rendering in the browser`,
      );
      return sendRendered(composeDocument(shell, nonce, null));
    }
  };
}
