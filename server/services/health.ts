/** The database's health for GET /api/health: the gate's state, and whether the open database answers a query. */
import { sql } from 'drizzle-orm';
import type { DatabaseDriver } from '../db/client';
import type { DatabaseGate } from '../db/gate';

export interface DatabaseHealth {
  status: 'ok' | 'starting' | 'unavailable';
  database: { state: 'preparing' | 'ready' | 'unavailable' | 'unreachable'; driver: DatabaseDriver | null };
}

/** 'ok' when the database answers `select 1`; 'starting' while it is prepared; 'unavailable' otherwise. */
export async function databaseHealth(gate: DatabaseGate): Promise<DatabaseHealth> {
  if (gate.state !== 'ready')
    return {
      status: gate.state === 'preparing' ? 'starting' : 'unavailable',
      database: { state: gate.state, driver: gate.driver },
    };
  try {
    await gate.get().db.execute(sql`select 1`);
    return { status: 'ok', database: { state: 'ready', driver: gate.driver } };
  } catch {
    return { status: 'unavailable', database: { state: 'unreachable', driver: gate.driver } };
  }
}
