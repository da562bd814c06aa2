/**
 * The app's one real clock. Machines and screens take "now"/"today" as input; containers read it here,
 * and stories and tests pin it instead (stories/fixtures/clock.ts). The server sets its own clock source before
 * rendering a page (its CLOCK_START), so served HTML and the browser agree on "today".
 */
let source: () => number = () => Date.now();

/** Replaces the clock's source (the server's render entry does, with its own clock). */
export function setClockSource(next: () => number): void {
  source = next;
}

export function now(): Date {
  return new Date(source());
}

/** Milliseconds since the epoch, for ids such as the order id. */
export function nowMs(): number {
  return source();
}
