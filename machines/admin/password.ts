/**
 * The password rule for staff accounts, shared by the set-password and change-password forms and the server: at
 * least 12 characters, not only one repeated character, not the account's email or name, and not a password from
 * the breached lists' most common entries.
 */

export const MIN_PASSWORD_LENGTH = 12;

/** The most common passwords of public breach lists that are 12 characters or longer, lower-cased. */
const BREACHED = new Set([
  '123456789012',
  '1234567890123',
  'qwertyuiopasdfgh',
  'qwertyuiop123',
  'password1234',
  'password12345',
  'passwordpassword',
  'iloveyou1234',
  'administrator',
  'admin1234567',
  'welcome12345',
  'letmein12345',
  'sunshine1234',
  'football1234',
  'qwerty123456',
  '1q2w3e4r5t6y',
  'abcdefghijkl',
  'abc123456789',
  'changeme1234',
  'pod-demo-2026',
]);

/** Why `password` is too weak for the account, or null when it is strong enough. */
export function passwordProblem(password: string, account: { email?: string; name?: string } = {}): string | null {
  if (password.length < MIN_PASSWORD_LENGTH)
    return `Use at least ${MIN_PASSWORD_LENGTH} characters (this one has ${password.length}).`;
  if (password.length > 256) return 'Use at most 256 characters.';
  const lower = password.toLowerCase();
  if (new Set(lower).size <= 2) return 'Use more than one or two different characters.';
  if (BREACHED.has(lower)) return 'This password is on public lists of breached passwords. Choose another.';
  const local = account.email?.split('@')[0]?.toLowerCase() ?? '';
  if ((local.length >= 4 && lower.includes(local)) || (account.email && lower === account.email.toLowerCase()))
    return 'Do not use your email address in your password.';
  const name = account.name?.trim().toLowerCase() ?? '';
  if (name.length >= 4 && lower.includes(name)) return 'Do not use your name in your password.';
  return null;
}
