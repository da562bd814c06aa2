/**
 * Expiring holds change availability without a write: while visitors follow days live, this runs the hold cleanup
 * when the next hold expires, so a freed slot shows at once (./availabilityFeed.ts starts it). It looks again at least
 * every minute: a hold made meanwhile (here or in another process) expires minutes later (the hold time is 5 minutes
 * at least), so it is never missed.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { ServerLog } from '../log';

export interface HoldExpiryWatchOptions {
  db: Database;
  /** Marks expired holds expired (announcing what they freed). */
  expireHolds: () => Promise<unknown>;
  /** Whether to keep watching (visitors still follow days on this database). */
  wanted: () => boolean;
  now: () => number;
  log: ServerLog;
}

/** The next held session's expiry, ms, or null when none is held. */
async function nextExpiry(db: Database): Promise<number | null> {
  const result = await db
    .execute(sql`SELECT min(expires_at) AS next FROM bookings WHERE status = 'held'`)
    .catch(() => ({ rows: [] }));
  const [row] = ((result as { rows?: { next: Date | string | null }[] }).rows ?? []) as {
    next: Date | string | null;
  }[];
  return row?.next ? new Date(row.next).getTime() : null;
}

/** Starts watching; `stop` ends it. It ends by itself once `wanted()` says no (start it again when wanted). */
export function watchHoldExpiry(options: HoldExpiryWatchOptions): { stopped: () => boolean; stop: () => void } {
  const { db, now, log } = options;
  let timer: NodeJS.Timeout | null = null;
  let ended = false;
  const wake = (wait: number) => {
    timer = setTimeout(() => void tick(), wait);
    timer.unref();
  };
  const tick = async () => {
    if (ended || !options.wanted()) return void (ended = true);
    const next = await nextExpiry(db);
    if (next !== null && next <= now())
      await options
        .expireHolds()
        .catch((error: Error) => log.error(`availability feed: hold cleanup failed: ${error.message}`));
    const after = await nextExpiry(db);
    const at = now();
    // A hold still due after the cleanup (it failed) is tried again a second later.
    if (!ended) wake(after === null ? 60_000 : after > at ? Math.min(after - at + 20, 60_000) : 1_000);
  };
  wake(0);
  return {
    stopped: () => ended,
    stop() {
      ended = true;
      if (timer) clearTimeout(timer);
    },
  };
}
