/**
 * A small in-process cache of availability answers per sport and date (serialised JSON), invalidated by every hold
 * or booking change made by this process. Entries also expire after `ttlMs` and never outlive the earliest hold they
 * show, so other server processes' changes and expiring holds show within the TTL (the database constraint, not the
 * cache, is what prevents double booking).
 */
import { addDays } from '../../machines/time/dates';

interface Entry {
  json: string;
  validUntil: number;
}

export class AvailabilityCache {
  private readonly entries = new Map<string, Entry>();

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

  /** Stores an answer until `now + ttl` or `validUntil`, whichever comes first. */
  set(sport: string, date: string, json: string, now: number, validUntil = Infinity): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(`${sport}|${date}`, { json, validUntil: Math.min(now + this.ttlMs, validUntil) });
  }

  /** Forgets a sport's dates touched by sessions (a session may run past midnight into the next date). */
  invalidate(sport: string, dates: Iterable<string>): void {
    for (const date of dates) {
      this.entries.delete(`${sport}|${date}`);
      this.entries.delete(`${sport}|${addDays(date, 1)}`);
    }
  }

  /** Forgets everything. */
  clear(): void {
    this.entries.clear();
  }
}
