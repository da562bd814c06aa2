/**
 * The outbox: every message is a row (table `outbox`) written in the same transaction as the change that causes it,
 * once per cause and address, so a rolled-back change sends nothing and a committed one is never lost. A sender in
 * the server process claims due rows (`FOR UPDATE SKIP LOCKED`: with several processes on one PostgreSQL each row
 * goes to one of them; the claim moves `next_attempt_at` on by a lease, so a process killed while sending leaves the
 * row to the next one once the lease ends), delivers each with its row id as the Message-ID, and retries a refusal
 * with backoff (1 min, doubling, at most 1 h) until a day after it was queued, when the row is marked failed.
 * Without a mail server every due row is kept as 'unsent' ("not sent: no mail server configured") for staff to read,
 * and a message whose kind is switched off in System Settings is written as 'unsent' ("not sent: switched off in
 * System Settings"): it is recorded, never sent, and staff may still Resend it.
 */
import { and, eq, inArray, lte } from 'drizzle-orm';
import { NO_MAIL_SERVER, SWITCHED_OFF, type MessageData } from '../../machines/messages/messages';
import { emailDocument } from '../../machines/messages/content';
import type { Database } from '../db/client';
import { outbox, type OutboxRow } from '../db/schema';
import type { ServerLog } from '../log';
import type { CentreContact } from '../../machines/messages/email.types';
import { centreContactOf, renderMessage, type Mailer } from './outboxMail';
import { readSettings } from './settings';
import { randomBytes } from 'node:crypto';

/** How long a claimed row is left to its sender before another may take it, ms. */
export const SEND_LEASE_MS = 5 * 60_000;
/** How long after it was queued a row is retried before it is marked failed, ms. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;

/** How long after its n-th failed attempt a row is tried again: 1 min, doubling, at most 1 h (ms). */
export function sendRetryDelayMs(attempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** A message row id: 'MSG-' and 16 characters (also the Message-ID's local part). */
const newMessageId = (): string => `MSG-${randomBytes(12).toString('base64url')}`;

/** An address worth sending to (the booking form's email is optional: empty means none). */
export const isAddress = (value: string | null | undefined): value is string =>
  typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** What a person quotes about the message: the booking reference or payment id, the order id, the refund's. */
function referenceOf(data: MessageData): string {
  switch (data.kind) {
    case 'booking_confirmed':
    case 'staff_new_booking':
      return data.reference ?? data.paymentId;
    case 'order_paid':
    case 'staff_new_order':
      return data.orderId;
    case 'booking_cancelled':
    case 'staff_cancellation':
      return data.reference ?? data.session.bookingId;
    case 'booking_moved':
      return data.reference ?? data.to.bookingId;
    case 'waitlist_offer':
      return data.reference;
    default:
      return data.refund.reference;
  }
}

/**
 * Writes a message to `to` in the caller's transaction `tx`, once per `what` and address (cause
 * '<kind>:<what>:<address>'): a second call for the same cause adds nothing. An empty or malformed address adds
 * nothing either (a visitor gets email only where they gave an address). A kind switched off in System Settings is
 * written as unsent, saying so.
 */
export async function enqueueMessage(
  tx: Database,
  message: { data: MessageData; to: string | null | undefined; what: string },
  at: Date,
): Promise<void> {
  if (!isAddress(message.to)) return;
  const to = message.to.trim().toLowerCase();
  const { settings } = await readSettings(tx);
  const switchedOn = settings.notifications[message.data.kind];
  await tx
    .insert(outbox)
    .values({
      id: newMessageId(),
      cause: `${message.data.kind}:${message.what}:${to}`,
      kind: message.data.kind,
      recipient: to,
      subject: emailDocument(message.data, centreContactOf(settings)).subject,
      reference: referenceOf(message.data),
      data: message.data,
      queuedAt: at,
      nextAttemptAt: at,
      createdAt: at,
      ...(switchedOn ? {} : { status: 'unsent', lastError: SWITCHED_OFF }),
    })
    .onConflictDoNothing({ target: outbox.cause });
}

export interface OutboxDeps {
  db: Database;
  now: () => number;
  /** The SMTP mailer, or null without a mail server. */
  mailer: Mailer | null;
  log: ServerLog;
  /** The Message-ID's domain (MAIL_FROM's). */
  messageDomain: string;
}

/** What one pass did: rows sent, retried later, given up, kept unsent. */
export interface SendReport {
  sent: number;
  retried: number;
  failed: number;
  unsent: number;
}

/**
 * Claims up to `limit` due rows in one transaction (skipping rows another process holds) and moves each one's next
 * attempt on by the lease: until it ends, no other sender takes them.
 */
export async function claimDue(deps: Pick<OutboxDeps, 'db' | 'now'>, limit = 10): Promise<OutboxRow[]> {
  const at = new Date(deps.now());
  return deps.db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const due = await t
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.status, 'queued'), lte(outbox.nextAttemptAt, at)))
      .orderBy(outbox.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((d) => d.id);
    const leased = await t
      .update(outbox)
      .set({ nextAttemptAt: new Date(at.getTime() + SEND_LEASE_MS) })
      .where(inArray(outbox.id, ids))
      .returning();
    return leased.sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime());
  });
}

/** Delivers one claimed row and records how it went (only while the claim is still this sender's). */
async function deliver(
  deps: OutboxDeps,
  row: OutboxRow,
  mailer: Mailer,
  centre: CentreContact,
): Promise<keyof SendReport> {
  const attempt = row.attempts + 1;
  const stillMine = and(eq(outbox.id, row.id), eq(outbox.status, 'queued'), eq(outbox.attempts, row.attempts));
  try {
    const message = await renderMessage(row.data as MessageData, centre);
    await mailer.send({ messageId: `<${row.id}@${deps.messageDomain}>`, to: row.recipient, message });
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    const at = deps.now();
    const giveUp = at - row.queuedAt.getTime() >= GIVE_UP_AFTER_MS;
    await deps.db
      .update(outbox)
      .set(
        giveUp
          ? { status: 'failed', attempts: attempt, lastError: reason }
          : { attempts: attempt, lastError: reason, nextAttemptAt: new Date(at + sendRetryDelayMs(attempt)) },
      )
      .where(stillMine);
    deps.log.error(`outbox: ${row.id} (${row.kind}) ${giveUp ? 'failed for good' : 'will be retried'}: ${reason}`);
    return giveUp ? 'failed' : 'retried';
  }
  await deps.db
    .update(outbox)
    .set({ status: 'sent', attempts: attempt, sentAt: new Date(deps.now()), lastError: null })
    .where(stillMine);
  return 'sent';
}

/** One pass: every due row delivered (or, without a mail server, kept unsent). */
export async function sendDue(deps: OutboxDeps, limit = 10): Promise<SendReport> {
  const report: SendReport = { sent: 0, retried: 0, failed: 0, unsent: 0 };
  const at = new Date(deps.now());
  if (!deps.mailer) {
    const kept = await deps.db
      .update(outbox)
      .set({ status: 'unsent', lastError: NO_MAIL_SERVER })
      .where(and(eq(outbox.status, 'queued'), lte(outbox.nextAttemptAt, at)))
      .returning({ id: outbox.id });
    report.unsent = kept.length;
    return report;
  }
  const centre = centreContactOf((await readSettings(deps.db)).settings);
  for (;;) {
    const rows = await claimDue(deps, limit);
    for (const row of rows) report[await deliver(deps, row, deps.mailer, centre)]++;
    if (rows.length < limit) return report;
  }
}

/** Staff's Resend: a failed or unsent row is queued again at once, with a new day of retries. */
export async function requeueMessage(db: Database, id: string, at: Date): Promise<OutboxRow | null> {
  const [row] = await db
    .update(outbox)
    .set({ status: 'queued', queuedAt: at, nextAttemptAt: at, lastError: null })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ['failed', 'unsent'])))
    .returning();
  return row ?? null;
}

export interface OutboxSender {
  /** Runs a pass soon (after a change wrote messages). */
  poke(): void;
  stop(): Promise<void>;
}

/** Sends due rows every `everyMs` (and soon after each poke) while the database is ready. */
export function startOutboxSender(depsNow: () => OutboxDeps | null, everyMs: number): OutboxSender {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;
  let again = false;
  const schedule = (ms: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, ms);
    timer.unref();
  };
  function tick(): void {
    if (running) {
      again = true;
      return;
    }
    const deps = depsNow();
    if (!deps) return schedule(1_000);
    running = sendDue(deps)
      .then(() => undefined)
      .catch((error: Error) =>
        deps.log.error(`outbox: pass failed, tried again in ${everyMs / 1000} s: ${error.message}`),
      )
      .finally(() => {
        running = null;
        schedule(again ? 0 : everyMs);
        again = false;
      });
  }
  schedule(0);
  return {
    poke: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export type { OutboxRow } from '../db/schema';
