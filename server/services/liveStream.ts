/**
 * One server-sent events response: the headers, `retry:` (how soon the browser reconnects), events with their `id:`,
 * a heartbeat event every `heartbeatMs` (so the page can tell a quiet stream from a dead one, and proxies keep the
 * connection open), and a bound on what may wait unsent: a reader that falls that far behind is disconnected, and its
 * browser reconnects with the last event id it read and resumes from there (./availabilityFeed.ts).
 */
import type { ServerResponse } from 'node:http';
import { liveEvents } from '../../machines/api/live.schema';

/** How soon a browser reconnects after the connection drops, ms (the stream's `retry:`). */
export const LIVE_RETRY_MS = 1_000;

/** Bytes that may wait unsent for one reader before it is disconnected. */
export const LIVE_MAX_PENDING_BYTES = 512 * 1024;

export interface LiveStreamOptions {
  heartbeatMs: number;
  maxPendingBytes?: number;
  /** Called once when the stream ends (the reader left, fell behind, or the server closes it). */
  onEnd: () => void;
}

export class LiveStream {
  private ended = false;
  private readonly timer: NodeJS.Timeout;
  private readonly maxPending: number;

  constructor(
    private readonly raw: ServerResponse,
    private readonly options: LiveStreamOptions,
  ) {
    this.maxPending = options.maxPendingBytes ?? LIVE_MAX_PENDING_BYTES;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // Proxies such as nginx would otherwise hold the events back to fill a buffer.
      'x-accel-buffering': 'no',
      // A stream's connection serves nothing after it: closed with it, it does not hold a stopping server.
      connection: 'close',
    });
    raw.on('close', () => this.end());
    raw.write(`retry: ${LIVE_RETRY_MS}\n\n`);
    this.timer = setInterval(() => this.write(`event: ${liveEvents.heartbeat}\ndata: {}\n\n`), options.heartbeatMs);
    this.timer.unref();
  }

  /** Sends one event; `data` is one line of JSON. */
  event(id: number, name: string, data: string): void {
    this.write(`id: ${id}\nevent: ${name}\ndata: ${data}\n\n`);
  }

  /** Ends the response (the browser will reconnect unless the page closed it). */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    clearInterval(this.timer);
    if (!this.raw.writableEnded) this.raw.end();
    this.options.onEnd();
  }

  private write(text: string): void {
    if (this.ended) return;
    if (this.raw.writableLength > this.maxPending) {
      // Too far behind: cut it off rather than keep its backlog; the reconnect resumes from its last event.
      this.raw.destroy();
      this.end();
      return;
    }
    this.raw.write(text);
  }
}
