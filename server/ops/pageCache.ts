/**
 * Rendered pages kept in memory, so a crowd on one page costs one render instead of one each (a page renders in
 * about 33 ms of a core). An entry is what is the same for every visitor: the document rendered with a stand-in
 * nonce, split where the nonce goes, and the hashes of its style attributes. Each response joins it with its own CSP
 * nonce. Entries are keyed by the caller (path, query, the cart hint of the visitor's cookie, the day) and belong to
 * one content version: a save anywhere makes every older entry unused. They also age out after `maxAgeMs`, bounding
 * how long anything rendered from the clock stays, and the number kept is bounded (oldest use dropped first).
 */
import { randomBytes } from 'node:crypto';

export interface CachedPage {
  status: number;
  /** The document's UTF-8 bytes split at each place the response's nonce goes (bytes: a response copies them as they are). */
  parts: Buffer[];
  /** The CSP sources of its style attributes (server/styleAttributes.ts). */
  styleSources: string[];
}

export interface PageCacheOptions {
  /** Entries kept at most. Default 200. */
  maxEntries?: number;
  /** How long an entry is used, ms. Default 30 s. */
  maxAgeMs?: number;
  /** The clock, ms. */
  now?: () => number;
}

interface PageCacheEntry {
  version: string;
  at: number;
  page: CachedPage;
}

export class PageCache {
  /** Rendered into a cached document where each response's nonce goes. */
  readonly placeholder = `pod-nonce-${randomBytes(12).toString('hex')}`;
  hits = 0;
  misses = 0;
  private readonly entries = new Map<string, PageCacheEntry>();
  private readonly rendering = new Map<string, Promise<CachedPage | null>>();
  private readonly maxEntries: number;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(options: PageCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 200;
    this.maxAgeMs = options.maxAgeMs ?? 30_000;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** A document rendered with `placeholder` as its nonce, as a CachedPage. */
  split(status: number, html: string, styleSources: string[]): CachedPage {
    return { status, parts: html.split(this.placeholder).map((part) => Buffer.from(part)), styleSources };
  }

  /**
   * The page at `key` for `version`: kept, or rendered by `render` (which answers null for a page not to keep, such as
   * an error). Requests for a page being rendered wait for that one render.
   */
  async get(key: string, version: string, render: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
    const entry = this.entries.get(key);
    if (entry && entry.version === version && this.now() - entry.at < this.maxAgeMs) {
      this.hits += 1;
      // Most recently used last, so the oldest use is the first dropped.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.page;
    }
    const flight = `${version}\n${key}`;
    const pending = this.rendering.get(flight);
    if (pending) {
      this.hits += 1;
      return pending;
    }
    this.misses += 1;
    const started = this.now();
    const rendered = render().finally(() => this.rendering.delete(flight));
    this.rendering.set(flight, rendered);
    const page = await rendered;
    if (page) {
      this.entries.delete(key);
      this.entries.set(key, { version, at: started, page });
      while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    }
    return page;
  }

  /** The document for one response: the cached page with `nonce` in place. */
  static document(page: CachedPage, nonce: string): Buffer {
    const between = Buffer.from(nonce);
    const pieces: Buffer[] = [];
    page.parts.forEach((part, i) => (i === 0 ? pieces.push(part) : pieces.push(between, part)));
    return Buffer.concat(pieces);
  }
}
