/**
 * A small in-process cache of availability answers per sport and date (serialised JSON). A hold or booking change
 * made by this process invalidates its entries at once and is handed to the change listener (the live feed,
 * ./availabilityFeed.ts, which announces it to every process on the database); a change heard from another process
 * is forgotten the same way. Entries also expire after `ttlMs` and never outlive the earliest hold they show, so a
 * change whose announcement was lost, and an expiring hold, show within the TTL (the database constraint, not the
 * cache, is what prevents double booking).
 */
import { addDays } from '../../machines/time/dates';

interface CachedAvailability {
  json: string;
  validUntil: number;
}

/** A change of availability: a sport's dates, or (rates saved) everything. */
export type AvailabilityChange = { sport: string; dates: string[] } | { all: true };

export class AvailabilityCache {
  private readonly entries = new Map<string, CachedAvailability>();
  /** Counts forgets, so an answer read while a change happened is not kept (it may predate the change). */
  private generation = 0;
  /** Told of each change this process makes (set by the live feed). */
  onChange: ((change: AvailabilityChange) => void) | null = null;

  constructor(
    private readonly ttlMs = 2_000,
    private readonly maxEntries = 2_000,
  ) {}

  /** The cached JSON for a sport and date at `now`, or undefined. */
  get(sport: string, date: string, now: number): string | undefined {
    const entry = this.entries.get(`${sport}|${date}`);
    if (!entry) return undefined;
    if (entry.validUntil <= now) {
      this.entries.delete(`${sport}|${date}`);
      return undefined;
    }
    return entry.json;
  }

  /** A mark to pass to `set` with an answer read after taking it. */
  mark(): number {
    return this.generation;
  }

  /**
   * Stores an answer until `now + ttl` or `validUntil`, whichever comes first; not when something was forgotten since
   * `mark` (the answer may have been read before that change).
   */
  set(sport: string, date: string, json: string, now: number, validUntil = Infinity, mark = this.generation): void {
    if (mark !== this.generation) return;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(`${sport}|${date}`, { json, validUntil: Math.min(now + this.ttlMs, validUntil) });
  }

  /** This process changed a sport's dates (a session may run past midnight into the next date): forgets, announces. */
  invalidate(sport: string, dates: Iterable<string>): void {
    const list = [...new Set(dates)];
    this.forget({ sport, dates: list });
    this.onChange?.({ sport, dates: list });
  }

  /** This process changed every answer (rates saved): forgets everything, announces. */
  clear(): void {
    this.forget({ all: true });
    this.onChange?.({ all: true });
  }

  /** Forgets what a change (this process's or another's) touched, without announcing it. */
  forget(change: AvailabilityChange): void {
    this.generation += 1;
    if ('all' in change) return this.entries.clear();
    for (const date of change.dates) {
      this.entries.delete(`${change.sport}|${date}`);
      this.entries.delete(`${change.sport}|${addDays(date, 1)}`);
    }
  }
}
