import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ImageDiskCache } from './image-cache';

const KB = 1024;
const image = (kb: number, fill = 1) => Buffer.alloc(kb * KB, fill);

function diskBytes(root: string): number {
  if (!fs.existsSync(root)) return 0;
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + fs.statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

describe('ImageDiskCache', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'image-cache-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('produces an image once and serves it from disk afterwards', async () => {
    const cache = new ImageDiskCache(root, 100 * KB);
    const produce = jest.fn(async () => image(10));
    expect((await cache.getOrCreate('324x489/resize/jpeg/a.jpg', produce)).byteLength).toBe(10 * KB);
    expect((await cache.getOrCreate('324x489/resize/jpeg/a.jpg', produce)).byteLength).toBe(10 * KB);
    expect(produce).toHaveBeenCalledTimes(1);
    expect(fs.existsSync(path.join(root, '324x489/resize/jpeg/a.jpg'))).toBe(true);
  });

  it('shares one resize between concurrent requests for the same variant', async () => {
    const cache = new ImageDiskCache(root, 100 * KB);
    const produce = jest.fn(async () => image(1));
    await Promise.all(Array.from({ length: 5 }, () => cache.getOrCreate('k.jpg', produce)));
    expect(produce).toHaveBeenCalledTimes(1);
  });

  it('stays within its bound on disk, evicting the least recently used first', async () => {
    const cache = new ImageDiskCache(root, 30 * KB);
    await cache.getOrCreate('a.jpg', async () => image(10));
    await cache.getOrCreate('b.jpg', async () => image(10));
    await cache.getOrCreate('c.jpg', async () => image(10));
    await cache.getOrCreate('a.jpg', async () => image(10, 9)); // a hit: a becomes the most recently used
    await cache.getOrCreate('d.jpg', async () => image(10));
    expect(fs.existsSync(path.join(root, 'b.jpg'))).toBe(false);
    for (const kept of ['a.jpg', 'c.jpg', 'd.jpg']) expect(fs.existsSync(path.join(root, kept))).toBe(true);
    expect(diskBytes(root)).toBeLessThanOrEqual(30 * KB);
    expect(cache.bytes).toBe(30 * KB);
  });

  it('rebuilds its index from the directory and trims it to a smaller bound', async () => {
    const first = new ImageDiskCache(root, 100 * KB);
    for (const name of ['old.jpg', 'mid.jpg', 'new.jpg']) await first.getOrCreate(name, async () => image(10));
    const past = Date.now() / 1000;
    fs.utimesSync(path.join(root, 'old.jpg'), past - 300, past - 300);
    fs.utimesSync(path.join(root, 'mid.jpg'), past - 200, past - 200);
    const second = new ImageDiskCache(root, 20 * KB);
    const produce = jest.fn(async () => image(10));
    await second.getOrCreate('new.jpg', produce);
    expect(produce).not.toHaveBeenCalled();
    expect(fs.existsSync(path.join(root, 'old.jpg'))).toBe(false);
    expect(diskBytes(root)).toBeLessThanOrEqual(20 * KB);
  });

  it('does not store an image larger than the whole bound', async () => {
    const cache = new ImageDiskCache(root, 5 * KB);
    expect((await cache.getOrCreate('big.jpg', async () => image(10))).byteLength).toBe(10 * KB);
    expect(diskBytes(root)).toBe(0);
  });
});
