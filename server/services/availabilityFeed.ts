/**
 * Availability that updates live (issue 45). Every change of a slot (a hold made, paid, released or expired, a
 * visitor's cancel or reschedule, staff's cancel or move, rates saved) reaches the availability cache of this process
 * (./availabilityCache.ts), which hands it here; it is numbered from a database sequence and announced with NOTIFY.
 * Every process on the database hears it (PostgreSQL: one listening connection per process, shared with the content
 * version; PGlite: one process, in process), forgets the cached answers it touched, and pushes the days it changed to
 * the open streams that follow them: a visitor's stream follows one sport on a few dates and gets each changed day
 * whole (as GET /api/availability answers it, computed once per change for every stream); staff streams get every
 * change. Changes are handled one after another, so a stream's days never go back in time.
 *
 * Resuming: the process keeps the last `bufferSize` changes it heard. A stream that reconnects with the last event id
 * it read gets the days changed since (nothing when none did); when that id is older than the changes kept, or from
 * before this process listened, it gets every day it follows. Ids are the sequence's, so they mean the same to every
 * process behind a load balancer.
 *
 * Expiring holds change availability without a write: while streams are open, ./holdExpiryWatch.ts runs the hold
 * cleanup at the next hold's expiry, and the cleanup announces the days it freed like any other change.
 */
import { sql } from 'drizzle-orm';
import { liveEvents, type LiveChange } from '../../machines/api/live.schema';
import type { Database, DatabaseHandle } from '../db/client';
import type { ServerLog } from '../log';
import type { AvailabilityCache, AvailabilityChange } from './availabilityCache';
import { touches, type NumberedChange, type Topic, type VisitorReader } from './availabilityTopics';
import { watchHoldExpiry } from './holdExpiryWatch';
import type { LiveStream } from './liveStream';

/** The NOTIFY channel changes are announced on. */
export const AVAILABILITY_CHANNEL = 'pod_availability';

export interface AvailabilityFeedOptions {
  cache: AvailabilityCache;
  /** A sport's date as GET /api/availability answers it (through the cache). */
  snapshot: (sport: string, date: string) => Promise<string>;
  log: ServerLog;
  /** The clock, ms. */
  now: () => number;
  /** Changes kept for resuming. Default 1,024. */
  bufferSize?: number;
}

/** What the feed needs of the database while it follows it. */
export interface FeedDatabase {
  handle: DatabaseHandle;
  /** Marks expired holds expired (announcing what they freed). */
  expireHolds: () => Promise<unknown>;
}

const rowsOf = <T>(result: unknown) => ((result as { rows?: T[] }).rows ?? []) as T[];

export class AvailabilityFeed {
  private readonly topics = new Map<string, Topic>();
  private readonly staff = new Set<LiveStream>();
  private readonly buffer: NumberedChange[] = [];
  private readonly bufferSize: number;
  /** Every change numbered above this one has been heard (or is in flight to this process). */
  private coveredFrom = Number.MAX_SAFE_INTEGER;
  /** The highest number heard, or `coveredFrom` before any. */
  private head = 0;
  /** Changes are handled in order, one at a time. */
  private queue: Promise<void> = Promise.resolve();
  private database: FeedDatabase | null = null;
  private expiry: ReturnType<typeof watchHoldExpiry> | null = null;
  private readonly visitors = new Map<LiveStream, VisitorReader>();
  /** Waiting for the feed to follow the database (a stream asked for while it started). */
  private readonly waiters = new Set<() => void>();

  constructor(private readonly options: AvailabilityFeedOptions) {
    this.bufferSize = options.bufferSize ?? 1_024;
    options.cache.onChange = (change) => {
      if (this.database) void this.announce(this.database.handle.db, change);
    };
  }

  /** Whether the feed follows the database's changes (streams get nothing before). */
  get following(): boolean {
    return this.database !== null;
  }

  /** Resolves once the feed follows the database, or after `timeoutMs` (then `following` says which). */
  async ready(timeoutMs: number): Promise<void> {
    if (this.following) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.waiters.add(done);
    });
  }

  /** Open streams (visitors' and staff's). */
  get streams(): number {
    return this.visitors.size + this.staff.size;
  }

  /**
   * Follows the database's changes until the returned stop is called: listens, then reads where the sequence stands
   * (every later change will be heard).
   */
  async follow(database: FeedDatabase): Promise<() => Promise<void>> {
    const { handle } = database;
    const unlisten = handle.listen
      ? await handle.listen(
          AVAILABILITY_CHANNEL,
          (payload) => this.heard(payload),
          () => this.enqueue(() => this.resync()),
        )
      : null;
    this.coveredFrom = await this.sequenceValue(handle.db);
    this.head = this.coveredFrom;
    this.database = database;
    for (const wake of [...this.waiters]) wake();
    this.scheduleExpiry();
    return async () => {
      this.database = null;
      this.expiry?.stop();
      this.expiry = null;
      await unlisten?.();
    };
  }

  /** Numbers a change this process made and announces it to every process (this one included). */
  async announce(db: Database, change: AvailabilityChange): Promise<void> {
    const payload = JSON.stringify(change);
    try {
      await db.execute(sql`
        WITH change AS (SELECT nextval('availability_change_seq') AS id)
        SELECT pg_notify(${AVAILABILITY_CHANNEL}, (jsonb_build_object('id', id) || ${payload}::jsonb)::text)
        FROM change`);
    } catch (error) {
      this.options.log.error(
        `availability feed: a change was not announced (${(error as Error).message}); other processes show it within the cache's time`,
      );
    }
  }

  /**
   * Opens a visitor's stream of one sport's dates. A fresh stream (no `lastEventId`) starts with every day; a resumed
   * one with the days changed since that event. Resolves once the first days are sent.
   */
  openVisitor(sport: string, dates: readonly string[], lastEventId: number | null, stream: LiveStream): Promise<void> {
    const reader: VisitorReader = { topics: [], sent: new Map(), stream };
    this.visitors.set(stream, reader);
    this.scheduleExpiry();
    return this.enqueue(async () => {
      if (!this.visitors.has(stream)) return;
      reader.topics = dates.map((date) => this.topic(sport, date));
      for (const topic of reader.topics) topic.readers.add(reader);
      for (const topic of reader.topics) await this.refresh(topic);
      if (lastEventId !== null && this.knows(lastEventId)) {
        // The browser shows every day as it was at its last event: only the days changed since are sent.
        for (const topic of reader.topics)
          if (!this.changedSince(lastEventId, [topic])) reader.sent.set(topic, topic.version);
      }
      this.flush(reader, this.head);
    });
  }

  /** Forgets a visitor's stream. */
  closeVisitor(stream: LiveStream): void {
    const reader = this.visitors.get(stream);
    if (!reader) return;
    this.visitors.delete(stream);
    for (const topic of reader.topics) {
      topic.readers.delete(reader);
      if (topic.readers.size === 0) this.topics.delete(`${topic.sport}|${topic.date}`);
    }
  }

  /** Opens a staff stream: every change from now on; resumed, a change of everything when any was missed. */
  openStaff(lastEventId: number | null, stream: LiveStream): Promise<void> {
    this.staff.add(stream);
    return this.enqueue(async () => {
      if (lastEventId !== null && (!this.knows(lastEventId) || this.changedSince(lastEventId, null)))
        stream.event(this.head, liveEvents.change, JSON.stringify({ all: true } satisfies LiveChange));
    });
  }

  /** Forgets a staff stream. */
  closeStaff(stream: LiveStream): void {
    this.staff.delete(stream);
  }

  /** Ends every open stream (the server is stopping). */
  endAll(): void {
    for (const stream of [...this.staff, ...this.visitors.keys()]) stream.end();
  }

  private heard(payload: string): void {
    let change: NumberedChange;
    try {
      change = JSON.parse(payload) as NumberedChange;
    } catch {
      return;
    }
    if (!Number.isSafeInteger(change.id)) return;
    this.options.cache.forget(change);
    this.buffer.push(change);
    if (this.buffer.length > this.bufferSize) {
      const dropped = this.buffer.shift()!;
      // A browser whose last event is older than what is kept cannot be told exactly what it missed.
      this.coveredFrom = Math.max(this.coveredFrom, dropped.id);
    }
    if (change.id > this.head) this.head = change.id;
    void this.enqueue(() => this.deliver(change));
  }

  /** The listening connection was lost and is back: what it missed is unknown, so every day is read again. */
  private async resync(): Promise<void> {
    if (!this.database) return;
    const id = await this.sequenceValue(this.database.handle.db);
    this.coveredFrom = Math.max(this.coveredFrom, id);
    this.head = Math.max(this.head, id);
    this.options.cache.forget({ all: true });
    await this.deliver({ all: true, id: this.head });
  }

  private async deliver(change: NumberedChange): Promise<void> {
    const touched = [...this.topics.values()].filter((topic) => touches(change, topic));
    for (const topic of touched) await this.refresh(topic);
    const readers = new Set(touched.flatMap((topic) => [...topic.readers]));
    for (const reader of readers) this.flush(reader, change.id);
    const data = JSON.stringify('all' in change ? { all: true } : { sport: change.sport, dates: change.dates });
    for (const stream of this.staff) stream.event(change.id, liveEvents.change, data);
  }

  /** Sends a reader the days whose answer changed since it was last sent them, as one event. */
  private flush(reader: VisitorReader, id: number): void {
    const days = reader.topics.filter((topic) => topic.json !== null && reader.sent.get(topic) !== topic.version);
    if (days.length === 0) return;
    for (const topic of days) reader.sent.set(topic, topic.version);
    reader.stream.event(id, liveEvents.availability, `[${days.map((topic) => topic.json).join(',')}]`);
  }

  private topic(sport: string, date: string): Topic {
    const key = `${sport}|${date}`;
    let topic = this.topics.get(key);
    if (!topic) {
      topic = { sport, date, json: null, version: 0, readers: new Set() };
      this.topics.set(key, topic);
    }
    return topic;
  }

  private async refresh(topic: Topic): Promise<void> {
    try {
      const json = await this.options.snapshot(topic.sport, topic.date);
      if (json !== topic.json) {
        topic.json = json;
        topic.version += 1;
      }
    } catch (error) {
      // While the server stops, the database closes under a last change: nothing to say then.
      if (this.database)
        this.options.log.error(
          `availability feed: ${topic.sport} on ${topic.date} not read (${(error as Error).message})`,
        );
    }
  }

  /** Whether the process can say what changed after change `id`. */
  private knows(id: number): boolean {
    return id >= this.coveredFrom && id <= this.head;
  }

  private changedSince(id: number, topics: readonly Topic[] | null): boolean {
    return this.buffer.some((change) => change.id > id && (!topics || topics.some((t) => touches(change, t))));
  }

  private enqueue(step: () => Promise<void>): Promise<void> {
    const next = this.queue.then(step, step);
    this.queue = next.catch((error: Error) => this.options.log.error(`availability feed: ${error.message}`));
    return next;
  }

  private async sequenceValue(db: Database): Promise<number> {
    const [row] = rowsOf<{ last_value: string | number; is_called: boolean }>(
      await db.execute(sql`SELECT last_value, is_called FROM availability_change_seq`),
    );
    return row?.is_called ? Number(row.last_value) : 0;
  }

  /** Starts the hold-expiry watch while visitors follow days (it ends by itself once none does). */
  private scheduleExpiry(): void {
    const database = this.database;
    if ((this.expiry && !this.expiry.stopped()) || !database || this.visitors.size === 0) return;
    this.expiry = watchHoldExpiry({
      db: database.handle.db,
      expireHolds: database.expireHolds,
      wanted: () => this.database === database && this.visitors.size > 0,
      now: this.options.now,
      log: this.options.log,
    });
  }
}
