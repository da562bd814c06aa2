/**
 * Moving from PGlite to PostgreSQL (issue 49): a PGlite backup (`pod-<time>.pglite.tar.gz`) restored into the
 * PostgreSQL database at DATABASE_URL. The backup is opened in memory and brought up to the current schema; the target
 * is migrated the same way; then, in one transaction, the target's tables are emptied (the first-start seed, or what
 * --replace replaces) and every row of every table is copied, parents before the tables that refer to them, and each
 * serial column's sequence is set past its highest id. Rows travel as JSON and PostgreSQL turns them back into the
 * table's own types (json_populate_recordset), so timestamps, ranges, numerics and JSON columns arrive as they were.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';

/** Rows per INSERT. */
const BATCH = 1_000;

const rowsOf = async <T>(handle: DatabaseHandle, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The public tables of `source`, each after the tables its foreign keys name. */
async function tablesInOrder(source: DatabaseHandle): Promise<string[]> {
  const tables = (
    await rowsOf<{ name: string }>(
      source,
      sql`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    )
  ).map((t) => t.name);
  const references = await rowsOf<{ child: string; parent: string }>(
    source,
    sql`SELECT c.relname AS child, p.relname AS parent FROM pg_constraint k
        JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
        WHERE k.contype = 'f' AND k.connamespace = 'public'::regnamespace`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const place = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const { child, parent } of references) if (child === table && parent !== table) place(parent, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) place(table, new Set());
  return ordered;
}

/** Copies every row of `source`'s public tables into the (migrated) database `client` is connected to. */
async function copyRows(source: DatabaseHandle, client: pg.Client): Promise<number> {
  const tables = await tablesInOrder(source);
  const name = (table: string) => `public.${client.escapeIdentifier(table)}`;
  await client.query(`TRUNCATE ${tables.map(name).join(', ')} RESTART IDENTITY CASCADE`);
  let copied = 0;
  for (const table of tables) {
    for (let offset = 0; ; offset += BATCH) {
      const rows = await rowsOf<{ row: string }>(
        source,
        sql`SELECT row_to_json(t)::text AS row FROM ${sql.identifier('public')}.${sql.identifier(table)} t
            ORDER BY t.ctid LIMIT ${BATCH} OFFSET ${offset}`,
      );
      if (rows.length === 0) break;
      await client.query(
        `INSERT INTO ${name(table)} SELECT * FROM json_populate_recordset(NULL::${name(table)}, $1::json)`,
        [`[${rows.map((r) => r.row).join(',')}]`],
      );
      copied += rows.length;
      if (rows.length < BATCH) break;
    }
  }
  // Serial columns carry on after the highest id copied.
  const { rows: serials } = await client.query<{ sequence: string; table: string; column: string }>(
    `SELECT pg_get_serial_sequence(format('public.%I', table_name), column_name) AS sequence,
            table_name AS table, column_name AS column
     FROM information_schema.columns
     WHERE table_schema = 'public' AND column_default LIKE 'nextval(%'`,
  );
  for (const { sequence, table, column } of serials)
    await client.query(
      `SELECT setval($1, coalesce((SELECT max(${client.escapeIdentifier(column)}) FROM ${name(table)}), 0) + 1, false)`,
      [sequence],
    );
  return copied;
}

/** Restores the PGlite backup `file` into the PostgreSQL database at `url` (checked empty, or to be replaced). */
export async function restorePgliteIntoPostgres(file: string, url: string, today: string): Promise<string> {
  const source = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([readFileSync(file)]), today });
  try {
    // Migrates the target to the schema the backup was just brought up to.
    await (await openDatabase({ url, today })).close();
    const { Client } = (await import('pg')).default;
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    await client.connect();
    try {
      await client.query('BEGIN');
      const copied = await copyRows(source, client);
      await client.query('COMMIT');
      return `restored ${file} (PGlite) into the database at DATABASE_URL: ${copied} rows copied`;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw new Error(
        `copying ${file} into PostgreSQL failed and none of its rows were kept (once fixed, run it again with --replace): ${(error as Error).message}`,
      );
    } finally {
      await client.end();
    }
  } finally {
    await source.close();
  }
}
