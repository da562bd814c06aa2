import { assign, enqueueActions, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { validateAdminLogin, type AdminCredentials, type FieldErrors } from '../forms/forms.rules';
import type { ToastEmitted } from '../shared/toast';

/**
 * Admin login and guard (machine 4). Two small machines:
 *
 * `adminLoginMachine`: editing --user.submit (valid fields)--> submitting --1.5 s (named delay `loginDelay`)-->
 *   success (credentials match the one demo pair from the input: action `storeSession`, toast "Login Successful",
 *   navigate to /admin/dashboard) | editing (toast "Login Failed"). Invalid fields stay in editing with per-field
 *   errors (no toast). The button reads "Signing in..." while submitting.
 *
 * `adminGuardMachine`: checking --(actor `checkSession` resolves true)--> allowed | redirect (navigate to
 *   /admin/login). While checking the dashboard shows "Loading..." and the shell "Authenticating...".
 *   `user.logout` {to}: action `clearSession`, toast "Logged Out", navigate to `to` ('/' from the dashboard,
 *   '/admin/login' from the sidebar).
 *
 * Provided by the app with `.provide()`: actions `storeSession` / `clearSession` (the storage flag) and actor
 * `checkSession` (fromPromise<boolean>: is the flag set?).
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
} as const;

export type AdminNavigate = { type: 'navigate'; to: string };
export type AdminEmitted = ToastEmitted | AdminNavigate;

// ---------------------------------------------------------------------------------------------------------------
// Login

export interface AdminLoginInput {
  /** The one demo pair shown on the page (from the app's config). */
  demoCredentials: AdminCredentials;
}

export interface AdminLoginContext {
  demo: AdminCredentials;
  email: string;
  password: string;
  showPassword: boolean;
  errors: FieldErrors<'email' | 'password'>;
}

export type AdminLoginEvent =
  | { type: 'user.changeField'; field: 'email' | 'password'; value: string }
  | { type: 'user.togglePassword' }
  | { type: 'user.submit' };

export const adminLoginMachine = setup({
  types: {
    context: {} as AdminLoginContext,
    events: {} as AdminLoginEvent,
    input: {} as AdminLoginInput,
    emitted: {} as AdminEmitted,
  },
  delays: {
    loginDelay: ADMIN_LOGIN_DELAY_MS,
  },
  guards: {
    fieldsValid: ({ context }) => validateAdminLogin(context) === null,
    credentialsMatch: ({ context }) =>
      context.email.trim().toLowerCase() === context.demo.email.trim().toLowerCase() && context.password === context.demo.password,
  },
  actions: {
    /** Replace with `.provide()`: set the admin flag in browser storage. */
    storeSession: () => {},
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
    announceFailure: enqueueActions(({ enqueue }) => {
      enqueue.emit({ type: 'toast', ...adminToasts.loginFailed, variant: 'destructive' });
    }),
  },
}).createMachine({
  id: 'adminLogin',
  context: ({ input }) => ({
    demo: input.demoCredentials,
    email: '',
    password: '',
    showPassword: false,
    errors: {},
  }),
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
    /** Busy for 1.5 s: the button reads Signing in.... */
    submitting: {
      after: {
        loginDelay: [
          { guard: 'credentialsMatch', target: 'success', actions: ['storeSession', 'announceSuccess'] },
          { target: 'editing', actions: 'announceFailure' },
        ],
      },
    },
    success: { type: 'final' },
  },
});

export type AdminLoginSnapshot = SnapshotFrom<typeof adminLoginMachine>;

/** True while signing in (the button is busy and reads Signing in...). */
export function selectSigningIn(snapshot: AdminLoginSnapshot): boolean {
  return snapshot.matches('submitting');
}

// ---------------------------------------------------------------------------------------------------------------
// Guard and logout

export type AdminGuardEvent = { type: 'user.logout'; to: '/' | typeof ADMIN_LOGIN_PATH };

export const adminGuardMachine = setup({
  types: {
    events: {} as AdminGuardEvent,
    emitted: {} as AdminEmitted,
  },
  actors: {
    /** Replace with `.provide()`: resolves true when the admin flag is set. */
    checkSession: fromPromise<boolean>(async () => false),
  },
  actions: {
    /** Replace with `.provide()`: remove the admin flag. */
    clearSession: () => {},
    redirectToLogin: enqueueActions(({ enqueue }) => {
      enqueue.emit({ type: 'navigate', to: ADMIN_LOGIN_PATH });
    }),
    announceLogout: enqueueActions(({ event, enqueue }) => {
      enqueue.emit({ type: 'toast', ...adminToasts.loggedOut, variant: 'default' });
      enqueue.emit({ type: 'navigate', to: event.to });
    }),
  },
}).createMachine({
  id: 'adminGuard',
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
        'user.logout': { target: 'loggedOut', actions: ['clearSession', 'announceLogout'] },
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

/** 'checking' | 'allowed' | 'redirect' | 'loggedOut'. */
export function selectGuardStatus(snapshot: AdminGuardSnapshot): 'checking' | 'allowed' | 'redirect' | 'loggedOut' {
  if (snapshot.matches('allowed')) return 'allowed';
  if (snapshot.matches('redirect')) return 'redirect';
  if (snapshot.matches('loggedOut')) return 'loggedOut';
  return 'checking';
}
