/**
 * Set-password links: a new or reset account gets a one-time link, a random token whose SHA-256 is stored, which
 * works once and for PASSWORD_LINK_HOURS (earlier unused links of the account stop working).
 */
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { apiMessages } from '../../machines/api/errors';
import type { PasswordLink } from '../../machines/api/staff.schema';
import type { Database } from '../db/client';
import { adminPasswordLinks, adminUsers } from '../db/schema';
import { ApiError } from '../errors';
import { hashPassword, sessionIdOf } from './adminAuth';
import { audit } from './audit';
import { refuseWeakPassword, type StaffDeps } from './staff';

/** How long a set-password link works. */
export const PASSWORD_LINK_HOURS = 24;

/** Makes a one-time link for `userId` in `tx` (earlier unused links of the account stop working). */
export async function newLink(tx: Database, userId: number, now: number): Promise<PasswordLink> {
  await tx
    .update(adminPasswordLinks)
    .set({ usedAt: new Date(now) })
    .where(and(eq(adminPasswordLinks.userId, userId), isNull(adminPasswordLinks.usedAt)));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + PASSWORD_LINK_HOURS * 3_600_000);
  await tx.insert(adminPasswordLinks).values({ id: sessionIdOf(token), userId, expiresAt, createdAt: new Date(now) });
  return { url: `/admin/set-password#${token}`, expiresAt: expiresAt.toISOString() };
}

/** The live, unused link of a token, with its account, or 410 link_invalid. */
async function liveLink(db: Database, token: string, now: number, lock = false) {
  const query = db
    .select({ link: adminPasswordLinks, user: adminUsers })
    .from(adminPasswordLinks)
    .innerJoin(adminUsers, eq(adminUsers.id, adminPasswordLinks.userId))
    .where(
      and(
        eq(adminPasswordLinks.id, sessionIdOf(token)),
        isNull(adminPasswordLinks.usedAt),
        gt(adminPasswordLinks.expiresAt, new Date(now)),
        eq(adminUsers.active, true),
      ),
    );
  const [row] = lock ? await query.for('update', { of: adminPasswordLinks }) : await query;
  if (!row) throw new ApiError(410, 'link_invalid', apiMessages.passwordLinkInvalid, 'token');
  return row;
}

/** GET /api/admin/password-links/:token: whose link it is. */
export async function passwordLinkInfo(deps: StaffDeps, token: string): Promise<{ email: string; name: string }> {
  const { user } = await liveLink(deps.db, token, deps.now());
  return { email: user.email, name: user.name };
}

/** Sets the password through a link, which then stops working. */
export async function usePasswordLink(
  deps: StaffDeps,
  token: string,
  password: string,
  address: string | null,
): Promise<void> {
  const now = deps.now();
  const { user } = await liveLink(deps.db, token, now);
  refuseWeakPassword(password, user);
  const hash = await hashPassword(password);
  await deps.db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const { link } = await liveLink(t, token, now, true);
    await t
      .update(adminPasswordLinks)
      .set({ usedAt: new Date(now) })
      .where(eq(adminPasswordLinks.id, link.id));
    await t
      .update(adminUsers)
      .set({ passwordHash: hash, failedLogins: 0, lockedUntil: null })
      .where(eq(adminUsers.id, user.id));
    await audit(
      t,
      { userId: user.id, email: user.email, address },
      { kind: 'password.change', record: `user ${user.id}`, summary: 'Set a password with a set-password link.' },
      new Date(now),
    );
  });
}
