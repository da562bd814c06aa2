/**
 * zod, as every schema in machines/, app/ and server/ imports it: zod/mini, the functional API (`z.optional(s)`,
 * `s.check(z.minLength(1))`) that lets the bundler keep only the parts of zod a page's schemas use, configured before
 * any schema is defined. Without its compiled fast path (`jitless`), zod never probes `new Function`, which the
 * site's CSP (no 'unsafe-eval') reports as a violation on every page even though zod catches it. Importing zod
 * through this module (not 'zod/mini' directly) makes the setting run first whatever order the bundler evaluates
 * chunks in.
 *
 * zod/mini loads no locale: an issue whose schema sets no message of its own reads "Invalid input". The server loads
 * zod's English messages for its API answers (server/errors.ts); the pages show only the schemas' own messages.
 */
import { config } from 'zod/mini';

config({ jitless: true });

export * from 'zod/mini';
export { z } from 'zod/mini';
