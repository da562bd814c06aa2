/**
 * The audit trail: `audit(tx, actor, entry)` writes one row in the caller's transaction, so a change and its record
 * commit or roll back together (a failed change leaves no row); `audited` runs a change in a transaction of its own
 * with its row. Values that look like secrets (passwords, tokens,
 * hashes) are removed from before and after. `activity` lists the trail for the owners' Activity screen.
 */
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { ActivityPage, ActivityQuery, AuditKind } from '../../machines/api/staff.schema';
import { addDays } from '../../machines/time/dates';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema';
import { contains } from './adminQueries';

/** Who made a change: the signed-in account (id and email) and the request's address. */
export interface AuditActor {
  userId: number | null;
  email: string;
  address: string | null;
}

export interface AuditEntry {
  kind: AuditKind;
  /** The record changed ('BK-…', 'user 3', 'rates'). */
  record?: string | null;
  /** One line for the Activity screen. */
  summary: string;
  before?: unknown;
  after?: unknown;
}

const SECRET_KEY = /password|token|secret|hash|csrf|cookie/i;

/** `value` without the properties whose names look like secrets, at any depth. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([key]) => !SECRET_KEY.test(key))
        .map(([key, v]) => [key, withoutSecrets(v)]),
    );
  }
  return value;
}

/** Records one change in `tx` (the change's own transaction) at `at`. */
export async function audit(tx: Database, actor: AuditActor, entry: AuditEntry, at: Date): Promise<void> {
  await tx.insert(auditLog).values({
    at,
    actorId: actor.userId,
    actorEmail: actor.email,
    kind: entry.kind,
    record: entry.record ?? null,
    summary: entry.summary,
    before: entry.before === undefined ? null : withoutSecrets(entry.before),
    after: entry.after === undefined ? null : withoutSecrets(entry.after),
    address: actor.address,
  });
}

/**
 * Runs `change` and writes its audit row in one transaction of `db` (the entry may depend on the change's result), so
 * the change and its record commit together or not at all.
 */
export async function audited<T>(
  db: Database,
  actor: AuditActor,
  entry: AuditEntry | ((result: T) => AuditEntry),
  change: (tx: Database) => Promise<T>,
  at: Date,
): Promise<T> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const result = await change(t);
    await audit(t, actor, typeof entry === 'function' ? entry(result) : entry, at);
    return result;
  });
}

/** The audit entry of a content save: the record's kind and id (once it has one) and what was sent. */
export const saved =
  (label: string, body: unknown, id?: string) =>
  (result: unknown): AuditEntry => {
    const record = id ?? (result as { id?: unknown } | null)?.id;
    return {
      kind: 'content.save',
      record: typeof record === 'string' || typeof record === 'number' ? `${label} ${record}` : label,
      summary: `Saved ${label}${typeof record === 'string' || typeof record === 'number' ? ` ${record}` : ''}.`,
      after: body,
    };
  };

/** The audit entry of a content delete. */
export const deleted = (label: string, id: string | number): AuditEntry => ({
  kind: 'content.delete',
  record: `${label} ${id}`,
  summary: `Deleted ${label} ${id}.`,
});

export const ACTIVITY_PAGE_SIZE = 20;

/** Kolkata midnight of an ISO date, as an instant. */
const kolkataMidnight = (date: string) => new Date(`${date}T00:00:00+05:30`);

/** A page of the trail, newest first, filtered by person (any part of the email), kind and dates (India's days). */
export async function activity(db: Database, query: ActivityQuery): Promise<ActivityPage> {
  const parts: (SQL | undefined)[] = [];
  const person = query.person?.trim();
  if (person) parts.push(ilike(auditLog.actorEmail, contains(person)));
  if (query.kind) parts.push(eq(auditLog.kind, query.kind));
  if (query.from) parts.push(gte(auditLog.at, kolkataMidnight(query.from)));
  if (query.to) parts.push(lt(auditLog.at, kolkataMidnight(addDays(query.to, 1))));
  const where = and(...parts);
  const page = query.page ?? 1;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(ACTIVITY_PAGE_SIZE)
      .offset((page - 1) * ACTIVITY_PAGE_SIZE),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actorEmail,
      kind: row.kind as AuditKind,
      record: row.record,
      summary: row.summary,
      before: row.before,
      after: row.after,
      address: row.address,
    })),
    total: Number(total?.n ?? 0),
    page,
    pageSize: ACTIVITY_PAGE_SIZE,
  };
}
