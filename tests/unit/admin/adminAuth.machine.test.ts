import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, type AnyEventObject } from 'xstate';
import {
  ADMIN_LOGIN_DELAY_MS,
  adminGuardMachine,
  adminLoginMachine,
  GUARD_LOADING_LABEL,
  selectGuardStatus,
  selectSigningIn,
  SHELL_AUTHENTICATING_LABEL,
  SIGNING_IN_LABEL,
  type AdminEmitted,
  type SignInResult,
} from '../../../machines/admin/adminAuth.machine';
import type { AdminCredentials } from '../../../machines/forms/forms.rules';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A login machine whose server answers `answer` (or never, until `resolve` is called). */
function login(answer: SignInResult | 'throw' | 'manual' = { ok: true }) {
  const clock = new SimulatedClock();
  const asked: AdminCredentials[] = [];
  let resolve: (result: SignInResult) => void = () => {};
  const actor = createActor(
    adminLoginMachine.provide({
      actors: {
        signIn: fromPromise<SignInResult, AdminCredentials>(async ({ input }) => {
          asked.push(input);
          if (answer === 'throw') throw new Error('offline');
          if (answer === 'manual') return new Promise<SignInResult>((r) => (resolve = r));
          return answer;
        }),
      },
    }),
    { clock },
  );
  const emitted: AdminEmitted[] = [];
  actor.on('*', (e: AnyEventObject) => emitted.push(e as AdminEmitted));
  actor.start();
  const fill = (email: string, password: string) => {
    actor.send({ type: 'user.changeField', field: 'email', value: email });
    actor.send({ type: 'user.changeField', field: 'password', value: password });
  };
  return { actor, clock, emitted, asked, fill, resolve: (r: SignInResult) => resolve(r) };
}

describe('admin login', () => {
  it('labels', () => {
    expect(SIGNING_IN_LABEL).toBe('Signing in...');
    expect(GUARD_LOADING_LABEL).toBe('Loading...');
    expect(SHELL_AUTHENTICATING_LABEL).toBe('Authenticating...');
    expect(ADMIN_LOGIN_DELAY_MS).toBe(1500);
  });

  it('invalid fields stay editing with per-field errors, no request and no toast', async () => {
    const { actor, emitted, asked } = login();
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    actor.send({ type: 'user.changeField', field: 'email', value: 'admin' });
    expect(actor.getSnapshot().context.errors).toEqual({ password: 'Password is required' });
    actor.send({ type: 'user.changeField', field: 'password', value: 'x' });
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'Please enter a valid email address' });
    await flush();
    expect(asked).toEqual([]);
    expect(emitted).toEqual([]);
  });

  it('the password toggle shows and hides', () => {
    const { actor } = login();
    actor.send({ type: 'user.togglePassword' });
    expect(actor.getSnapshot().context.showPassword).toBe(true);
    actor.send({ type: 'user.togglePassword' });
    expect(actor.getSnapshot().context.showPassword).toBe(false);
  });

  it('accepted: asks the server with the trimmed email, stays busy for 1.5 s, then toast and dashboard', async () => {
    const { actor, clock, emitted, asked, fill } = login({ ok: true });
    fill(' admin@pod.example ', 'pod-demo-2026');
    actor.send({ type: 'user.submit' });
    expect(selectSigningIn(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'user.submit' });
    await flush();
    expect(asked).toEqual([{ email: 'admin@pod.example', password: 'pod-demo-2026' }]);
    clock.increment(1499);
    expect(emitted).toEqual([]);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('success');
    expect(emitted).toEqual([
      { type: 'toast', title: 'Login Successful', description: 'Welcome to The Admin Panel', variant: 'default' },
      { type: 'navigate', to: '/admin/dashboard' },
    ]);
  });

  it('a slow server keeps the button busy past 1.5 s until it answers', async () => {
    const { actor, clock, emitted, fill, resolve } = login('manual');
    fill('admin@pod.example', 'pod-demo-2026');
    actor.send({ type: 'user.submit' });
    await flush();
    clock.increment(5000);
    expect(selectSigningIn(actor.getSnapshot())).toBe(true);
    expect(emitted).toEqual([]);
    resolve({ ok: true });
    await flush();
    expect(actor.getSnapshot().value).toBe('success');
  });

  it('wrong credentials: Login Failed after 1.5 s, editable again', async () => {
    const { actor, clock, emitted, fill } = login({
      ok: false,
      reason: 'invalid',
      message: 'Invalid credentials. Please try again.',
    });
    fill('admin@pod.example', 'wrong');
    actor.send({ type: 'user.submit' });
    await flush();
    clock.increment(1500);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectSigningIn(actor.getSnapshot())).toBe(false);
    expect(emitted).toEqual([
      {
        type: 'toast',
        title: 'Login Failed',
        description: 'Invalid credentials. Please try again.',
        variant: 'destructive',
      },
    ]);
  });

  it.each([
    [
      {
        ok: false,
        reason: 'limited',
        message: 'Too many sign-in attempts from this address. Please wait a minute and try again.',
      },
      'Too many sign-in attempts from this address. Please wait a minute and try again.',
    ],
    ['throw', 'Could not reach the server. Please try again.'],
  ] as const)('too many attempts or no server: Login Failed says why (%#)', async (answer, description) => {
    const { actor, clock, emitted, fill } = login(answer as SignInResult | 'throw');
    fill('admin@pod.example', 'pod-demo-2026');
    actor.send({ type: 'user.submit' });
    await flush();
    clock.increment(1500);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(emitted).toEqual([{ type: 'toast', title: 'Login Failed', description, variant: 'destructive' }]);
  });
});

function guard(session: boolean | 'error', signOut: 'ok' | 'error' = 'ok') {
  const signedOut: number[] = [];
  const actor = createActor(
    adminGuardMachine.provide({
      actors: {
        checkSession: fromPromise<boolean>(async () => {
          if (session === 'error') throw new Error('offline');
          return session;
        }),
        signOut: fromPromise<void>(async () => {
          signedOut.push(1);
          if (signOut === 'error') throw new Error('offline');
        }),
      },
    }),
  );
  const emitted: AdminEmitted[] = [];
  actor.on('*', (e: AnyEventObject) => emitted.push(e as AdminEmitted));
  actor.start();
  return { actor, emitted, signedOut };
}

describe('admin guard', () => {
  it('checking then allowed', async () => {
    const { actor, emitted } = guard(true);
    expect(selectGuardStatus(actor.getSnapshot())).toBe('checking');
    await flush();
    expect(selectGuardStatus(actor.getSnapshot())).toBe('allowed');
    expect(emitted).toEqual([]);
  });

  it.each([false, 'error'] as const)('without a session (%s): redirect to /admin/login', async (result) => {
    const { actor, emitted } = guard(result);
    await flush();
    expect(selectGuardStatus(actor.getSnapshot())).toBe('redirect');
    expect(emitted).toEqual([{ type: 'navigate', to: '/admin/login' }]);
  });

  it.each(['/', '/admin/login'] as const)(
    'logout ends the session on the server, toasts and goes to %s',
    async (to) => {
      const { actor, emitted, signedOut } = guard(true);
      await flush();
      actor.send({ type: 'user.logout', to });
      expect(selectGuardStatus(actor.getSnapshot())).toBe('loggingOut');
      await flush();
      expect(selectGuardStatus(actor.getSnapshot())).toBe('loggedOut');
      expect(signedOut).toEqual([1]);
      expect(emitted).toEqual([
        {
          type: 'toast',
          title: 'Logged Out',
          description: 'You have been successfully logged out.',
          variant: 'default',
        },
        { type: 'navigate', to },
      ]);
    },
  );

  it('a logout the server did not receive says so and stays signed in', async () => {
    const { actor, emitted } = guard(true, 'error');
    await flush();
    actor.send({ type: 'user.logout', to: '/' });
    await flush();
    expect(selectGuardStatus(actor.getSnapshot())).toBe('allowed');
    expect(emitted).toEqual([
      {
        type: 'toast',
        title: 'Logout Failed',
        description: 'Could not reach the server, so you are still signed in. Please try again.',
        variant: 'destructive',
      },
    ]);
  });

  it('an expired session redirects to sign-in', async () => {
    const { actor, emitted } = guard(true);
    await flush();
    actor.send({ type: 'session.expired' });
    expect(selectGuardStatus(actor.getSnapshot())).toBe('redirect');
    expect(emitted).toEqual([{ type: 'navigate', to: '/admin/login' }]);
  });

  it('logout is ignored while checking', () => {
    const { actor, signedOut } = guard(true);
    actor.send({ type: 'user.logout', to: '/' });
    expect(signedOut).toEqual([]);
    expect(selectGuardStatus(actor.getSnapshot())).toBe('checking');
  });
});
