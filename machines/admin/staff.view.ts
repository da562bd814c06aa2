/**
 * The User Management and Activity screens' view rules: an account's row texts, the add form's checks (the server's
 * own schema) and the activity row texts. Pure: the time is an input.
 */
import { auditKindLabels, staffCreateRequestSchema, type ActivityRow, type StaffUser } from '../api/staff.schema';
import { formatKolkataDateTime } from '../time/dates';
import { staffRoleLabels } from './roles';

/** One account's row texts. */
export function staffRow(user: StaffUser, selfEmail: string | null) {
  const sessions =
    user.sessions === 1 ? '1 session' : user.sessions === 0 ? 'No sessions' : `${user.sessions} sessions`;
  return {
    id: user.id,
    name: user.name || user.email,
    email: user.email,
    role: user.role,
    roleLabel: staffRoleLabels[user.role],
    active: user.active,
    lockedText: user.lockedUntil ? `Locked until ${formatKolkataDateTime(Date.parse(user.lockedUntil))}` : null,
    statusText: user.passwordSet ? sessions : 'Waiting for the set-password link',
    self: user.email === selfEmail,
  };
}

export type StaffFormValues = { name: string; email: string; role: string };

/** The add form's field errors by the server's schema (first message per field), or none. */
export function staffFormErrors(values: StaffFormValues): Partial<Record<keyof StaffFormValues, string>> {
  const result = staffCreateRequestSchema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<keyof StaffFormValues, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof StaffFormValues;
    errors[field] ??= field === 'role' ? 'Choose a role: owner, manager or front desk.' : issue.message;
  }
  return errors;
}

/** The set-password link's texts: the full address on `origin`, and until when it works. */
export function linkView(forWho: string, url: string, expiresAt: string, origin: string) {
  return {
    forWho,
    url: `${origin}${url}`,
    expiresText: `Works once, until ${formatKolkataDateTime(Date.parse(expiresAt))}.`,
  };
}

/** One activity row's texts. */
export function activityRow(row: ActivityRow) {
  return {
    id: row.id,
    when: formatKolkataDateTime(Date.parse(row.at)),
    who: row.actor,
    kindLabel: auditKindLabels[row.kind],
    summary: row.summary,
    record: row.record ?? '',
    address: row.address ?? '',
  };
}

/** 'Showing 20 of 45 changes'. */
export const activityCount = (shown: number, total: number) =>
  `Showing ${shown} of ${total} change${total === 1 ? '' : 's'}`;
