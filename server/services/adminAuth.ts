/**
 * Admin sign-in: staff accounts with scrypt password hashes (node:crypto) and roles, sessions as database rows keyed
 * by the SHA-256 of a random cookie token, a lockout after repeated failures from any address, and the first owner
 * seeded from ADMIN_EMAIL / ADMIN_PASSWORD (the demo pair by default). Nothing here keeps state in memory, so several
 * server processes can share one database.
 */
import { createHash, randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { AdminLoginInfo, AdminSession } from '../../machines/api/admin.schema';
import type { StaffRole } from '../../machines/admin/roles';
import { formatKolkataDateTime } from '../../machines/time/dates';
import type { Database } from '../db/client';
import { adminSessions, adminUsers } from '../db/schema';
import { audit, type AuditActor } from './audit';

/** The demo pair the login page shows while it is the account in use (fictional; override with ADMIN_EMAIL / ADMIN_PASSWORD). */
export const DEMO_ADMIN = { email: 'admin@pod.example', password: 'pod-demo-2026' } as const;

export interface AdminAccountConfig {
  email: string;
  password: string;
}

/** The account to seed: ADMIN_EMAIL / ADMIN_PASSWORD when set (both), else the demo pair. */
export function adminAccountFromEnv(env: NodeJS.ProcessEnv): AdminAccountConfig {
  const email = env.ADMIN_EMAIL?.trim();
  const password = env.ADMIN_PASSWORD;
  if (email && password) return { email: normaliseEmail(email), password };
  return { ...DEMO_ADMIN };
}

/** True while the configured account is the demo pair (the login page then shows it). */
export function isDemoAccount(account: AdminAccountConfig): boolean {
  return normaliseEmail(account.email) === DEMO_ADMIN.email && account.password === DEMO_ADMIN.password;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

// ---------------------------------------------------------------------------------------------------------------
// Password hashing (scrypt, OWASP's minimum cost: N = 2^15, r = 8, p = 1)

const SCRYPT = { N: 2 ** 15, r: 8, p: 1, keyLength: 64 } as const;
const MAX_MEM = 64 * 1024 * 1024;

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(password.normalize('NFKC'), salt, keyLength, { ...options, maxmem: MAX_MEM }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$<salt b64url>$<hash b64url>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, SCRYPT.keyLength, { N: SCRYPT.N, r: SCRYPT.r, p: SCRYPT.p });
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password against a stored hash in constant time; false for a malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, keyText] = stored.split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const N = Number(n);
  const options = { N, r: Number(r), p: Number(p) };
  if (!Number.isInteger(N) || N < 2 || expected.length < 16) return false;
  const actual = await scrypt(password, Buffer.from(saltText, 'base64url'), expected.length, options);
  return timingSafeEqual(actual, expected);
}

/** A hash to check against when the email is unknown, so both answers take as long. */
let dummyHash: Promise<string> | null = null;
const dummy = () => (dummyHash ??= hashPassword(randomBytes(16).toString('hex')));

// ---------------------------------------------------------------------------------------------------------------
// Seeding

/**
 * Makes the configured account the one env-seeded account, an owner: created or updated (a changed password is
 * re-hashed), and any other env-seeded account deactivated with its sessions ended.
 */
export async function seedAdminAccount(db: Database, account: AdminAccountConfig): Promise<void> {
  const email = normaliseEmail(account.email);
  const [existing] = await db.select().from(adminUsers).where(eq(adminUsers.email, email));
  if (!existing) {
    await db
      .insert(adminUsers)
      .values({
        email,
        name: 'Owner',
        role: 'owner',
        passwordHash: await hashPassword(account.password),
        source: 'env',
        active: true,
      })
      .onConflictDoNothing();
  } else if (!existing.active || !(await verifyPassword(account.password, existing.passwordHash))) {
    await db
      .update(adminUsers)
      .set({ passwordHash: await hashPassword(account.password), active: true, role: 'owner' })
      .where(eq(adminUsers.id, existing.id));
    await db.delete(adminSessions).where(eq(adminSessions.userId, existing.id));
  }
  const others = await db
    .update(adminUsers)
    .set({ active: false })
    .where(and(eq(adminUsers.source, 'env'), ne(adminUsers.email, email), eq(adminUsers.active, true)))
    .returning({ id: adminUsers.id });
  for (const other of others) await db.delete(adminSessions).where(eq(adminSessions.userId, other.id));
}

// ---------------------------------------------------------------------------------------------------------------
// Sessions

export interface AdminAuthDeps {
  db: Database;
  now: () => number;
  /** How long a session lasts, ms. */
  sessionMs: number;
}

/** Failed sign-ins in a row (from any address) that lock an account, and for how long. */
export const LOCK_AFTER_FAILURES = 5;
export const LOCK_MINUTES = 15;

/** The signed-in account behind a session, as the server uses it. */
export interface StaffIdentity extends AdminSession {
  userId: number;
  /** The session's id (the SHA-256 of its cookie token). */
  sessionId: string;
}

/** The session id stored for a cookie token. */
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** What a sign-in attempt came to. */
export type SignInOutcome =
  { kind: 'signedIn'; token: string; session: AdminSession } | { kind: 'refused' } | { kind: 'locked'; until: Date };

/** The message for a locked account: why, until when, and what to do. */
export function lockedMessage(until: Date): string {
  return `This account is locked after ${LOCK_AFTER_FAILURES} failed sign-ins in a row. Try again after ${formatKolkataDateTime(until)}, or ask an owner to reset its password.`;
}

/**
 * Signs in from `address`: a new session token for the right pair (the sign-in recorded in the audit trail in the
 * same transaction), else refused (unknown email, wrong password and deactivated account alike). Each wrong password
 * for a known account counts, whatever the address; the LOCK_AFTER_FAILURES-th in a row locks it for LOCK_MINUTES.
 */
export async function signIn(
  deps: AdminAuthDeps,
  email: string,
  password: string,
  address: string | null = null,
): Promise<SignInOutcome> {
  const [user] = await deps.db
    .select()
    .from(adminUsers)
    .where(eq(adminUsers.email, normaliseEmail(email)));
  if (!user) {
    await verifyPassword(password, await dummy());
    return { kind: 'refused' };
  }
  const now = deps.now();
  if (user.lockedUntil && user.lockedUntil.getTime() > now) return { kind: 'locked', until: user.lockedUntil };
  if (!(await verifyPassword(password, user.passwordHash))) {
    const [counted] = await deps.db
      .update(adminUsers)
      .set({ failedLogins: sql`${adminUsers.failedLogins} + 1` })
      .where(eq(adminUsers.id, user.id))
      .returning({ failed: adminUsers.failedLogins });
    if ((counted?.failed ?? 0) >= LOCK_AFTER_FAILURES) {
      const until = new Date(now + LOCK_MINUTES * 60_000);
      await deps.db.update(adminUsers).set({ failedLogins: 0, lockedUntil: until }).where(eq(adminUsers.id, user.id));
      return { kind: 'locked', until };
    }
    return { kind: 'refused' };
  }
  if (!user.active) return { kind: 'refused' };
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + deps.sessionMs);
  await deps.db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await t.delete(adminSessions).where(lte(adminSessions.expiresAt, new Date(now)));
    await t.update(adminUsers).set({ failedLogins: 0, lockedUntil: null }).where(eq(adminUsers.id, user.id));
    await t
      .insert(adminSessions)
      .values({ id: sessionIdOf(token), userId: user.id, expiresAt, createdAt: new Date(now), address });
    await audit(
      t,
      { userId: user.id, email: user.email, address },
      { kind: 'sign-in', summary: 'Signed in.' },
      new Date(now),
    );
  });
  return { kind: 'signedIn', token, session: sessionBody(user, expiresAt) };
}

const sessionBody = (user: { email: string; name: string; role: string }, expiresAt: Date): AdminSession => ({
  email: user.email,
  name: user.name,
  role: user.role as StaffRole,
  expiresAt: expiresAt.toISOString(),
});

/** The live session of a cookie token, or null (unknown, expired, or its account deactivated). */
export async function sessionOf(deps: AdminAuthDeps, token: string | undefined): Promise<StaffIdentity | null> {
  if (!token || token.length > 100) return null;
  const sessionId = sessionIdOf(token);
  const [row] = await deps.db
    .select({
      userId: adminUsers.id,
      email: adminUsers.email,
      name: adminUsers.name,
      role: adminUsers.role,
      expiresAt: adminSessions.expiresAt,
    })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(
      and(
        eq(adminSessions.id, sessionId),
        gt(adminSessions.expiresAt, new Date(deps.now())),
        eq(adminUsers.active, true),
      ),
    );
  return row ? { ...sessionBody(row, row.expiresAt), userId: row.userId, sessionId } : null;
}

/** Ends a session (idempotent); with `staff`, the sign-out is recorded in the same transaction. */
export async function signOut(deps: AdminAuthDeps, token: string | undefined, staff?: AuditActor): Promise<void> {
  if (!token) return;
  await deps.db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const ended = await t
      .delete(adminSessions)
      .where(eq(adminSessions.id, sessionIdOf(token)))
      .returning({ id: adminSessions.id });
    if (staff && ended.length > 0)
      await audit(t, staff, { kind: 'sign-out', summary: 'Signed out.' }, new Date(deps.now()));
  });
}

/** What the login page may show. */
export function loginInfo(account: AdminAccountConfig): AdminLoginInfo {
  return { demo: isDemoAccount(account) ? { ...DEMO_ADMIN } : null };
}
