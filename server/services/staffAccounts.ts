/**
 * User Management (owners only): list, add, change and reset staff accounts. Every change is one transaction with its
 * audit row. A new or reset account gets a one-time set-password link (passwordLinks.ts). Deactivating an account or
 * resetting its password ends its sessions at once.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, ne, sql } from 'drizzle-orm';
import { staffRoleLabels, type StaffRole } from '../../machines/admin/roles';
import { apiMessages } from '../../machines/api/errors';
import type {
  StaffCreateRequest,
  StaffLinkResponse,
  StaffUpdateRequest,
  StaffUser,
} from '../../machines/api/staff.schema';
import type { Database } from '../db/client';
import { adminSessions, adminUsers } from '../db/schema';
import { ApiError, sqlState } from '../errors';
import { normaliseEmail } from './adminAuth';
import { audit, type AuditActor } from './audit';
import { newLink } from './passwordLinks';
import { userById, type StaffDeps, type UserRow } from './staff';

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
