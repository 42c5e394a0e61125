import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no data-directory lock and two processes on one directory corrupt its indexes silently
 * (TOOLCHAIN.md §7a). This lock file holds the owner's pid; a lock left by a dead process is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `The embedded database in ${dataDir} is already open in process ${ownerPid}. ` +
        'Only one process may use a PGlite data directory: stop that process (the shop server, a seed or an import) ' +
        'and try again, or point PGLITE_DIR at another directory, or use DATABASE_URL for a PostgreSQL server.',
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockFilePath(dataDir: string): string {
  return path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`);
}

/** Takes the lock for this process and returns a function that releases it. */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockFile = lockFilePath(dataDir);
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      const release = () => {
        try {
          if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
        } catch {
          /* already gone */
        }
      };
      process.once('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const ownerPid = Number.parseInt(fs.readFileSync(lockFile, 'utf8'), 10);
      if (ownerPid === process.pid) return () => undefined;
      if (Number.isFinite(ownerPid) && isAlive(ownerPid)) throw new DataDirLockedError(dataDir, ownerPid);
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${lockFile}`);
}
