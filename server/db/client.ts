/**
 * Opens the database with one of two drivers over the same schema and migrations: PGlite (PostgreSQL in
 * WebAssembly, stored in a data folder or in memory) by default, node-postgres when a postgres:// URL is given.
 * Opening runs the migrations and the first-start seed.
 */
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { seedDatabase } from './seed';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** Closes the connection(s); for PGlite, flushes and closes the data folder. */
  close(): Promise<void>;
  /**
   * Calls `onPayload` with each NOTIFY on `channel` (from any process on the database) until the returned stop is
   * called. PostgreSQL: every channel shares one connection of its own, opened again after it is lost; `onResumed` is
   * called once it is listening again (notifications sent meanwhile were lost: read again what they would have said).
   */
  listen?(channel: string, onPayload: (payload: string) => void, onResumed?: () => void): Promise<() => Promise<void>>;
  /** PGlite only: the data folder as a gzipped tar (PGlite's `dumpDataDir`), taken between two statements. */
  dumpDataDir?(): Promise<Blob>;
}

export interface DatabaseOptions {
  /** postgres://... runs on a PostgreSQL server; otherwise PGlite. */
  url?: string;
  /** PGlite's data folder; 'memory://' (the default) keeps it in memory. */
  dataDir?: string;
  /** "Today" for the sample bookings of the first-start seed ('YYYY-MM-DD'). */
  today: string;
  /** Migrations folder; found beside this file (source) or under server/db (bundled build) by default. */
  migrationsFolder?: string;
  /** PGlite only: starts from this dump of a data folder (PGlite's `dumpDataDir`) instead of an empty one. */
  loadDataDir?: Blob;
}

/** The migrations folder, from the source tree or from the bundle in dist-server/. */
export function defaultMigrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [
    resolve(here, 'migrations'),
    resolve(here, '../server/db/migrations'),
    resolve('server/db/migrations'),
  ];
  return candidates.find((dir) => existsSync(resolve(dir, 'meta/_journal.json'))) ?? candidates[0]!;
}

/** Opens, migrates and (on first start) seeds the database. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrationsFolder();
  if (options.url && /^postgres(ql)?:\/\//.test(options.url))
    return openPostgres(options.url, migrationsFolder, options.today);
  return openPglite(options.dataDir ?? 'memory://', migrationsFolder, options.today, options.loadDataDir);
}

/**
 * Refuses a folder with files but no PG_VERSION: PGlite takes such a folder for a new one and creates an empty
 * database over what is there (a partial copy or an interrupted restore would start again empty, its data overwritten).
 * Files whose names start with a dot (the server's lock file) do not count.
 */
function assertWholeDataFolder(dataDir: string): void {
  if (!existsSync(dataDir) || existsSync(resolve(dataDir, 'PG_VERSION'))) return;
  const files = readdirSync(dataDir).filter((name) => !name.startsWith('.'));
  if (files.length > 0)
    throw new Error(
      `it holds ${files.length} files but no PG_VERSION, so it is not a whole PGlite data folder; it is left as it is rather than made into a new, empty database (if its very first start was interrupted, remove the folder and start again)`,
    );
}

async function openPglite(
  dataDir: string,
  migrationsFolder: string,
  today: string,
  loadDataDir?: Blob,
): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const inMemory = dataDir === 'memory://';
  if (!inMemory && !loadDataDir) assertWholeDataFolder(dataDir);
  if (!inMemory) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(inMemory ? undefined : dataDir, { extensions: { btree_gist }, loadDataDir });
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder });
  await seedDatabase(db as unknown as Database, today);
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    close: () => client.close(),
    dumpDataDir: async () => (await client.dumpDataDir('gzip')) as Blob,
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => stop();
    },
  };
}

/** An arbitrary, fixed key for the advisory lock that serialises migrations of several server processes. */
const MIGRATION_LOCK = 7_340_421;

async function openPostgres(url: string, migrationsFolder: string, today: string): Promise<DatabaseHandle> {
  const pg = (await import('pg')).default;
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const lockClient = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await lockClient.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    const lockedDb = drizzle({ client: lockClient, schema });
    await migrate(lockedDb, { migrationsFolder });
    await seedDatabase(lockedDb as unknown as Database, today);
    await lockClient.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]);
  } finally {
    await lockClient.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  pool.on('error', (error) => console.error(`database: idle connection error: ${error.message}`));
  const db = drizzle({ client: pool, schema });
  const listener = new NotificationListener(
    () => new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 }),
    (channel) => `LISTEN ${pg.escapeIdentifier(channel)}`,
    (channel) => `UNLISTEN ${pg.escapeIdentifier(channel)}`,
  );
  return {
    db: db as unknown as Database,
    driver: 'postgres',
    close: async () => {
      await listener.close();
      await pool.end();
    },
    listen: (channel, onPayload, onResumed) => listener.listen(channel, onPayload, onResumed),
  };
}

/** What NotificationListener needs of a node-postgres client. */
interface ListeningClient {
  connect(): Promise<unknown>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
  on(event: 'notification', listener: (message: { channel: string; payload?: string }) => void): unknown;
  on(event: 'error' | 'end', listener: (error?: Error) => void): unknown;
}

interface Subscription {
  channel: string;
  onPayload: (payload: string) => void;
  onResumed?: () => void;
}

/**
 * One connection of its own for every LISTEN of the process (a pooled one would be handed to queries): opened on the
 * first listen, LISTENs each channel once, hands each notification to the channel's subscribers, and after the
 * connection is lost opens a new one (1 s, doubling to 30 s), listens again and tells the subscribers.
 */
class NotificationListener {
  private readonly subscriptions = new Set<Subscription>();
  private client: ListeningClient | null = null;
  private connecting: Promise<ListeningClient> | null = null;
  private retryMs = 1_000;
  private retryTimer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly newClient: () => ListeningClient,
    private readonly listenSql: (channel: string) => string,
    private readonly unlistenSql: (channel: string) => string,
  ) {}

  async listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResumed?: () => void,
  ): Promise<() => Promise<void>> {
    const subscription: Subscription = { channel, onPayload, onResumed };
    const client = await this.connected();
    if (!this.channels().has(channel)) await client.query(this.listenSql(channel));
    this.subscriptions.add(subscription);
    return async () => {
      this.subscriptions.delete(subscription);
      if (!this.channels().has(channel)) await this.client?.query(this.unlistenSql(channel)).catch(() => undefined);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.subscriptions.clear();
    const client = this.client ?? (await this.connecting?.catch(() => null));
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private channels(): Set<string> {
    return new Set([...this.subscriptions].map((s) => s.channel));
  }

  private connected(): Promise<ListeningClient> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.open().finally(() => (this.connecting = null));
    return this.connecting;
  }

  private async open(): Promise<ListeningClient> {
    const client = this.newClient();
    // Before it listens, a failure is the caller's (the promise rejects); after, it is a lost connection.
    let established = false;
    let lost = false;
    const onLost = (error?: Error) => {
      if (!established || lost) return;
      lost = true;
      if (this.client === client) this.client = null;
      void client.end().catch(() => undefined);
      if (this.closed) return;
      console.error(`database: listening connection lost${error ? ` (${error.message})` : ''}; listening again`);
      this.reopenLater();
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', (message) => {
      for (const s of [...this.subscriptions]) if (s.channel === message.channel) s.onPayload(message.payload ?? '');
    });
    await client.connect();
    try {
      for (const channel of this.channels()) await client.query(this.listenSql(channel));
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    established = true;
    this.client = client;
    return client;
  }

  private reopenLater(): void {
    if (this.retryTimer || this.closed) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connected().then(
        () => {
          this.retryMs = 1_000;
          for (const s of [...this.subscriptions]) s.onResumed?.();
        },
        () => {
          this.retryMs = Math.min(this.retryMs * 2, 30_000);
          this.reopenLater();
        },
      );
    }, this.retryMs);
    this.retryTimer.unref();
  }
}
