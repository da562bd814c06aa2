/**
 * A server-sent events reader for the API tests: opens a stream over real HTTP (app.inject waits for a response to
 * end, which a stream never does) and hands out its events one by one, as a browser's EventSource would see them.
 */
import { expect } from 'vitest';

export interface LiveEvent {
  id: string | null;
  event: string;
  data: string;
}

export interface LiveReader {
  status: number;
  /** The next event whose name is one of `names` (others are skipped), or null when none came within `timeoutMs`. */
  next(names?: string[], timeoutMs?: number): Promise<LiveEvent | null>;
  /** The last `id:` read, as the browser would send it back in Last-Event-ID. */
  lastEventId: string | null;
  close(): void;
}

/** Opens `url` as an event stream (with `headers`, e.g. a Last-Event-ID or an admin's cookie). */
export async function openLive(url: string, headers: Record<string, string> = {}): Promise<LiveReader> {
  const abort = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const queue: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  const reader: LiveReader = {
    status: res.status,
    lastEventId: null,
    async next(names = ['availability', 'change'], timeoutMs = 1_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const index = queue.findIndex((e) => names.includes(e.event));
        if (index >= 0) return queue.splice(0, index + 1).pop()!;
        const left = deadline - Date.now();
        if (left <= 0) return null;
        await new Promise<void>((wake) => {
          const timer = setTimeout(wake, left);
          waiters.add(() => (clearTimeout(timer), wake()));
        });
      }
    },
    close: () => abort.abort(),
  };
  if (res.status !== 200 || !res.body) return reader;
  void (async () => {
    const decoder = new TextDecoder();
    let text = '';
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        text += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = text.indexOf('\n\n')) >= 0) {
          const block = text.slice(0, end);
          text = text.slice(end + 2);
          const event: LiveEvent = { id: null, event: 'message', data: '' };
          for (const line of block.split('\n')) {
            const [field, ...rest] = line.split(':');
            const value = rest.join(':').replace(/^ /, '');
            if (field === 'id') event.id = value;
            if (field === 'event') event.event = value;
            if (field === 'data') event.data = value;
          }
          if (event.id !== null) reader.lastEventId = event.id;
          if (event.data !== '') queue.push(event);
          waiters.forEach((wake) => wake());
          waiters.clear();
        }
      }
    } catch {
      // Closed by the test or the server.
    }
  })();
  return reader;
}

/** The days of an `availability` event. */
export function daysOf(event: LiveEvent | null): { sport: string; date: string; courts: Court[] }[] {
  expect(event?.event).toBe('availability');
  return JSON.parse(event!.data) as { sport: string; date: string; courts: Court[] }[];
}

interface Court {
  court: number;
  slots: { time: string; state: string }[];
}

/** A slot's state in a day of an event. */
export function stateIn(day: { courts: Court[] } | undefined, court: number, time: string): string | undefined {
  return day?.courts.find((c) => c.court === court)?.slots.find((s) => s.time === time)?.state;
}
