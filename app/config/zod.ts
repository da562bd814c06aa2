/**
 * zod's schemas, as the browser runs them: without its compiled fast path. That path probes `new Function` once,
 * and the site's CSP (no 'unsafe-eval') reports the probe as a violation on every page even though zod catches it.
 * Imported first by app/main.tsx, before any schema parses. The server keeps zod's default.
 */
import { config } from 'zod';

config({ jitless: true });
