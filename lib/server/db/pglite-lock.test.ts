import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError, lockFilePath } from './pglite-lock';

const lockModule = path.join(__dirname, 'pglite-lock.ts');

/** A real process that takes the lock with this module and keeps it until it is killed. */
async function startHolder(dataDir: string): Promise<ChildProcess> {
  const script = `require(${JSON.stringify(lockModule)}).acquireDataDirLock(${JSON.stringify(dataDir)});
    process.stdout.write('locked\\n'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.once('exit', (code) => reject(new Error(`the lock holder exited early (${code})`)));
  });
  return child;
}

function killAndWait(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

describe('PGlite data-directory lock', () => {
  let root: string;
  let dataDir: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
    dataDir = path.join(root, 'pglite');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('records our pid while held and lets the next process in after release', () => {
    const release = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lockFilePath(dataDir), 'utf8')).toMatch(new RegExp(`^${process.pid}\\n`));
    release();
    acquireDataDirLock(dataDir)();
  });

  it('refuses a second open in the same process', () => {
    const release = acquireDataDirLock(dataDir);
    try {
      expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    } finally {
      release();
    }
  });

  it('refuses a directory held by another live process, naming it', async () => {
    const holder = await startHolder(dataDir);
    try {
      expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dataDir)).toThrow(`already open in process ${holder.pid}`);
    } finally {
      await killAndWait(holder, 'SIGTERM');
    }
  });

  it('takes the directory at once after its holder was killed with SIGKILL', async () => {
    const holder = await startHolder(dataDir);
    await killAndWait(holder, 'SIGKILL');
    // The dead holder's pid is still in the file: only the kernel lock counts.
    expect(fs.readFileSync(lockFilePath(dataDir), 'utf8')).toMatch(new RegExp(`^${holder.pid}\\n`));
    const release = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lockFilePath(dataDir), 'utf8')).toMatch(new RegExp(`^${process.pid}\\n`));
    release();
  });

  it.each([
    ['pid 1 (written in another boot or container)', '1'],
    ['a live unrelated process (our parent)', String(process.ppid)],
    ['this very process (a pid reused after a reboot)', String(process.pid)],
  ])('is not blocked by an old lock file naming %s when nobody holds the lock', (_name, content) => {
    fs.mkdirSync(root, { recursive: true });
    fs.writeFileSync(lockFilePath(dataDir), content);
    const release = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lockFilePath(dataDir), 'utf8')).toMatch(new RegExp(`^${process.pid}\\n`));
    release();
  });
});
