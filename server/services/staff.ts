/**
 * Staff accounts: what the account services share (User Management in staffAccounts.ts, the set-password links in
 * passwordLinks.ts, each account's own password and sessions in ownAccount.ts). Every change is one transaction with
 * its audit row.
 */
import { eq } from 'drizzle-orm';
import { passwordProblem } from '../../machines/admin/password';
import { apiMessages } from '../../machines/api/errors';
import type { Database } from '../db/client';
import { adminUsers } from '../db/schema';
import { ApiError } from '../errors';

export interface StaffDeps {
  db: Database;
  now: () => number;
}

export type UserRow = typeof adminUsers.$inferSelect;

/** The account `id` (locked in the caller's transaction with `lock`), or 404. */
export async function userById(db: Database, id: number, lock = false): Promise<UserRow> {
  const query = db.select().from(adminUsers).where(eq(adminUsers.id, id));
  const [user] = lock ? await query.for('update') : await query;
  if (!user) throw new ApiError(404, 'not_found', apiMessages.staffNotFound, 'id');
  return user;
}

/** 400 naming the problem when `password` is too weak for the account (machines/admin/password.ts). */
export const refuseWeakPassword = (password: string, user: UserRow) => {
  const problem = passwordProblem(password, { email: user.email, name: user.name });
  if (problem) throw new ApiError(400, 'bad_request', `password: ${problem}`, 'password');
};
