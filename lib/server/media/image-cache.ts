import fs from 'node:fs/promises';
import path from 'node:path';

interface Entry {
  file: string;
  bytes: number;
}

/**
 * Resized images on disk, at most `maxBytes` in all: when a new one would pass the bound, the least recently used
 * go first. The index lives in memory and is rebuilt from the directory (oldest modification time first) on first
 * use; a hit refreshes the file's time so the order survives a restart. One process per media directory is assumed
 * (several processes on one directory each keep their own bound: ADR 0013).
 */
export class ImageDiskCache {
  /** Insertion order is recency: the first key is the least recently used. */
  private readonly entries = new Map<string, Entry>();
  private total = 0;
  private loaded: Promise<void> | null = null;
  private readonly inFlight = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly root: string,
    private readonly maxBytes: number,
  ) {}

  get bytes(): number {
    return this.total;
  }

  /** The cached image, or `produce()`'s result, stored; concurrent requests for one key share one `produce()`. */
  async getOrCreate(key: string, produce: () => Promise<Buffer>): Promise<Buffer> {
    await this.load();
    const cached = await this.read(key);
    if (cached) return cached;
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const created = produce().then(async (body) => {
      await this.write(key, body);
      return body;
    });
    this.inFlight.set(key, created);
    try {
      return await created;
    } finally {
      this.inFlight.delete(key);
    }
  }

  private fileOf(key: string): string {
    return path.join(this.root, key);
  }

  private async read(key: string): Promise<Buffer | null> {
    const entry = this.entries.get(key);
    if (!entry) return null;
    try {
      const body = await fs.readFile(entry.file);
      this.entries.delete(key);
      this.entries.set(key, entry);
      const now = new Date();
      void fs.utimes(entry.file, now, now).catch(() => undefined);
      return body;
    } catch {
      this.forget(key);
      return null;
    }
  }

  private async write(key: string, body: Buffer): Promise<void> {
    if (body.byteLength > this.maxBytes) return;
    const file = this.fileOf(key);
    const temporary = `${file}.${process.pid}.tmp`;
    try {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(temporary, body);
      await fs.rename(temporary, file);
    } catch {
      await fs.rm(temporary, { force: true }).catch(() => undefined);
      return;
    }
    this.forget(key);
    this.entries.set(key, { file, bytes: body.byteLength });
    this.total += body.byteLength;
    await this.evict();
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.bytes;
  }

  private async evict(): Promise<void> {
    for (const [key, entry] of this.entries) {
      if (this.total <= this.maxBytes) return;
      this.forget(key);
      await fs.rm(entry.file, { force: true }).catch(() => undefined);
    }
  }

  private load(): Promise<void> {
    this.loaded ??= this.scan();
    return this.loaded;
  }

  private async scan(): Promise<void> {
    const found: { key: string; bytes: number; mtime: number }[] = [];
    const walk = async (dir: string) => {
      let names: import('node:fs').Dirent[];
      try {
        names = await fs.readdir(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const dirent of names) {
        const file = path.join(dir, dirent.name);
        if (dirent.isDirectory()) await walk(file);
        else if (dirent.name.endsWith('.tmp')) await fs.rm(file, { force: true }).catch(() => undefined);
        else {
          const stat = await fs.stat(file).catch(() => null);
          if (stat) found.push({ key: path.relative(this.root, file), bytes: stat.size, mtime: stat.mtimeMs });
        }
      }
    };
    await walk(this.root);
    found.sort((a, b) => a.mtime - b.mtime);
    for (const { key, bytes } of found) {
      this.entries.set(key, { file: this.fileOf(key), bytes });
      this.total += bytes;
    }
    await this.evict();
  }
}
