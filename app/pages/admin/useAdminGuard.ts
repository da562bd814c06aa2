import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import {
  adminGuardMachine,
  selectGuardStatus,
  type AdminEmitted,
  type LogoutTarget,
} from '../../../machines/admin/adminAuth.machine';
import { getSession, signOut, subscribeUnauthorized } from '../../adapters/adminApi';
import { handOverToast, useToast } from '../../toasts';

/** The guard with the server's session check and logout. */
const guardMachine = adminGuardMachine.provide({
  actors: {
    checkSession: fromPromise(async () => (await getSession()) !== null),
    signOut: fromPromise(() => signOut()),
  },
});

/**
 * Runs the admin guard: asks the server for the session, sends the visitor to /admin/login without one (also when
 * any later call answers 401), and carries out logout (toast, then home or the sign-in page).
 */
export function useAdminGuard() {
  const navigate = useNavigate();
  const { push } = useToast();
  const guard = useActorRef(guardMachine);
  const status = useSelector(guard, selectGuardStatus);

  useEffect(() => {
    // A toast is shown with the navigation that follows it: outside /admin it is handed to the public site's queue.
    let pending: AdminEmitted | null = null;
    const subscription = guard.on('*', (event: AdminEmitted) => {
      if (event.type === 'toast') {
        pending = event;
        queueMicrotask(() => {
          if (pending?.type === 'toast')
            push({ title: pending.title, description: pending.description, variant: pending.variant });
          pending = null;
        });
      } else if (event.type === 'navigate') {
        if (pending?.type === 'toast' && !event.to.startsWith('/admin')) {
          handOverToast({ title: pending.title, description: pending.description, variant: pending.variant });
          pending = null;
        }
        void navigate(event.to, { replace: event.to === '/admin/login' });
      }
    });
    const unsubscribe = subscribeUnauthorized(() => guard.send({ type: 'session.expired' }));
    return () => {
      subscription.unsubscribe();
      unsubscribe();
    };
  }, [guard, navigate, push]);

  return { status, logout: (to: LogoutTarget) => guard.send({ type: 'user.logout', to }) };
}
