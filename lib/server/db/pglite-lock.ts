import fs from 'node:fs';
import path from 'node:path';
import { tryLock } from 'fs-native-extensions';

/**
 * PGlite has no data-directory lock and two processes on one directory corrupt its indexes silently
 * (TOOLCHAIN.md §7a). The lock is an advisory kernel lock (an open-file-description lock on Linux, flock on macOS)
 * on `<dir>.lock`, held through a descriptor that stays open for the life of the process: the kernel drops it the
 * moment the holder dies (kill -9, crash, reboot, a container restarted on the same volume), so a stale lock cannot
 * exist and a reused pid cannot fool it. The file's content (pid and command) only serves the error message.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number | undefined,
    readonly ownerCommand?: string,
  ) {
    const owner = ownerPid
      ? `process ${ownerPid}${ownerCommand ? ` (${ownerCommand})` : ''}`
      : 'another process';
    super(
      `The embedded database in ${dataDir} is already open in ${owner}. ` +
        'Only one process may use a PGlite data directory: stop that process (the shop server, a seed or an import) ' +
        'and try again, or point PGLITE_DIR at another directory, or use DATABASE_URL for a PostgreSQL server.',
    );
    this.name = 'DataDirLockedError';
  }
}

export function lockFilePath(dataDir: string): string {
  return path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`);
}

/** "next start -p 3000", "scripts/seed.ts --products 100": what to stop, for the message of whoever waits. */
function describeThisProcess(): string {
  const [script, ...args] = process.argv.slice(1);
  if (!script) return process.title;
  const name = script.includes('node_modules')
    ? path.basename(script)
    : path.relative(process.cwd(), script) || script;
  return [name, ...args].join(' ');
}

function readOwner(fd: number): { pid?: number; command?: string } {
  const [pid, command] = fs.readFileSync(fd, 'utf8').split('\n');
  const parsed = Number.parseInt(pid ?? '', 10);
  return { pid: Number.isFinite(parsed) && parsed > 0 ? parsed : undefined, command: command || undefined };
}

/**
 * Takes the lock for this process and returns a function that releases it. A second open of the same directory
 * in the same process is refused too: two PGlite instances on one directory corrupt it just as two processes do.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const lockFile = lockFilePath(dataDir);
  fs.mkdirSync(path.dirname(lockFile), { recursive: true });
  // Never unlinked: removing a lock file while another process has it open would let two holders lock two inodes.
  const fd = fs.openSync(lockFile, fs.constants.O_RDWR | fs.constants.O_CREAT, 0o644);
  let granted = false;
  try {
    granted = tryLock(fd);
    if (!granted) {
      const owner = readOwner(fd);
      throw new DataDirLockedError(dataDir, owner.pid, owner.command);
    }
    fs.ftruncateSync(fd, 0);
    fs.writeSync(fd, `${process.pid}\n${describeThisProcess()}\n`, 0);
  } catch (error) {
    fs.closeSync(fd);
    throw error;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    try {
      fs.ftruncateSync(fd, 0);
    } finally {
      // Closing the descriptor releases the kernel lock.
      fs.closeSync(fd);
    }
  };
}
