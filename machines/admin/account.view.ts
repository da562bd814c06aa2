/**
 * Admin > My Account's rules: the change-password form's checks (the same strength rule the server enforces,
 * machines/admin/password.ts) and the texts of a signed-in session. Pure: the time is in the rows.
 */
import type { StaffSession } from '../api/staff.schema';
import { formatKolkataDateTime } from '../time/dates';
import { passwordProblem } from './password';

export const passwordFormFields = ['current', 'password', 'repeat'] as const;
export type PasswordFormField = (typeof passwordFormFields)[number];
export type PasswordFormValues = Record<PasswordFormField, string>;
export type PasswordFormErrors = Partial<Record<PasswordFormField, string>>;

export const emptyPasswordForm: PasswordFormValues = { current: '', password: '', repeat: '' };

/** The form's field errors (first per field), or none: what the server would refuse, said before sending. */
export function passwordFormErrors(
  values: PasswordFormValues,
  account: { email: string; name: string },
): PasswordFormErrors {
  const errors: PasswordFormErrors = {};
  if (values.current === '') errors.current = 'Enter your current password.';
  const problem = passwordProblem(values.password, account);
  if (problem) errors.password = problem;
  else if (values.password === values.current) errors.password = 'Choose a password different from the current one.';
  if (!errors.password && values.repeat !== values.password)
    errors.repeat = 'This is not the same as the new password. Type it again.';
  return errors;
}

/** The field a refusal of the server names ('password: Use at least ...', or the wrong current password). */
export function passwordFailureErrors(field: string | undefined, message: string): PasswordFormErrors | undefined {
  if (field === 'current') return { current: message };
  if (field === 'password') return { password: message.replace(/^password: /, '') };
  return undefined;
}

/** One signed-in session's texts. */
export function sessionRow(session: StaffSession) {
  return {
    id: session.id,
    current: session.current,
    startedText: `Signed in ${formatKolkataDateTime(Date.parse(session.createdAt))}`,
    endsText: `Ends ${formatKolkataDateTime(Date.parse(session.expiresAt))}`,
    address: session.address ? `From ${session.address}` : 'From an unknown address',
  };
}
export type AccountSessionRow = ReturnType<typeof sessionRow>;
