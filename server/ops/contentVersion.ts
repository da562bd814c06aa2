/**
 * The version of what served pages show. Rendered pages are kept per version (server/ops/pageCache.ts); any
 * successful admin save bumps it (registerContentVersion: every mutating /api/admin request, so a manager added
 * later is covered without a change here). The version is a row of `content_version`: a save in one process reaches
 * the others at once through NOTIFY (PostgreSQL; PGlite has one process per folder), and a poll every few seconds
 * catches a notification lost with its connection.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DatabaseGate } from '../db/gate';
import type { Database, DatabaseHandle } from '../db/client';
import type { ServerLog } from '../log';

/** The NOTIFY channel a bump announces its version on. */
export const CONTENT_CHANNEL = 'pod_content_version';

/** Admin requests that change no content: signing in and out. */
const NOT_CONTENT = new Set(['/api/admin/login', '/api/admin/logout']);

const rowsOf = (result: unknown) =>
  ((result as { rows?: Record<string, unknown>[] }).rows ?? []) as { version: number }[];

export class ContentVersion {
  /** The database's version as this process last saw it (-1: not read yet). */
  private stored = -1;
  /** Bumps made or heard by this process, so a save invalidates its own pages even if the row could not be written. */
  private local = 0;

  /** Whether the stored version has been read. */
  get known(): boolean {
    return this.stored >= 0;
  }

  /** The version pages are kept for: changes whenever any process saves content. */
  get value(): string {
    return `${this.stored}.${this.local}`;
  }

  /** Reads the stored version (at start and on each poll). */
  async read(db: Database): Promise<void> {
    const rows = rowsOf(await db.execute(sql`SELECT version FROM content_version WHERE id = 1`));
    this.heard(rows[0]?.version ?? 0);
  }

  /** A version announced by a save (this process or another) or read back. */
  heard(version: number): void {
    // Versions only grow: a poll answered after a newer notification must not bring back an older one.
    if (version > this.stored) this.stored = version;
  }

  /** Content changed: bumps the stored version and announces it to every process on the database. */
  async bump(db: Database): Promise<void> {
    this.local += 1;
    const rows = rowsOf(
      await db.execute(sql`
        WITH bumped AS (
          INSERT INTO content_version (id, version, changed_at) VALUES (1, 1, now())
          ON CONFLICT (id) DO UPDATE SET version = content_version.version + 1, changed_at = now()
          RETURNING version
        )
        SELECT version, pg_notify(${CONTENT_CHANNEL}, version::text) FROM bumped`),
    );
    if (rows[0]) this.heard(Number(rows[0].version));
  }

  /**
   * Follows the stored version on `handle` until the returned stop is called: reads it, listens for bumps (when the
   * driver can), and reads it again every `pollMs` in case a notification was lost.
   */
  async follow(handle: DatabaseHandle, log: ServerLog, pollMs = 5_000): Promise<() => Promise<void>> {
    await this.read(handle.db);
    const unlisten = handle.listen
      ? await handle
          .listen(
            CONTENT_CHANNEL,
            (payload) => this.heard(Number(payload)),
            // Bumps made while the listening connection was down were not heard: read the row again.
            () => void this.read(handle.db).catch(() => undefined),
          )
          .catch((error: Error) => {
            log.warn(`content version: not listening for saves in other processes (${error.message}); polling only`);
            return null;
          })
      : null;
    const timer = setInterval(() => {
      this.read(handle.db).catch(() => undefined);
    }, pollMs);
    timer.unref();
    return async () => {
      clearInterval(timer);
      await unlisten?.();
    };
  }
}

/**
 * Bumps `version` before the answer to each successful mutating admin request goes out, so the saving browser's
 * next page already shows the change; follows the stored version while the database is open.
 */
export function registerContentVersion(
  app: FastifyInstance,
  version: ContentVersion,
  gate: DatabaseGate,
  log: ServerLog,
): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return payload;
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/admin/') || NOT_CONTENT.has(path) || reply.statusCode >= 400) return payload;
    if (gate.state !== 'ready') return payload;
    await version.bump(gate.get().db).catch((error: Error) => {
      log.error(`content version: a save was not announced to other processes (${error.message})`);
    });
    return payload;
  });
}
