/**
 * Admin sign-in: accounts with scrypt password hashes (node:crypto), sessions as database rows keyed by the SHA-256
 * of a random cookie token, and the demo account seeded from ADMIN_EMAIL / ADMIN_PASSWORD (the demo pair by default).
 * Nothing here keeps state in memory, so several server processes can share one database.
 */
import { createHash, randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { and, eq, gt, lte, ne } from 'drizzle-orm';
import type { AdminLoginInfo, AdminSession } from '../../machines/api/admin.schema';
import type { Database } from '../db/client';
import { adminSessions, adminUsers } from '../db/schema';

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
 * Makes the configured account the one env-seeded account: created or updated (a changed password is re-hashed),
 * and any other env-seeded account deactivated with its sessions ended.
 */
export async function seedAdminAccount(db: Database, account: AdminAccountConfig): Promise<void> {
  const email = normaliseEmail(account.email);
  const [existing] = await db.select().from(adminUsers).where(eq(adminUsers.email, email));
  if (!existing) {
    await db
      .insert(adminUsers)
      .values({ email, passwordHash: await hashPassword(account.password), source: 'env', active: true })
      .onConflictDoNothing();
  } else if (!existing.active || !(await verifyPassword(account.password, existing.passwordHash))) {
    await db
      .update(adminUsers)
      .set({ passwordHash: await hashPassword(account.password), active: true })
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

/** The session id stored for a cookie token. */
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Signs in: a new session token for the right pair, else null (unknown email and wrong password alike). */
export async function signIn(
  deps: AdminAuthDeps,
  email: string,
  password: string,
): Promise<{ token: string; session: AdminSession } | null> {
  const [user] = await deps.db
    .select()
    .from(adminUsers)
    .where(eq(adminUsers.email, normaliseEmail(email)));
  if (!user) {
    await verifyPassword(password, await dummy());
    return null;
  }
  if (!(await verifyPassword(password, user.passwordHash)) || !user.active) return null;
  const token = randomBytes(32).toString('base64url');
  const now = deps.now();
  const expiresAt = new Date(now + deps.sessionMs);
  await deps.db.delete(adminSessions).where(lte(adminSessions.expiresAt, new Date(now)));
  await deps.db
    .insert(adminSessions)
    .values({ id: sessionIdOf(token), userId: user.id, expiresAt, createdAt: new Date(now) });
  return { token, session: { email: user.email, expiresAt: expiresAt.toISOString() } };
}

/** The live session of a cookie token, or null (unknown, expired, or its account deactivated). */
export async function sessionOf(deps: AdminAuthDeps, token: string | undefined): Promise<AdminSession | null> {
  if (!token || token.length > 100) return null;
  const [row] = await deps.db
    .select({ email: adminUsers.email, expiresAt: adminSessions.expiresAt })
    .from(adminSessions)
    .innerJoin(adminUsers, eq(adminUsers.id, adminSessions.userId))
    .where(
      and(
        eq(adminSessions.id, sessionIdOf(token)),
        gt(adminSessions.expiresAt, new Date(deps.now())),
        eq(adminUsers.active, true),
      ),
    );
  return row ? { email: row.email, expiresAt: row.expiresAt.toISOString() } : null;
}

/** Ends a session (idempotent). */
export async function signOut(deps: AdminAuthDeps, token: string | undefined): Promise<void> {
  if (!token) return;
  await deps.db.delete(adminSessions).where(eq(adminSessions.id, sessionIdOf(token)));
}

/** What the login page may show. */
export function loginInfo(account: AdminAccountConfig): AdminLoginInfo {
  return { demo: isDemoAccount(account) ? { ...DEMO_ADMIN } : null };
}
