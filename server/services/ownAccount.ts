/** The signed-in account's own password and sessions (every staff member, whatever their role). */
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import { apiMessages } from '../../machines/api/errors';
import type { ChangePasswordRequest, StaffSession } from '../../machines/api/staff.schema';
import type { Database } from '../db/client';
import { adminSessions, adminUsers } from '../db/schema';
import { ApiError } from '../errors';
import { hashPassword, verifyPassword, type StaffIdentity } from './adminAuth';
import { audit, type AuditActor } from './audit';
import { refuseWeakPassword, userById, type StaffDeps } from './staff';

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
  refuseWeakPassword(request.password, user);
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
