import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError, lockFilePath } from './pglite-lock';

describe('PGlite data-directory lock', () => {
  let root: string;
  let dataDir: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'lock-test-'));
    dataDir = path.join(root, 'pglite');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('writes our pid and removes the lock on release', () => {
    const release = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lockFilePath(dataDir), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFilePath(dataDir))).toBe(false);
  });

  it('refuses a directory held by another live process, naming it', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      fs.mkdirSync(root, { recursive: true });
      fs.writeFileSync(lockFilePath(dataDir), String(other.pid));
      expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dataDir)).toThrow(new RegExp(`process ${other.pid}`));
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that has died', async () => {
    const other = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => other.on('exit', resolve));
    fs.writeFileSync(lockFilePath(dataDir), String(other.pid));
    const release = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lockFilePath(dataDir), 'utf8')).toBe(String(process.pid));
    release();
  });
});
