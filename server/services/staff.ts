/**
 * Staff accounts (User Management, owners only) and each account's own password and sessions. Every change is one
 * transaction with its audit row. A new or reset account gets a one-time set-password link: a random token whose
 * SHA-256 is stored, which works once and for PASSWORD_LINK_HOURS. Deactivating an account or resetting its
 * password ends its sessions at once.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { passwordProblem } from '../../machines/admin/password';
import { staffRoleLabels, type StaffRole } from '../../machines/admin/roles';
import { apiMessages } from '../../machines/api/errors';
import type {
  ChangePasswordRequest,
  PasswordLink,
  StaffCreateRequest,
  StaffLinkResponse,
  StaffSession,
  StaffUpdateRequest,
  StaffUser,
} from '../../machines/api/staff.schema';
import type { Database } from '../db/client';
import { adminPasswordLinks, adminSessions, adminUsers } from '../db/schema';
import { ApiError, sqlState } from '../errors';
import { hashPassword, normaliseEmail, sessionIdOf, verifyPassword, type StaffIdentity } from './adminAuth';
import { audit, type AuditActor } from './audit';

/** How long a set-password link works. */
export const PASSWORD_LINK_HOURS = 24;

export interface StaffDeps {
  db: Database;
  now: () => number;
}

type UserRow = typeof adminUsers.$inferSelect;

/** The actor of a signed-in staff member's change. */
export const actorOf = (staff: StaffIdentity, address: string | null): AuditActor => ({
  userId: staff.userId,
  email: staff.email,
  address,
});

/** What the audit trail keeps of an account (no hash). */
const auditView = (u: Pick<UserRow, 'name' | 'email' | 'role' | 'active'>) => ({
  name: u.name,
  email: u.email,
  role: u.role,
  active: u.active,
});

async function toStaffUser(db: Database, user: UserRow, now: number): Promise<StaffUser> {
  const [live] = await db
    .select({ n: count() })
    .from(adminSessions)
    .where(and(eq(adminSessions.userId, user.id), gt(adminSessions.expiresAt, new Date(now))));
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role as StaffRole,
    active: user.active,
    lockedUntil: user.lockedUntil && user.lockedUntil.getTime() > now ? user.lockedUntil.toISOString() : null,
    sessions: Number(live?.n ?? 0),
    passwordSet: user.passwordHash.startsWith('scrypt$'),
    createdAt: user.createdAt.toISOString(),
  };
}

/** Every account, oldest first. */
export async function listStaff({ db, now }: StaffDeps): Promise<{ users: StaffUser[] }> {
  const rows = await db.select().from(adminUsers).orderBy(asc(adminUsers.id));
  return { users: await Promise.all(rows.map((row) => toStaffUser(db, row, now()))) };
}

/** A hash no password matches: an account waiting for its set-password link. */
const unsetHash = () => `unset$${randomBytes(16).toString('base64url')}`;

/** Makes a one-time link for `userId` in `tx` (earlier unused links of the account stop working). */
async function newLink(tx: Database, userId: number, now: number): Promise<PasswordLink> {
  await tx
    .update(adminPasswordLinks)
    .set({ usedAt: new Date(now) })
    .where(and(eq(adminPasswordLinks.userId, userId), isNull(adminPasswordLinks.usedAt)));
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now + PASSWORD_LINK_HOURS * 3_600_000);
  await tx.insert(adminPasswordLinks).values({ id: sessionIdOf(token), userId, expiresAt, createdAt: new Date(now) });
  return { url: `/admin/set-password#${token}`, expiresAt: expiresAt.toISOString() };
}

/** Adds an account (no password yet) and answers its one-time set-password link. 409 for an email in use. */
export async function createStaff(
  deps: StaffDeps,
  request: StaffCreateRequest,
  actor: AuditActor,
): Promise<StaffLinkResponse> {
  const now = deps.now();
  try {
    const { user, link } = await deps.db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const [user] = await t
        .insert(adminUsers)
        .values({
          email: normaliseEmail(request.email),
          name: request.name,
          role: request.role,
          source: 'staff',
          active: true,
          passwordHash: unsetHash(),
          createdAt: new Date(now),
        })
        .returning();
      const link = await newLink(t, user!.id, now);
      await audit(
        t,
        actor,
        {
          kind: 'user.create',
          record: `user ${user!.id}`,
          summary: `Added ${user!.name} (${user!.email}) as ${staffRoleLabels[request.role]}.`,
          after: auditView(user!),
        },
        new Date(now),
      );
      return { user: user!, link };
    });
    return { user: await toStaffUser(deps.db, user, now), link };
  } catch (error) {
    if (sqlState(error) === '23505') throw new ApiError(409, 'bad_request', apiMessages.staffEmailTaken, 'email');
    throw error;
  }
}

async function userById(db: Database, id: number, lock = false): Promise<UserRow> {
  const query = db.select().from(adminUsers).where(eq(adminUsers.id, id));
  const [user] = lock ? await query.for('update') : await query;
  if (!user) throw new ApiError(404, 'not_found', apiMessages.staffNotFound, 'id');
  return user;
}

/** Whether another active owner than `id` exists. */
async function anotherOwner(db: Database, id: number): Promise<boolean> {
  const [other] = await db
    .select({ id: adminUsers.id })
    .from(adminUsers)
    .where(and(eq(adminUsers.role, 'owner'), eq(adminUsers.active, true), ne(adminUsers.id, id)))
    .limit(1);
  return Boolean(other);
}

/**
 * Changes an account's name, role or active flag. Deactivating ends its sessions at once. An owner cannot deactivate
 * or demote their own account, and the last active owner stays one.
 */
export async function updateStaff(
  deps: StaffDeps,
  id: number,
  request: StaffUpdateRequest,
  actor: AuditActor,
): Promise<StaffUser> {
  const now = deps.now();
  const updated = await deps.db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await t.execute(sql`select pg_advisory_xact_lock(4801)`);
    const before = await userById(t, id, true);
    const demoting = request.role !== undefined && request.role !== 'owner' && before.role === 'owner';
    const deactivating = request.active === false && before.active;
    if ((demoting || deactivating) && id === actor.userId)
      throw new ApiError(409, 'bad_request', apiMessages.ownAccount, 'id');
    if ((demoting || deactivating) && before.role === 'owner' && !(await anotherOwner(t, id)))
      throw new ApiError(409, 'bad_request', apiMessages.lastOwner, 'role');
    const [after] = await t
      .update(adminUsers)
      .set({
        ...(request.name !== undefined ? { name: request.name } : {}),
        ...(request.role !== undefined ? { role: request.role } : {}),
        ...(request.active !== undefined ? { active: request.active } : {}),
      })
      .where(eq(adminUsers.id, id))
      .returning();
    if (deactivating) await t.delete(adminSessions).where(eq(adminSessions.userId, id));
    const what = deactivating
      ? `Deactivated ${after!.email}; their sessions ended.`
      : request.active === true && !before.active
        ? `Reactivated ${after!.email}.`
        : `Changed ${after!.email}${request.role && request.role !== before.role ? ` to ${staffRoleLabels[request.role]}` : ''}.`;
    await audit(
      t,
      actor,
      { kind: 'user.update', record: `user ${id}`, summary: what, before: auditView(before), after: auditView(after!) },
      new Date(now),
    );
    return after!;
  });
  return toStaffUser(deps.db, updated, now);
}

/** Resets an account's password: the old one stops working, its sessions and lockout end, and a new link is made. */
export async function resetStaffPassword(deps: StaffDeps, id: number, actor: AuditActor): Promise<StaffLinkResponse> {
  const now = deps.now();
  const { user, link } = await deps.db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await userById(t, id, true);
    const [user] = await t
      .update(adminUsers)
      .set({ passwordHash: unsetHash(), failedLogins: 0, lockedUntil: null })
      .where(eq(adminUsers.id, id))
      .returning();
    await t.delete(adminSessions).where(eq(adminSessions.userId, id));
    const link = await newLink(t, id, now);
    await audit(
      t,
      actor,
      {
        kind: 'user.reset-password',
        record: `user ${id}`,
        summary: `Reset the password of ${user!.email}; their sessions ended.`,
      },
      new Date(now),
    );
    return { user: user!, link };
  });
  return { user: await toStaffUser(deps.db, user, now), link };
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

const weak = (password: string, user: UserRow) => {
  const problem = passwordProblem(password, { email: user.email, name: user.name });
  if (problem) throw new ApiError(400, 'bad_request', `password: ${problem}`, 'password');
};

/** Sets the password through a link, which then stops working. */
export async function usePasswordLink(
  deps: StaffDeps,
  token: string,
  password: string,
  address: string | null,
): Promise<void> {
  const now = deps.now();
  const { user } = await liveLink(deps.db, token, now);
  weak(password, user);
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

/** Changes the signed-in account's password (its current one required); its other sessions end. */
export async function changeOwnPassword(
  deps: StaffDeps,
  staff: StaffIdentity,
  request: ChangePasswordRequest,
  actor: AuditActor,
): Promise<void> {
  const user = await userById(deps.db, staff.userId);
  if (!(await verifyPassword(request.current, user.passwordHash)))
    throw new ApiError(400, 'bad_request', apiMessages.currentPasswordWrong, 'current');
  weak(request.password, user);
  if (request.password === request.current)
    throw new ApiError(400, 'bad_request', 'password: Choose a password different from the current one.', 'password');
  const hash = await hashPassword(request.password);
  await deps.db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await t.update(adminUsers).set({ passwordHash: hash }).where(eq(adminUsers.id, user.id));
    await t.delete(adminSessions).where(and(eq(adminSessions.userId, user.id), ne(adminSessions.id, staff.sessionId)));
    await audit(
      t,
      actor,
      {
        kind: 'password.change',
        record: `user ${user.id}`,
        summary: 'Changed their password; other sessions ended.',
      },
      new Date(deps.now()),
    );
  });
}

/** The signed-in account's live sessions, this one first. */
export async function ownSessions(deps: StaffDeps, staff: StaffIdentity): Promise<{ sessions: StaffSession[] }> {
  const rows = await deps.db
    .select()
    .from(adminSessions)
    .where(and(eq(adminSessions.userId, staff.userId), gt(adminSessions.expiresAt, new Date(deps.now()))))
    .orderBy(asc(adminSessions.createdAt));
  const sessions = rows.map((row) => ({
    id: row.id.slice(0, 8),
    current: row.id === staff.sessionId,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    address: row.address,
  }));
  return { sessions: [...sessions.filter((s) => s.current), ...sessions.filter((s) => !s.current)] };
}

/** Ends the signed-in account's other sessions; answers how many ended. */
export async function signOutOthers(
  deps: StaffDeps,
  staff: StaffIdentity,
  actor: AuditActor,
): Promise<{ ended: number }> {
  return deps.db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const ended = await t
      .delete(adminSessions)
      .where(and(eq(adminSessions.userId, staff.userId), ne(adminSessions.id, staff.sessionId)))
      .returning({ id: adminSessions.id });
    await audit(
      t,
      actor,
      {
        kind: 'sessions.sign-out-others',
        record: `user ${staff.userId}`,
        summary: `Signed out ${ended.length} other session${ended.length === 1 ? '' : 's'}.`,
      },
      new Date(deps.now()),
    );
    return { ended: ended.length };
  });
}
