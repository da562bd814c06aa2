/** The server's settings from its environment (see README, "Server and database"). */
import { resolve } from 'node:path';
import type { PaymentConfig } from './services/payment';

export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite's data folder (ignored with databaseUrl). */
  dataDir: string;
  /** postgres://... for a PostgreSQL server, else undefined (PGlite). */
  databaseUrl: string | undefined;
  distDir: string;
  payment: PaymentConfig;
  /** Proxy addresses or CIDRs whose X-Forwarded-For is trusted (TRUST_PROXY, comma-separated), so rate limits see visitors' addresses. */
  trustProxy: string[];
  /**
   * The server's clock (ms). `CLOCK_START` (an ISO instant, for demos and end-to-end tests) starts it at that instant
   * and lets it run on; without it, the real clock.
   */
  now: () => number;
}

/** A clock that starts at `start` (ISO instant) and runs on, or the real clock; a bad value is refused loudly. */
function clockFrom(start: string | undefined): () => number {
  if (!start) return Date.now;
  const at = Date.parse(start);
  if (Number.isNaN(at)) throw new Error(`CLOCK_START must be an ISO date and time such as 2026-11-21T10:00:00+05:30 (got "${start}").`);
  const offset = at - Date.now();
  return () => Date.now() + offset;
}

/** Reads the settings; `argv` may override the port and the folder (`--port 4180 --dir dist`). */
export function readConfig(env: NodeJS.ProcessEnv, argv: readonly string[] = []): ServerConfig {
  const arg = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    const value = i > -1 ? argv[i + 1] : undefined;
    return value && !value.startsWith('--') ? value : undefined;
  };
  const blank = (value: string | undefined) => (value && value.trim() !== '' ? value : undefined);
  return {
    port: Number(arg('port') ?? env.PORT ?? 4173),
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: blank(env.DATABASE_URL),
    distDir: resolve(arg('dir') ?? 'dist'),
    trustProxy: (env.TRUST_PROXY ?? '').split(',').map((a) => a.trim()).filter(Boolean),
    now: clockFrom(blank(env.CLOCK_START)),
    payment: {
      keyId: blank(env.RAZORPAY_KEY_ID),
      keySecret: blank(env.RAZORPAY_KEY_SECRET),
      webhookSecret: blank(env.RAZORPAY_WEBHOOK_SECRET),
      apiBase: blank(env.RAZORPAY_API_BASE),
    },
  };
}
