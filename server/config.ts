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
    payment: {
      keyId: blank(env.RAZORPAY_KEY_ID),
      keySecret: blank(env.RAZORPAY_KEY_SECRET),
      webhookSecret: blank(env.RAZORPAY_WEBHOOK_SECRET),
      apiBase: blank(env.RAZORPAY_API_BASE),
    },
  };
}
