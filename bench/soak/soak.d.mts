/** Types of soak.mjs (the several-processes soak shared by bench/soak.mjs and tests/api/soak.test.ts). */
export declare const UPSTREAM_LOST: 'upstream_lost';

export interface SoakProxy {
  url: string;
  /** Which backends take requests now. */
  up(): boolean[];
  /** How many requests each backend has answered. */
  answered(): number[];
  close(): Promise<void>;
}
export declare function startProxy(backends: string[], options?: { healthEveryMs?: number }): Promise<SoakProxy>;

export interface SoakRequest {
  kind: string;
  /** 0: no answer. */
  status: number;
  code: string | null;
  ms: number;
  /** When it was sent, ms after the soak started. */
  at: number;
}
export interface SoakConfirmed {
  holdId: string;
  paymentId: string;
  bookingIds: string[];
}
export interface SoakReport {
  seconds: number;
  concurrency: number;
  requests: SoakRequest[];
  confirmed: SoakConfirmed[];
  retried: { holdId: string; paymentId: string; status: number; code: string | null }[];
  /** When `halfway` began, and when the process it killed had ended (ms after the start). */
  killStartedAt: number | null;
  killedAt: number | null;
  restartedAt: number | null;
  wallMs: number;
}
export declare function runSoak(options: {
  url: string;
  seconds: number;
  concurrency: number;
  /** The servers' date in India, 'YYYY-MM-DD'. */
  today: string;
  /** How many days ahead the servers book (BOOKING_DAYS_AHEAD). */
  daysAhead: number;
  /** Kills a process (calling `killed()` once it has ended) and starts it again. */
  halfway: (killed: () => void) => Promise<void>;
}): Promise<SoakReport>;

export interface SoakCheck {
  overlaps: number;
  bookingsConfirmed: number;
  bookingsLost: number;
  paymentsCaptured: number;
  paymentsLost: number;
  serverErrors: number;
  lostInFlight: number;
  lostOutsideKill: number;
  retriedNotConfirmed: number;
}
export declare function checkSoak(
  query: (text: string, params?: unknown[]) => Promise<Record<string, number>[]>,
  report: SoakReport,
): Promise<SoakCheck>;
export declare function errorKinds(report: SoakReport): Record<string, number>;
export declare function percentile(values: number[], p: number): number;
export declare function soakLines(report: SoakReport, check: SoakCheck): string[];
