import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import {
  adminResourceMachine,
  selectResourceStatus,
  type ResourceParams,
} from '../../../machines/admin/adminResource.machine';

/** A resource machine that loads with `load`. */
export function useResource<D>(load: (params: ResourceParams) => Promise<D>, params: ResourceParams) {
  const [machine] = useState(() =>
    adminResourceMachine.provide({
      actors: { load: fromPromise<unknown, ResourceParams>(({ input }) => load(input)) },
    }),
  );
  const actor = useActorRef(machine, { input: { params } });
  const status = useSelector(actor, selectResourceStatus);
  const data = useSelector(actor, (s) => s.context.data as D | null);
  const error = useSelector(actor, (s) => s.context.error ?? undefined);
  const current = useSelector(actor, (s) => s.context.params);
  return { actor, status, data, error, params: current };
}
