/**
 * Data kept only as long as needed (issue 49). Once an hour, in one process at a time (a transaction-scoped
 * advisory lock: another process's pass skips), the retention pass removes:
 * - released or expired sessions a day after they ended, and then their holds if never paid (a hold's status stays
 *   'active' after it expires: a hold ended once its time is up);
 * - the name, phone, email and address of holds never paid, 24 hours after they were made (their sessions' copies too);
 * - processed webhook events after 90 days;
 * - bookings, orders, payments and refunds after RETAIN_ACCOUNTS_YEARS (default 8: India's books of account).
 * The periods are machines/privacy/retention.ts's, which the privacy policy states too.
 */
import { sql } from 'drizzle-orm';
import { RETENTION } from '../../machines/privacy/retention';
import type { Database } from '../db/client';

export interface RetentionSettings {
  /** Bookings, orders, payments and refunds are kept this many years (RETAIN_ACCOUNTS_YEARS). */
  accountsYears: number;
}

/** RETAIN_ACCOUNTS_YEARS, default 8; a bad value is refused with a line saying what to write. */
export function retentionSettingsFrom(env: NodeJS.ProcessEnv): RetentionSettings {
  const value = (env.RETAIN_ACCOUNTS_YEARS ?? '').trim();
  if (value === '') return { accountsYears: RETENTION.defaultAccountsYears };
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 100)
    throw new Error(`RETAIN_ACCOUNTS_YEARS must be a whole number of years from 1 to 100, such as 8 (got "${value}").`);
  return { accountsYears: Number(value) };
}

export interface RetentionCounts {
  sessions: number;
  holds: number;
  contactsCleared: number;
  webhookEvents: number;
  refunds: number;
  payments: number;
  orders: number;
  bookings: number;
}

/** An arbitrary, fixed key for the advisory lock that lets one process at a time run the pass. */
export const RETENTION_LOCK = 7_340_449;

const count = (result: unknown) =>
  (result as { rowCount?: number | null; affectedRows?: number }).affectedRows ??
  (result as { rowCount?: number | null }).rowCount ??
  0;

/** One retention pass at `now`; null when another process is running one. */
export async function runRetention(
  db: Database,
  now: number,
  settings: RetentionSettings,
): Promise<RetentionCounts | null> {
  const endedBefore = new Date(now - RETENTION.endedHoldsHours * 3_600_000).toISOString();
  const contactBefore = new Date(now - RETENTION.unpaidContactHours * 3_600_000).toISOString();
  const eventsBefore = new Date(now - RETENTION.webhookEventsDays * 86_400_000).toISOString();
  const accountsCut = new Date(now);
  accountsCut.setUTCFullYear(accountsCut.getUTCFullYear() - settings.accountsYears);
  const accountsBefore = accountsCut.toISOString();
  const accountsBeforeDate = accountsBefore.slice(0, 10);
  return db.transaction(async (tx) => {
    const locked = (await tx.execute(
      sql`SELECT pg_try_advisory_xact_lock(${RETENTION_LOCK}) AS locked`,
    )) as unknown as {
      rows: { locked: boolean }[];
    };
    if (!locked.rows[0]?.locked) return null;
    const sessions = count(
      await tx.execute(sql`DELETE FROM bookings WHERE status IN ('expired', 'released')
        AND coalesce(expires_at, created_at) < ${endedBefore}::timestamptz`),
    );
    const holds = count(
      await tx.execute(sql`DELETE FROM holds h WHERE h.expires_at < ${endedBefore}::timestamptz AND h.payment_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.hold_id = h.id)
        AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.hold_id = h.id)`),
    );
    // Never paid: no payment row and no payment id. The hold's sessions that were never confirmed carry the same details.
    await tx.execute(sql`UPDATE bookings b SET customer_name = '', customer_phone = '', customer_email = ''
      FROM holds h WHERE b.hold_id = h.id AND b.status IN ('held', 'expired', 'released') AND b.customer_name <> ''
        AND h.created_at < ${contactBefore}::timestamptz AND h.payment_id IS NULL
        AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.hold_id = h.id)`);
    const contactsCleared = count(
      await tx.execute(sql`UPDATE holds h SET customer_name = '', customer_email = '', customer_phone = '',
          visitor_phone = NULL, visitor_address = NULL
        WHERE h.created_at < ${contactBefore}::timestamptz AND h.payment_id IS NULL AND h.customer_name <> ''
          AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.hold_id = h.id)`),
    );
    const webhookEvents = count(
      await tx.execute(sql`DELETE FROM webhook_events WHERE received_at < ${eventsBefore}::timestamptz`),
    );
    const refunds = count(
      await tx.execute(sql`DELETE FROM refunds WHERE payment_row_id IN
        (SELECT id FROM payments WHERE created_at < ${accountsBefore}::timestamptz)`),
    );
    const payments = count(
      await tx.execute(sql`DELETE FROM payments WHERE created_at < ${accountsBefore}::timestamptz`),
    );
    await tx.execute(sql`DELETE FROM order_items WHERE order_ref IN
      (SELECT ref FROM orders o WHERE o.created_at < ${accountsBefore}::timestamptz
        AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_ref = o.ref))`);
    const orders = count(
      await tx.execute(sql`DELETE FROM orders o WHERE o.created_at < ${accountsBefore}::timestamptz
        AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.order_ref = o.ref)`),
    );
    const bookings = count(await tx.execute(sql`DELETE FROM bookings WHERE date < ${accountsBeforeDate}`));
    await tx.execute(sql`DELETE FROM holds h WHERE h.created_at < ${accountsBefore}::timestamptz
      AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.hold_id = h.id)
      AND NOT EXISTS (SELECT 1 FROM bookings b WHERE b.hold_id = h.id)`);
    return { sessions, holds, contactsCleared, webhookEvents, refunds, payments, orders, bookings };
  });
}

/**
 * Runs a pass every `everyMs` (the first one once the database is open) until the returned stop is called; each pass
 * that removed anything says what in one line.
 */
export function startRetention(
  dbOf: () => Database | null,
  now: () => number,
  settings: RetentionSettings,
  log: { info(line: string): void; error(line: string): void },
  everyMs = 3_600_000,
): () => void {
  let running = false;
  const pass = async () => {
    const db = dbOf();
    if (!db || running) return;
    running = true;
    try {
      const counts = await runRetention(db, now(), settings);
      const removed = counts ? Object.entries(counts).filter(([, n]) => n > 0) : [];
      if (removed.length) log.info(`retention: ${removed.map(([what, n]) => `${what} ${n}`).join(', ')}`);
    } catch (error) {
      log.error(`retention: pass failed: ${(error as Error).message}`);
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void pass(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
