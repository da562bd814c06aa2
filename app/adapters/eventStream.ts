/**
 * Server-sent events for the live-updates machine (machines/shared/liveUpdates.machine.ts): its `stream` actor as an
 * EventSource on the address the followed key names. Each event named `event` is parsed into items, each sent back as
 * `stream.data`; a heartbeat or a (re)connection is `stream.alive`. The browser reconnects a dropped connection by
 * itself (with the last event id, so the server sends what changed meanwhile); a stream it gives up on (the server
 * refused it), or no EventSource at all, is `stream.failed`, and the machine polls instead. Nothing here runs before
 * the actor starts, so no page reads `EventSource` while it renders.
 */
import { fromCallback } from 'xstate';
import { liveEvents } from '../../machines/api/live.schema';
import type { LiveKeyInput, LiveUpdatesEvent } from '../../machines/shared/liveUpdates.machine';

export interface EventStreamOptions {
  /** The stream's address for a key. */
  url: (key: string) => string;
  /** The name of the events that carry data. */
  event: string;
  /** An event's data as the items the machine hands on (throws when it is not what the stream sends). */
  parse: (data: string) => Promise<readonly unknown[]>;
}

export function eventStreamActor({ url, event, parse }: EventStreamOptions) {
  return fromCallback<LiveUpdatesEvent, LiveKeyInput>(({ input, sendBack }) => {
    if (typeof EventSource === 'undefined') {
      sendBack({ type: 'stream.failed' });
      return undefined;
    }
    let stopped = false;
    const source = new EventSource(url(input.key));
    const alive = () => sendBack({ type: 'stream.alive' });
    source.addEventListener('open', alive);
    source.addEventListener(liveEvents.heartbeat, alive);
    source.addEventListener(event, (message) => {
      parse((message as MessageEvent<string>).data).then(
        (items) => {
          if (!stopped) for (const data of items) sendBack({ type: 'stream.data', data });
        },
        // An event that does not parse is skipped; the next one carries the whole day again.
        () => undefined,
      );
    });
    source.addEventListener('error', () => {
      if (source.readyState === EventSource.CLOSED && !stopped) sendBack({ type: 'stream.failed' });
    });
    return () => {
      stopped = true;
      source.close();
    };
  });
}
