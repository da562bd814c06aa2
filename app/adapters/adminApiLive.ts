/**
 * Staff's live updates (issue 45): `GET /api/admin/live` (the session cookie goes with it), each change of a slot
 * anywhere as an update; while the stream cannot be used, an update every poll, so the dashboard reads its bookings
 * and calendar again. Admin code only.
 */
import { fromPromise } from 'xstate';
import { liveChangeEventSchema, liveEvents, type LiveChange } from '../../machines/api/live.schema';
import { liveUpdatesMachine, type LiveKeyInput } from '../../machines/shared/liveUpdates.machine';
import { eventStreamActor } from './eventStream';

/** How often the dashboard reads again while it has no stream, ms. */
export const ADMIN_LIVE_POLL_MS = 15_000;

export const adminLiveUpdates = liveUpdatesMachine.provide({
  actors: {
    stream: eventStreamActor({
      url: () => '/api/admin/live',
      event: liveEvents.change,
      parse: async (data) => [liveChangeEventSchema.parse(JSON.parse(data))],
    }),
    poll: fromPromise<readonly unknown[], LiveKeyInput>(async () => [{ all: true } satisfies LiveChange]),
  },
});
