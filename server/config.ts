/** The server's settings from its environment (see docs/server.md). */
import { resolve } from 'node:path';
import { adminAccountFromEnv, DEMO_ADMIN, isDemoAccount, type AdminAccountConfig } from './services/adminAuth';
import type { PaymentsMode } from '../machines/checkout/paymentsMode';
import { mailSettingsFrom, type MailSettings } from './services/outboxMail';
import type { PaymentConfig } from './services/payment';

/**
 * 'live': provider orders, signatures checked, refunds through the provider (both keys set). 'demo': today's
 * unverified flow, where no money is taken (PAYMENTS_MODE=demo, or no keys outside production).
 */
export type { PaymentsMode };

export interface ServerConfig {
  port: number;
  host: string;
  /** PGlite's data folder (ignored with databaseUrl). */
  dataDir: string;
  /** postgres://... for a PostgreSQL server, else undefined (PGlite). */
  databaseUrl: string | undefined;
  distDir: string;
  paymentsMode: PaymentsMode;
  /** Provider settings; in demo mode without the keys. */
  payment: PaymentConfig;
  /** Unsafe settings the server starts with anyway (outside production), one line each, for the start's log. */
  warnings: string[];
  /** Proxy addresses or CIDRs whose X-Forwarded-For is trusted (TRUST_PROXY, comma-separated), so rate limits see visitors' addresses. */
  trustProxy: string[];
  /**
   * The server's clock (ms). `CLOCK_START` (an ISO instant, for demos and end-to-end tests) starts it at that instant
   * and lets it run on; without it, the real clock.
   */
  now: () => number;
  /** The design system's Storybook at /storybook (STORYBOOK, STORYBOOK_BUILD). */
  storybook: StorybookConfig;
  /** How often payments are reconciled with the provider, ms (RECONCILE_EVERY, minutes; 0: never). */
  reconcileEveryMs: number;
  /**
   * Fastify's logger (server/log.ts): one JSON line per request and the code's lines on standard output. LOG=on|off;
   * on by default only with NODE_ENV=production.
   */
  log: boolean;
  /** Email through the outbox (SMTP_URL, MAIL_FROM, STAFF_EMAIL): without SMTP_URL messages are kept unsent. */
  mail: MailSettings;
  /** The admin area's sign-in settings (ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_LOGIN_LIMIT, ADMIN_SESSION_HOURS, ...). */
  admin: Required<AdminOptions>;
}

export interface AdminOptions {
  /** The seeded account (for the login page's demo box). Default: ADMIN_EMAIL / ADMIN_PASSWORD or the demo pair. */
  account?: AdminAccountConfig;
  /** Sign-in attempts per minute from one address (0: no limit). Default ADMIN_LOGIN_LIMIT or 30. */
  loginsPerAddress?: number;
  /** Sign-in attempts per minute from one address for one email (0: no limit). Default 5. */
  loginsPerAccount?: number;
  /** Session lifetime in hours. Default ADMIN_SESSION_HOURS or 8. */
  sessionHours?: number;
  /** Secure cookies (HTTPS only). Default: COOKIE_SECURE=true, or NODE_ENV=production unless COOKIE_SECURE=false. */
  secureCookies?: boolean;
  /** Whether /api/admin/login-info may publish the demo pair while it is the account in use. Default: not in production. */
  showDemo?: boolean;
}

/** A number of at least 0 from `value`, or `fallback` when it is unset, blank or not one. */
const nonNegative = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
};

/** The admin settings from the environment, with `overrides` on top. */
export function adminSettingsFrom(env: NodeJS.ProcessEnv, overrides: AdminOptions = {}): Required<AdminOptions> {
  const secure = env.COOKIE_SECURE === 'true' || (env.COOKIE_SECURE !== 'false' && env.NODE_ENV === 'production');
  return {
    account: overrides.account ?? adminAccountFromEnv(env),
    loginsPerAddress: overrides.loginsPerAddress ?? nonNegative(env.ADMIN_LOGIN_LIMIT, 30),
    loginsPerAccount: overrides.loginsPerAccount ?? 5,
    sessionHours: overrides.sessionHours ?? (nonNegative(env.ADMIN_SESSION_HOURS, 8) || 8),
    secureCookies: overrides.secureCookies ?? secure,
    showDemo: overrides.showDemo ?? env.NODE_ENV !== 'production',
  };
}

export interface StorybookConfig {
  /** Served at /storybook: STORYBOOK=on|off; on by default, off by default when NODE_ENV=production. */
  enabled: boolean;
  /**
   * STORYBOOK_BUILD: `auto` (what `npm start` sets) builds the static Storybook in the background when its stamp says
   * it is stale; `never` (the default, so tests, benchmarks and extra servers never start a build) serves the folder
   * as it is.
   */
  build: 'auto' | 'never';
  /** The static Storybook's folder (storybook-static/). */
  dir: string;
  /** The project's root, where the build runs. */
  root: string;
}

/** One of `allowed` (trimmed, case-insensitive), `fallback` when unset or blank; anything else is refused, naming it. */
function choiceFrom<T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  if (value === undefined || value.trim() === '') return fallback;
  const choice = value.trim().toLowerCase();
  if ((allowed as readonly string[]).includes(choice)) return choice as T;
  throw new Error(`${name} must be ${allowed.map((a) => `"${a}"`).join(' or ')} (got "${value}").`);
}

/** The Storybook's settings: on unless STORYBOOK=off, or off in production unless STORYBOOK=on. */
function storybookFrom(env: NodeJS.ProcessEnv): StorybookConfig {
  const production = env.NODE_ENV === 'production';
  const enabled = choiceFrom('STORYBOOK', env.STORYBOOK, ['on', 'off'], production ? 'off' : 'on') === 'on';
  const build = choiceFrom('STORYBOOK_BUILD', env.STORYBOOK_BUILD, ['auto', 'never'], 'never');
  return { enabled, build, dir: resolve('storybook-static'), root: resolve('.') };
}

/** A clock that starts at `start` (ISO instant) and runs on, or the real clock; a bad value is refused loudly. */
function clockFrom(start: string | undefined): () => number {
  if (!start) return Date.now;
  const at = Date.parse(start);
  if (Number.isNaN(at))
    throw new Error(`CLOCK_START must be an ISO date and time such as 2026-11-21T10:00:00+05:30 (got "${start}").`);
  const offset = at - Date.now();
  return () => Date.now() + offset;
}

/**
 * The ports browsers and fetch refuse to connect to (the Fetch standard's "bad port" list). A site there could not
 * be opened in a browser, and its page renderer could not read its own API (the pages would fall back to the
 * seeded content).
 */
const FETCH_BLOCKED_PORTS = new Set([
  1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102, 103, 104, 109, 110,
  111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465, 512, 513, 514, 515, 526, 530, 531, 532,
  540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993, 995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061,
  6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080,
]);

/** RECONCILE_EVERY: minutes between reconciliation passes (default 5; 0 turns them off, with a warning). */
function reconcileEveryFrom(value: string | undefined, warnings: string[]): number {
  if (value === undefined || value.trim() === '') return 5 * 60_000;
  const minutes = Number(value);
  if (!/^\d+(\.\d+)?$/.test(value.trim()) || minutes > 24 * 60)
    throw new Error(`RECONCILE_EVERY must be a number of minutes from 0 to 1440, such as 5 (got "${value}").`);
  if (minutes === 0)
    warnings.push(
      'payments are never reconciled (RECONCILE_EVERY=0): a payment whose confirm never arrived stays unsettled, and a refund the provider refused stays due.',
    );
  return Math.round(minutes * 60_000);
}

/** The port to listen on, from `--port` or PORT: a whole number a browser may open (0: any free port). */
function portFrom(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value.trim()) || port > 65535)
    throw new Error(`The port must be a whole number from 0 to 65535 (got "${value}").`);
  if (FETCH_BLOCKED_PORTS.has(port)) {
    throw new Error(
      `Port ${port} is one that browsers and fetch refuse to open (the Fetch standard's bad ports): choose another, such as 4173.`,
    );
  }
  return port;
}

/**
 * The payments mode, and what is unsafe about the payment and admin settings. With NODE_ENV=production an unsafe
 * setting refuses the start (thrown, one line saying which and what to set): payment keys missing or half set while
 * demo mode was not asked for, PAYMENTS_MODE=live without both keys, or the demo admin account.
 */
function checkSafety(
  env: NodeJS.ProcessEnv,
  keyId: string | undefined,
  keySecret: string | undefined,
): { mode: PaymentsMode; warnings: string[] } {
  const production = env.NODE_ENV === 'production';
  const asked = env.PAYMENTS_MODE?.trim() || undefined;
  if (asked !== undefined && asked !== 'demo' && asked !== 'live')
    throw new Error(`PAYMENTS_MODE must be "demo" or "live" (got "${asked}").`);
  const warnings: string[] = [];
  const half = Boolean(keyId) !== Boolean(keySecret);
  const halfText = half
    ? `only ${keyId ? 'RAZORPAY_KEY_ID' : 'RAZORPAY_KEY_SECRET'} is set; RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET go together`
    : '';
  if (asked === 'live' && (!keyId || !keySecret))
    throw new Error(
      `PAYMENTS_MODE=live needs both payment keys: ${half ? halfText : 'set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET'}.`,
    );
  const mode: PaymentsMode = asked ?? (keyId && keySecret ? 'live' : 'demo');
  if (mode === 'demo' && asked !== 'demo') {
    const why = half ? halfText : 'no payment keys are set (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET)';
    if (production)
      throw new Error(
        `refusing to start in production: ${why}. Set both keys, or PAYMENTS_MODE=demo for a demonstration that takes no money.`,
      );
    warnings.push(`payments in demo mode: ${why}; no money is taken and payments are recorded unverified.`);
  } else if (mode === 'demo') {
    warnings.push(
      `payments in demo mode (PAYMENTS_MODE=demo): no money is taken and payments are recorded unverified${keyId || keySecret ? '; the payment keys are not used' : ''}.`,
    );
  }
  if (isDemoAccount(adminAccountFromEnv(env))) {
    if (production)
      throw new Error(
        `refusing to start in production with the demo admin account (${DEMO_ADMIN.email}): set ADMIN_EMAIL and ADMIN_PASSWORD.`,
      );
    warnings.push(
      `the demo admin account (${DEMO_ADMIN.email}) is in use and its password is shown on the sign-in page: set ADMIN_EMAIL and ADMIN_PASSWORD.`,
    );
  }
  return { mode, warnings };
}

/** Reads the settings; `argv` may override the port and the folder (`--port 4180 --dir dist`). */
export function readConfig(env: NodeJS.ProcessEnv, argv: readonly string[] = []): ServerConfig {
  const arg = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    const value = i > -1 ? argv[i + 1] : undefined;
    return value && !value.startsWith('--') ? value : undefined;
  };
  const blank = (value: string | undefined) => (value && value.trim() !== '' ? value : undefined);
  const keyId = blank(env.RAZORPAY_KEY_ID);
  const keySecret = blank(env.RAZORPAY_KEY_SECRET);
  const { mode, warnings } = checkSafety(env, keyId, keySecret);
  return {
    port: portFrom(arg('port') ?? blank(env.PORT) ?? '4173'),
    host: env.HOST ?? '127.0.0.1',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: blank(env.DATABASE_URL),
    distDir: resolve(arg('dir') ?? 'dist'),
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    now: clockFrom(blank(env.CLOCK_START)),
    storybook: storybookFrom(env),
    reconcileEveryMs: reconcileEveryFrom(env.RECONCILE_EVERY, warnings),
    log: choiceFrom('LOG', env.LOG, ['on', 'off'], env.NODE_ENV === 'production' ? 'on' : 'off') === 'on',
    paymentsMode: mode,
    payment: {
      ...(mode === 'live' ? { keyId, keySecret } : {}),
      webhookSecret: blank(env.RAZORPAY_WEBHOOK_SECRET),
      apiBase: blank(env.RAZORPAY_API_BASE),
    },
    mail: mailSettingsFrom(env),
    admin: adminSettingsFrom(env),
    warnings,
  };
}
