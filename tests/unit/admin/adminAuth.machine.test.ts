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
} from '../../../machines/admin/adminAuth.machine';

const demo = { email: 'admin@pod.example', password: 'demo-pass' };
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function login() {
  const clock = new SimulatedClock();
  const stored: number[] = [];
  const actor = createActor(adminLoginMachine.provide({ actions: { storeSession: () => void stored.push(1) } }), {
    input: { demoCredentials: demo },
    clock,
  });
  const emitted: AdminEmitted[] = [];
  actor.on('*', (e: AnyEventObject) => emitted.push(e as AdminEmitted));
  actor.start();
  const fill = (email: string, password: string) => {
    actor.send({ type: 'user.changeField', field: 'email', value: email });
    actor.send({ type: 'user.changeField', field: 'password', value: password });
  };
  return { actor, clock, emitted, stored, fill };
}

describe('admin login', () => {
  it('labels', () => {
    expect(SIGNING_IN_LABEL).toBe('Signing in...');
    expect(GUARD_LOADING_LABEL).toBe('Loading...');
    expect(SHELL_AUTHENTICATING_LABEL).toBe('Authenticating...');
    expect(ADMIN_LOGIN_DELAY_MS).toBe(1500);
  });

  it('invalid fields stay editing with per-field errors and no delay', () => {
    const { actor, emitted } = login();
    actor.send({ type: 'user.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors).toEqual({ email: 'Email is required', password: 'Password is required' });
    actor.send({ type: 'user.changeField', field: 'email', value: 'admin' });
    expect(actor.getSnapshot().context.errors).toEqual({ password: 'Password is required' });
    expect(emitted).toEqual([]);
  });

  it('the password toggle shows and hides', () => {
    const { actor } = login();
    actor.send({ type: 'user.togglePassword' });
    expect(actor.getSnapshot().context.showPassword).toBe(true);
    actor.send({ type: 'user.togglePassword' });
    expect(actor.getSnapshot().context.showPassword).toBe(false);
  });

  it('correct credentials: busy 1.5 s, stores the session, toast, dashboard', () => {
    const { actor, clock, emitted, stored, fill } = login();
    fill(' Admin@POD.example ', 'demo-pass');
    actor.send({ type: 'user.submit' });
    expect(selectSigningIn(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'user.submit' });
    clock.increment(1499);
    expect(emitted).toEqual([]);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('success');
    expect(stored).toEqual([1]);
    expect(emitted).toEqual([
      { type: 'toast', title: 'Login Successful', description: 'Welcome to The Admin Panel', variant: 'default' },
      { type: 'navigate', to: '/admin/dashboard' },
    ]);
  });

  it('wrong credentials: Login Failed after 1.5 s, editable again', () => {
    const { actor, clock, emitted, stored, fill } = login();
    fill('admin@pod.example', 'wrong');
    actor.send({ type: 'user.submit' });
    clock.increment(1500);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(selectSigningIn(actor.getSnapshot())).toBe(false);
    expect(stored).toEqual([]);
    expect(emitted).toEqual([
      { type: 'toast', title: 'Login Failed', description: 'Invalid credentials. Please try again.', variant: 'destructive' },
    ]);
  });
});

function guard(result: boolean | 'error') {
  const cleared: number[] = [];
  const actor = createActor(
    adminGuardMachine.provide({
      actors: {
        checkSession: fromPromise<boolean>(async () => {
          if (result === 'error') throw new Error('storage blocked');
          return result;
        }),
      },
      actions: { clearSession: () => void cleared.push(1) },
    }),
  );
  const emitted: AdminEmitted[] = [];
  actor.on('*', (e: AnyEventObject) => emitted.push(e as AdminEmitted));
  actor.start();
  return { actor, emitted, cleared };
}

describe('admin guard', () => {
  it('checking then allowed', async () => {
    const { actor, emitted } = guard(true);
    expect(selectGuardStatus(actor.getSnapshot())).toBe('checking');
    await flush();
    expect(selectGuardStatus(actor.getSnapshot())).toBe('allowed');
    expect(emitted).toEqual([]);
  });

  it.each([false, 'error'] as const)('without the flag (%s): redirect to /admin/login', async (result) => {
    const { actor, emitted } = guard(result);
    await flush();
    expect(selectGuardStatus(actor.getSnapshot())).toBe('redirect');
    expect(emitted).toEqual([{ type: 'navigate', to: '/admin/login' }]);
  });

  it.each(['/', '/admin/login'] as const)('logout clears the flag, toasts and goes to %s', async (to) => {
    const { actor, emitted, cleared } = guard(true);
    await flush();
    actor.send({ type: 'user.logout', to });
    expect(selectGuardStatus(actor.getSnapshot())).toBe('loggedOut');
    expect(cleared).toEqual([1]);
    expect(emitted).toEqual([
      { type: 'toast', title: 'Logged Out', description: 'You have been successfully logged out.', variant: 'default' },
      { type: 'navigate', to },
    ]);
  });

  it('logout is ignored while checking', () => {
    const { actor, cleared } = guard(true);
    actor.send({ type: 'user.logout', to: '/' });
    expect(cleared).toEqual([]);
    expect(selectGuardStatus(actor.getSnapshot())).toBe('checking');
  });
});
