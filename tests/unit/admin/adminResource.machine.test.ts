import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  adminResourceMachine,
  selectResourceStatus,
  type ResourceParams,
} from '../../../machines/admin/adminResource.machine';

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function resource(params: ResourceParams = { page: 1 }) {
  const clock = new SimulatedClock();
  const asked: ResourceParams[] = [];
  let fail = false;
  const actor = createActor(
    adminResourceMachine.provide({
      actors: {
        load: fromPromise<unknown, ResourceParams>(async ({ input }) => {
          asked.push(input);
          if (fail) throw new Error('The booking system cannot reach its database right now.');
          return { rows: [input] };
        }),
      },
    }),
    { input: { params }, clock },
  );
  actor.start();
  return { actor, clock, asked, failNext: (f: boolean) => void (fail = f) };
}

describe('admin resource (a list, the cards, the calendar)', () => {
  it('loads with its parameters, then is ready with the data', async () => {
    const { actor, asked } = resource({ date: '2030-01-07', page: 1 });
    expect(selectResourceStatus(actor.getSnapshot())).toBe('loading');
    await flush();
    expect(selectResourceStatus(actor.getSnapshot())).toBe('ready');
    expect(asked).toEqual([{ date: '2030-01-07', page: 1 }]);
    expect(actor.getSnapshot().context.data).toEqual({ rows: [{ date: '2030-01-07', page: 1 }] });
  });

  it('a filter change loads page 1 at once; a page change keeps the filters', async () => {
    const { actor, asked } = resource({ sport: undefined, page: 1 });
    await flush();
    actor.send({ type: 'user.setParams', params: { page: 3 } });
    await flush();
    actor.send({ type: 'user.setParams', params: { sport: 'tennis' } });
    await flush();
    expect(asked.slice(1)).toEqual([
      { sport: undefined, page: 3 },
      { sport: 'tennis', page: 1 },
    ]);
  });

  it('search waits 300 ms after the last keystroke and asks once', async () => {
    const { actor, clock, asked } = resource({ page: 2 });
    await flush();
    for (const q of ['9', '98', '987']) {
      actor.send({ type: 'user.search', q });
      clock.increment(200);
    }
    await flush();
    expect(asked).toHaveLength(1);
    clock.increment(100);
    await flush();
    expect(asked.slice(1)).toEqual([{ q: '987', page: 1 }]);
  });

  it('keeps the last data while reloading; a failure shows the message, Retry loads again', async () => {
    const { actor, failNext } = resource();
    await flush();
    const first = actor.getSnapshot().context.data;
    failNext(true);
    actor.send({ type: 'data.refresh' });
    expect(actor.getSnapshot().context.data).toBe(first);
    await flush();
    expect(selectResourceStatus(actor.getSnapshot())).toBe('error');
    expect(actor.getSnapshot().context.error).toBe('The booking system cannot reach its database right now.');
    failNext(false);
    actor.send({ type: 'user.retry' });
    await flush();
    expect(selectResourceStatus(actor.getSnapshot())).toBe('ready');
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});
