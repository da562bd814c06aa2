import { useEffect, useState } from 'react';
import type { AdminSession } from '../../../machines/api/admin.schema';
import { getSession } from '../../adapters/adminApi';

/**
 * The signed-in account (its role decides which sidebar entries and screens show), asked of the server once the
 * guard allowed the page; null until it answers.
 */
export function useStaffSession(signedIn: boolean): AdminSession | null {
  const [session, setSession] = useState<AdminSession | null>(null);
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    getSession().then(
      (answer) => live && setSession(answer),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [signedIn]);
  return session;
}
