/**
 * The database as the routes see it: 'preparing' until it is opened (first PGlite creation can take half a
 * minute), then 'ready', or 'unavailable' when opening failed. The server listens and serves pages meanwhile;
 * the API answers 503 until the database is ready.
 */
import { databaseUnavailable } from '../errors';
import type { DatabaseHandle } from './client';

export type DatabaseState = 'preparing' | 'ready' | 'unavailable';

export class DatabaseGate {
  state: DatabaseState = 'preparing';
  driver: DatabaseHandle['driver'] | null = null;
  lastError: string | null = null;
  private handle: DatabaseHandle | null = null;
  private readyListeners: ((handle: DatabaseHandle) => void)[] = [];

  /** A gate that is ready at once. */
  static ready(handle: DatabaseHandle): DatabaseGate {
    const gate = new DatabaseGate();
    gate.set(handle);
    return gate;
  }

  /** Marks the database ready. */
  set(handle: DatabaseHandle): void {
    this.handle = handle;
    this.driver = handle.driver;
    this.state = 'ready';
    this.lastError = null;
    for (const listener of this.readyListeners.splice(0)) listener(handle);
  }

  /** Calls `listener` with the database once it is open (at once if it is). */
  whenReady(listener: (handle: DatabaseHandle) => void): void {
    if (this.state === 'ready' && this.handle) listener(this.handle);
    else this.readyListeners.push(listener);
  }

  /** Marks the database unavailable (opening failed); the reason stays in the server's log only. */
  fail(error: unknown): void {
    this.state = 'unavailable';
    this.lastError = error instanceof Error ? error.message : String(error);
  }

  /** The open database, or a 503 ApiError. */
  get(): DatabaseHandle {
    if (this.state === 'ready' && this.handle) return this.handle;
    throw databaseUnavailable(this.state === 'preparing');
  }

  /** Closes the database if open. */
  async close(): Promise<void> {
    const handle = this.handle;
    this.handle = null;
    this.readyListeners = [];
    if (handle) await handle.close();
  }
}
