import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { FieldErrors } from '../forms/forms.messages';
import type { AdminCredentials } from '../forms/forms.rules';
import { validateAdminLogin } from '../forms/forms.schema';
import type { ToastEmitted } from '../shared/toast';

/**
 * Admin sign-in and guard (machine 4). The server decides: the app provides the actors that call it.
 *
 * `adminLoginMachine`: editing --user.submit (valid fields)--> submitting: actor `signIn` asks the server while the
 *   button reads "Signing in..." for at least 1.5 s (named delay `loginDelay`), then
 *   success (toast "Login Successful", navigate to /admin/dashboard) | editing (toast "Login Failed" with the reason:
 *   invalid credentials, too many attempts, or the server unreachable). Invalid fields stay in editing with
 *   per-field errors (no toast, no request).
 *
 * `adminGuardMachine`: checking --(actor `checkSession` resolves true)--> allowed | redirect (navigate to
 *   /admin/login). While checking the dashboard shows "Loading..." and the shell "Authenticating...".
 *   `user.logout` {to}: actor `signOut` ends the session on the server, then toast "Logged Out" and navigate to `to`
 *   ('/' from the dashboard, '/admin/login' from the sidebar); if the server cannot be reached, toast
 *   "Logout Failed" and stay. `session.expired` (any call answered 401): redirect.
 *
 * Emitted: `toast` ({@link ToastEmitted}) and `navigate` {to}.
 */

export const ADMIN_LOGIN_DELAY_MS = 1500;
export const SIGNING_IN_LABEL = 'Signing in...';
export const GUARD_LOADING_LABEL = 'Loading...';
export const SHELL_AUTHENTICATING_LABEL = 'Authenticating...';
export const ADMIN_LOGIN_PATH = '/admin/login';
export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';

export const adminToasts = {
  loginSuccess: { title: 'Login Successful', description: 'Welcome to The Admin Panel' },
  loginFailed: { title: 'Login Failed', description: 'Invalid credentials. Please try again.' },
  loggedOut: { title: 'Logged Out', description: 'You have been successfully logged out.' },
  logoutFailed: {
    title: 'Logout Failed',
    description: 'Could not reach the server, so you are still signed in. Please try again.',
  },
} as const;

export type AdminNavigate = { type: 'navigate'; to: string };
export type AdminEmitted = ToastEmitted | AdminNavigate;

// ---------------------------------------------------------------------------------------------------------------
// Login

/** What the server said to a sign-in: accepted, or refused with a reason and a message for people. */
export type SignInResult = { ok: true } | { ok: false; reason: 'invalid' | 'limited' | 'error'; message: string };

export interface AdminLoginContext {
  email: string;
  password: string;
  showPassword: boolean;
  errors: FieldErrors<'email' | 'password'>;
  /** The server's answer to the sign-in under way (null until it arrives). */
  result: SignInResult | null;
  /** True once the minimum busy time has passed. */
  delayDone: boolean;
}

export type AdminLoginEvent =
  | { type: 'user.changeField'; field: 'email' | 'password'; value: string }
  | { type: 'user.togglePassword' }
  | { type: 'user.submit' };

export const adminLoginMachine = setup({
  types: {
    context: {} as AdminLoginContext,
    events: {} as AdminLoginEvent,
    emitted: {} as AdminEmitted,
  },
  delays: {
    loginDelay: ADMIN_LOGIN_DELAY_MS,
  },
  actors: {
    /** Replace with `.provide()`: asks the server. Must resolve (a rejection counts as the server unreachable). */
    signIn: fromPromise<SignInResult, AdminCredentials>(async () => ({
      ok: false,
      reason: 'error',
      message: 'No sign-in service.',
    })),
  },
  guards: {
    fieldsValid: ({ context }) => validateAdminLogin(context) === null,
    accepted: ({ context }) => context.delayDone && context.result?.ok === true,
    refused: ({ context }) => context.delayDone && context.result?.ok === false,
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'user.changeField') return {};
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { [event.field]: event.value, errors };
    }),
    togglePassword: assign({ showPassword: ({ context }) => !context.showPassword }),
    showFieldErrors: assign({ errors: ({ context }) => validateAdminLogin(context) ?? {} }),
    announceSuccess: enqueueActions(({ enqueue }) => {
      enqueue.emit({ type: 'toast', ...adminToasts.loginSuccess, variant: 'default' });
      enqueue.emit({ type: 'navigate', to: ADMIN_DASHBOARD_PATH });
    }),
    announceFailure: enqueueActions(({ context, enqueue }) => {
      const result = context.result;
      const description =
        result && !result.ok && result.reason !== 'invalid' ? result.message : adminToasts.loginFailed.description;
      enqueue.emit({ type: 'toast', title: adminToasts.loginFailed.title, description, variant: 'destructive' });
    }),
  },
}).createMachine({
  id: 'adminLogin',
  context: { email: '', password: '', showPassword: false, errors: {}, result: null, delayDone: false },
  initial: 'editing',
  on: {
    'user.togglePassword': { actions: 'togglePassword' },
  },
  states: {
    editing: {
      on: {
        'user.changeField': { actions: 'setField' },
        'user.submit': [{ guard: 'fieldsValid', target: 'submitting' }, { actions: 'showFieldErrors' }],
      },
    },
    /** The button reads Signing in... until the server answered and 1.5 s have passed. */
    submitting: {
      entry: assign({ result: null, delayDone: false }),
      invoke: {
        src: 'signIn',
        input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
        onDone: { actions: assign({ result: ({ event }) => event.output }) },
        onError: {
          actions: assign({
            result: { ok: false, reason: 'error', message: 'Could not reach the server. Please try again.' },
          }),
        },
      },
      after: { loginDelay: { actions: assign({ delayDone: true }) } },
      always: [
        { guard: 'accepted', target: 'success', actions: 'announceSuccess' },
        { guard: 'refused', target: 'editing', actions: 'announceFailure' },
      ],
    },
    success: { type: 'final' },
  },
});

export type AdminLoginSnapshot = SnapshotFrom<typeof adminLoginMachine>;

/** True while signing in (the button is busy and reads Signing in...). */
export function selectSigningIn(snapshot: AdminLoginSnapshot): boolean {
  return snapshot.matches('submitting') || snapshot.matches('success');
}

// ---------------------------------------------------------------------------------------------------------------
// Guard and logout

export type LogoutTarget = '/' | typeof ADMIN_LOGIN_PATH;

export type AdminGuardEvent = { type: 'user.logout'; to: LogoutTarget } | { type: 'session.expired' };

export const adminGuardMachine = setup({
  types: {
    context: {} as { logoutTo: LogoutTarget },
    events: {} as AdminGuardEvent,
    emitted: {} as AdminEmitted,
  },
  actors: {
    /** Replace with `.provide()`: resolves true when the server knows this browser's session. */
    checkSession: fromPromise<boolean>(async () => false),
    /** Replace with `.provide()`: ends the session on the server. */
    signOut: fromPromise<void>(async () => {}),
  },
  actions: {
    redirectToLogin: enqueueActions(({ enqueue }) => {
      enqueue.emit({ type: 'navigate', to: ADMIN_LOGIN_PATH });
    }),
    announceLogout: enqueueActions(({ context, enqueue }) => {
      enqueue.emit({ type: 'toast', ...adminToasts.loggedOut, variant: 'default' });
      enqueue.emit({ type: 'navigate', to: context.logoutTo });
    }),
    announceLogoutFailure: enqueueActions(({ enqueue }) => {
      enqueue.emit({ type: 'toast', ...adminToasts.logoutFailed, variant: 'destructive' });
    }),
  },
}).createMachine({
  id: 'adminGuard',
  context: { logoutTo: '/' },
  initial: 'checking',
  states: {
    /** The dashboard shows Loading..., the shell Authenticating.... */
    checking: {
      invoke: {
        id: 'checkSession',
        src: 'checkSession',
        onDone: [{ guard: ({ event }) => event.output === true, target: 'allowed' }, { target: 'redirect' }],
        onError: 'redirect',
      },
    },
    allowed: {
      on: {
        'user.logout': { target: 'loggingOut', actions: assign({ logoutTo: ({ event }) => event.to }) },
        'session.expired': 'redirect',
      },
    },
    loggingOut: {
      invoke: {
        src: 'signOut',
        onDone: { target: 'loggedOut', actions: 'announceLogout' },
        onError: { target: 'allowed', actions: 'announceLogoutFailure' },
      },
    },
    redirect: {
      entry: 'redirectToLogin',
      type: 'final',
    },
    loggedOut: { type: 'final' },
  },
});

export type AdminGuardSnapshot = SnapshotFrom<typeof adminGuardMachine>;
export type AdminGuardStatus = 'checking' | 'allowed' | 'loggingOut' | 'redirect' | 'loggedOut';

/** Where the guard is. */
export function selectGuardStatus(snapshot: AdminGuardSnapshot): AdminGuardStatus {
  if (snapshot.matches('allowed')) return 'allowed';
  if (snapshot.matches('loggingOut')) return 'loggingOut';
  if (snapshot.matches('redirect')) return 'redirect';
  if (snapshot.matches('loggedOut')) return 'loggedOut';
  return 'checking';
}
