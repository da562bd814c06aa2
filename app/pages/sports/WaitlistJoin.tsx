import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { fromPromise } from 'xstate';
import { WaitlistDialog } from '../../../design-system/patterns/WaitlistDialog';
import { customerFormFields } from '../../../design-system/patterns/CustomerForm';
import {
  selectWaitlistStatus,
  waitlistJoinMachine,
  type WaitlistFormStatus,
  type WaitlistSlot,
} from '../../../machines/waitlist/waitlistJoin.machine';
import type { WaitlistPerson } from '../../../machines/waitlist/waitlist.schema';
import { waitlistFormView } from '../../../machines/waitlist/waitlist.view';
import { joinWaitlist } from '../../adapters/api/waitlistApi';

export interface WaitlistJoinProps {
  /** The booked or held slot the visitor pressed; null closes the dialog. */
  slot: WaitlistSlot | null;
  /** What the booking form holds already, to fill the fields with. */
  person: Partial<WaitlistPerson>;
  onClose: () => void;
}

const joiningMachine = waitlistJoinMachine.provide({
  actors: { join: fromPromise(({ input }) => joinWaitlist(input)) },
});

/**
 * "Notify me if it frees up" on /sports: the join machine with the server's call, and its dialog. A part of its own
 * (with the waitlist's schemas), fetched when a visitor first presses a booked or held slot.
 */
export default function WaitlistJoin({ slot, person, onClose }: WaitlistJoinProps) {
  const actor = useActorRef(joiningMachine);
  const status = useSelector(actor, selectWaitlistStatus);
  const context = useSelector(actor, (s) => s.context);
  // While the dialog closes it keeps showing what it last showed.
  const [shown, setShown] = useState<WaitlistFormStatus>('editing');
  if (status !== null && status !== shown) setShown(status);

  const open = useEffectEvent((next: WaitlistSlot) => actor.send({ type: 'user.open', slot: next, person }));
  useEffect(() => {
    if (slot) open(slot);
    else actor.send({ type: 'user.close' });
  }, [actor, slot]);

  // A failed check moves focus to the first field it is about.
  useEffect(() => {
    if (status !== 'invalid') return;
    const field = customerFormFields.find((f) => f in context.errors);
    if (field) document.getElementById(`waitlist-${field}`)?.focus();
  }, [status, context.errors]);

  const view = waitlistFormView(status ?? shown, context);
  return (
    <WaitlistDialog
      open={status !== null}
      status={view.status}
      title={view.title}
      slotLabel={view.slotLabel}
      intro={view.intro}
      notice={view.notice}
      values={context.values}
      errors={context.errors}
      onFieldChange={(field, value) => actor.send({ type: 'user.changeField', field, value })}
      onSubmit={() => actor.send({ type: 'user.submit' })}
      onClose={onClose}
    />
  );
}
