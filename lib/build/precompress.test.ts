import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { precompressStatic } from './precompress';

function fakeStatic(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  fs.mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'static', 'media'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'static', 'chunks', 'app.js'), 'console.log("storefront");\n'.repeat(200));
  fs.writeFileSync(path.join(dir, 'static', 'chunks', 'app.css'), '.tile{display:grid}\n'.repeat(200));
  fs.writeFileSync(path.join(dir, 'static', 'media', 'font.woff2'), Buffer.from([1, 2, 3]));
  return dir;
}

const chunk = (dir: string, name: string) => path.join(dir, 'static', 'chunks', name);

describe('precompressStatic', () => {
  it('writes a Brotli copy of each script and stylesheet that decodes to the file, and none of fonts', () => {
    const dir = fakeStatic();
    const result = precompressStatic(dir);
    expect(result.files).toBe(2);
    expect(result.after).toBeLessThan(result.before / 10);
    for (const name of ['app.js', 'app.css']) {
      expect(zlib.brotliDecompressSync(fs.readFileSync(`${chunk(dir, name)}.br`)).equals(fs.readFileSync(chunk(dir, name)))).toBe(true);
    }
    expect(fs.existsSync(path.join(dir, 'static', 'media', 'font.woff2.br'))).toBe(false);
  });

  it('keeps copies that are current and writes again the copy of a file changed since (the compile hints)', () => {
    const dir = fakeStatic();
    precompressStatic(dir);
    expect(precompressStatic(dir).files).toBe(0);
    const file = chunk(dir, 'app.js');
    fs.writeFileSync(file, `//# allFunctionsCalledOnLoad\n${fs.readFileSync(file, 'utf8')}`);
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(file, later, later);
    expect(precompressStatic(dir).files).toBe(1);
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString().startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
  });
});
