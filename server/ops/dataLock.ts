/**
 * One server process per PGlite data folder: PGlite itself does not lock its files, and two processes writing one
 * folder corrupt it. The first process writes `.pod-server.lock` with its pid; a second one finds a live pid there
 * and refuses to start. A lock left by a process that no longer runs (killed) is taken over.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = '.pod-server.lock';

/** The pid in the folder's lock file, when that process is still running; null otherwise. */
export function lockHolder(dataDir: string): number | null {
  let pid: number;
  try {
    pid = Number.parseInt(readFileSync(join(dataDir, LOCK_FILE), 'utf8'), 10);
  } catch {
    return null;
  }
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch (error) {
    // EPERM: the process runs under another user, still alive.
    return (error as NodeJS.ErrnoException).code === 'EPERM' ? pid : null;
  }
}

export interface DataLock {
  release(): void;
}

/**
 * Takes the folder's lock for this process, or throws with one line naming the process that holds it. The folder must
 * exist.
 */
export function lockDataDir(dataDir: string): DataLock {
  const path = join(dataDir, LOCK_FILE);
  const holder = lockHolder(dataDir);
  if (holder !== null)
    throw new Error(
      `the PGlite data folder ${dataDir} is in use by another server process (pid ${holder}); stop it first, or give this one its own DATA_DIR (one process per folder; use PostgreSQL for several)`,
    );
  rmSync(path, { force: true });
  // 'wx': if another process wrote its lock between the check and now, this one fails instead of taking it over.
  writeFileSync(path, `${process.pid}\n`, { flag: 'wx' });
  let held = true;
  return {
    release() {
      if (!held) return;
      held = false;
      try {
        if (readFileSync(path, 'utf8').trim() === String(process.pid)) rmSync(path, { force: true });
      } catch {
        // Already gone.
      }
    },
  };
}
