import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addCompileHints, COMPILE_HINT, firstLoadChunks } from './compile-hints';

/** A build directory shaped like Next 16's: a framework chunk, a page's chunk and a chunk only import() loads. */
function fakeBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  fs.mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true });
  for (const name of ['framework', 'page', 'lazy']) fs.writeFileSync(path.join(dir, 'static', 'chunks', `${name}.js`), `console.log("${name}");`);
  fs.writeFileSync(path.join(dir, 'build-manifest.json'), JSON.stringify({ rootMainFiles: ['static/chunks/framework.js'] }));
  const routeDir = path.join(dir, 'server', 'app', '[locale]', 'p');
  fs.mkdirSync(routeDir, { recursive: true });
  const manifest = { '/[locale]/p/page': { entryJSFiles: { '[project]/app/[locale]/p/page': ['static/chunks/page.js'] } } };
  fs.writeFileSync(
    path.join(routeDir, 'page_client-reference-manifest.js'),
    `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/[locale]/p/page"] = ${JSON.stringify(manifest['/[locale]/p/page'])};`,
  );
  return dir;
}

const read = (dir: string, name: string) => fs.readFileSync(path.join(dir, 'static', 'chunks', `${name}.js`), 'utf8');

describe('compile hints', () => {
  it('names the framework chunks and every route entry chunk, not the chunks loaded later', () => {
    expect(firstLoadChunks(fakeBuild())).toEqual(['static/chunks/framework.js', 'static/chunks/page.js']);
  });

  it('marks the first-load chunks once, keeping their code, and leaves the others alone', () => {
    const dir = fakeBuild();
    expect(addCompileHints(dir)).toBe(2);
    expect(read(dir, 'framework')).toBe(`${COMPILE_HINT}console.log("framework");`);
    expect(read(dir, 'page')).toBe(`${COMPILE_HINT}console.log("page");`);
    expect(read(dir, 'lazy')).toBe('console.log("lazy");');
    expect(addCompileHints(dir)).toBe(0);
    expect(read(dir, 'page')).toBe(`${COMPILE_HINT}console.log("page");`);
  });
});
