/**
 * Once per API test run, before any test file: one migrated and seeded database of each kind, which every file then
 * copies instead of building its own.
 *
 * - PGlite: a database is opened in memory (migrations and first-start seed), and its data folder is dumped to a
 *   temp file; `openTestDatabase()` starts each file's PGlite from that dump. Building one from empty (initdb inside
 *   WebAssembly, the migrations, the seed) cost about 3 s of CPU per file, the copy under 1 s.
 * - PostgreSQL, when its binaries are present: one throwaway cluster for the whole run, with a template database
 *   migrated and seeded once; `postgresDatabase()` gives each file its own database made from it (or an empty one,
 *   for the test of the migrations themselves). Each file used to initdb and start a cluster of its own.
 *
 * Both are removed when the run ends.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../server/db/client';
import { MONDAY } from './helpers';
import { POSTGRES_TEMPLATE, postgresSkipReason, startPostgres } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PGlite dump every file's database starts from. */
    pgliteDump: string;
    /** The shared cluster's maintenance database, or '' when PostgreSQL's binaries are absent. */
    postgresUrl: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'pod-api-template-'));
  const cleanups: (() => void)[] = [() => rmSync(dir, { recursive: true, force: true })];
  const teardown = () => {
    for (const cleanup of cleanups.reverse()) cleanup();
  };
  try {
    const pglite = await openDatabase({ dataDir: 'memory://', today: MONDAY });
    const client = (pglite.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
    const dump = join(dir, 'pglite.tar');
    writeFileSync(dump, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await pglite.close();
    project.provide('pgliteDump', dump);

    let postgresUrl = '';
    if (postgresSkipReason() === null) {
      const cluster = await startPostgres();
      cleanups.push(() => cluster.stop());
      const pg = (await import('pg')).default;
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${POSTGRES_TEMPLATE}`);
      await admin.end();
      const template = await openDatabase({
        url: cluster.url.replace(/\/postgres$/, `/${POSTGRES_TEMPLATE}`),
        today: MONDAY,
      });
      await template.close();
      postgresUrl = cluster.url;
    }
    project.provide('postgresUrl', postgresUrl);
  } catch (error) {
    teardown();
    throw error;
  }
  return teardown;
}
