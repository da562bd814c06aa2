import { useMemo, useState } from 'react';
import type { WaitlistPanelProps } from '../../../design-system/screens/AdminDashboardScreen';
import type { AdminWaitlist } from '../../../machines/waitlist/waitlist.schema';
import { adminWaitlistGroups } from '../../../machines/waitlist/waitlist.view';
import { listWaitlist, removeWaitlistEntry } from '../../adapters/adminWaitlistApi';
import { waitlistToasts } from '../../content/waitlist';
import { useToast } from '../../toasts';
import { useResource } from './useResource';
import { adminErrorText } from './adminErrorText';

/**
 * The dashboard's waiting list (Bookings tab): the list from the server (a resource machine), and Remove, confirmed
 * in a dialog, then the list as it now stands. `refresh` reads it again (after a booking changed elsewhere).
 */
export function useAdminWaitlist(): WaitlistPanelProps & { refresh: () => void } {
  const { push } = useToast();
  const waitlist = useResource<AdminWaitlist>(() => listWaitlist(), {});
  const [removing, setRemoving] = useState<{ id: number; busy: boolean; error?: string } | null>(null);
  const groups = useMemo(() => (waitlist.data ? adminWaitlistGroups(waitlist.data.entries) : null), [waitlist.data]);
  const entry = removing ? waitlist.data?.entries.find((e) => e.id === removing.id) : undefined;
  const slotLabel = groups?.find((g) => g.people.some((p) => p.id === removing?.id))?.slotLabel ?? '';

  return {
    status: waitlist.status,
    groups,
    errorText: waitlist.error,
    onRetry: () => waitlist.actor.send({ type: 'user.retry' }),
    refresh: () => waitlist.actor.send({ type: 'data.refresh' }),
    onRemove: (id) => setRemoving({ id, busy: false }),
    removeDialog:
      removing && entry ? { ...removing, name: entry.name, slotLabel, offered: entry.status === 'offered' } : null,
    onRemoveDismiss: () => setRemoving(null),
    onRemoveConfirm: () => {
      if (!removing || !entry || removing.busy) return;
      setRemoving({ id: removing.id, busy: true });
      removeWaitlistEntry(removing.id).then(
        () => {
          setRemoving(null);
          push(waitlistToasts.removed(entry.name, entry.status === 'offered'));
          waitlist.actor.send({ type: 'data.refresh' });
        },
        (error: unknown) => setRemoving({ id: removing.id, busy: false, error: adminErrorText(error) }),
      );
    },
  };
}
