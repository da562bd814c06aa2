/**
 * The app's one real clock. Machines and screens take "now"/"today" as input; containers read it here,
 * and stories and tests pin it instead (stories/fixtures/clock.ts).
 */
export function now(): Date {
  return new Date();
}

/** Milliseconds since the epoch, for ids such as the order id. */
export function nowMs(): number {
  return Date.now();
}
