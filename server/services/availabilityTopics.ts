/**
 * What the live availability feed (./availabilityFeed.ts) keeps per followed day: a sport's date, its last answer and
 * the streams reading it, and whether a change reaches it.
 */
import { addDays } from '../../machines/time/dates';
import type { AvailabilityChange } from './availabilityCache';
import type { LiveStream } from './liveStream';

/** A change with its number. */
export type NumberedChange = AvailabilityChange & { id: number };

/** One sport's date that open streams follow: its last answer and how often that answer changed. */
export interface Topic {
  sport: string;
  date: string;
  json: string | null;
  version: number;
  readers: Set<VisitorReader>;
}

export interface VisitorReader {
  topics: Topic[];
  /** The version of each topic this reader was last sent. */
  sent: Map<Topic, number>;
  stream: LiveStream;
}

/** Whether a change touches a followed day (a session may run past midnight into the next date). */
export function touches(change: AvailabilityChange, topic: Topic): boolean {
  if ('all' in change) return true;
  return change.sport === topic.sport && change.dates.some((d) => d === topic.date || addDays(d, 1) === topic.date);
}
