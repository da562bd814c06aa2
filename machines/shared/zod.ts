/**
 * zod, as every schema in machines/ and app/ imports it: configured before any schema is defined. Without its
 * compiled fast path (`jitless`), zod never probes `new Function`, which the site's CSP (no 'unsafe-eval') reports
 * as a violation on every page even though zod catches it. Importing zod through this module (not 'zod' directly)
 * makes the setting run first whatever order the bundler evaluates chunks in.
 */
import { config } from 'zod';

config({ jitless: true });

export * from 'zod';
export { z } from 'zod';
