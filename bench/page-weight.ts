/**
 * Where a page's bytes go: its size raw and gzipped, the HTML against the inline React Server Components payload
 * (`self.__next_f.push` scripts), the inline SVGs, and the largest payload rows.
 *
 *   npm run bench:weight -- --base http://127.0.0.1:4450 [--rows 15] [path…]
 */
import { gzipSync } from 'node:zlib';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  options: {
    base: { type: 'string', default: 'http://127.0.0.1:3000' },
    rows: { type: 'string', default: '12' },
  },
  allowPositionals: true,
});
const paths = positionals.length > 0 ? positionals : ['/', '/c/gear-3', '/p/MJ01/beaumont-summit-kit'];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The payload text: every string pushed with `self.__next_f.push([1,"…"])`, unescaped. */
function rscPayload(html: string): { payload: string; scriptBytes: number } {
  let payload = '';
  let scriptBytes = 0;
  for (const match of html.matchAll(/<script>self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)) {
    scriptBytes += Buffer.byteLength(match[0]);
    const chunk = JSON.parse(match[1]!) as [number, string?];
    if (chunk[0] === 1 && typeof chunk[1] === 'string') payload += chunk[1];
  }
  return { payload, scriptBytes };
}

/** Payload rows are `<hex id>:<value>\n`; text rows (`<id>:T<hex length>,`) carry a byte length instead. */
function payloadRows(payload: string): { id: string; bytes: number; start: string }[] {
  const rows: { id: string; bytes: number; start: string }[] = [];
  let index = 0;
  while (index < payload.length) {
    const colon = payload.indexOf(':', index);
    if (colon < 0) break;
    const id = payload.slice(index, colon);
    let end: number;
    const text = /^T([0-9a-f]+),/.exec(payload.slice(colon + 1, colon + 12));
    if (text) {
      const length = Number.parseInt(text[1]!, 16);
      const bodyStart = colon + 1 + text[0].length;
      end =
        bodyStart + Buffer.from(payload.slice(bodyStart), 'utf8').subarray(0, length).toString('utf8').length;
    } else {
      end = payload.indexOf('\n', colon);
      if (end < 0) end = payload.length;
    }
    rows.push({
      id,
      bytes: Buffer.byteLength(payload.slice(colon + 1, end)),
      start: payload.slice(colon + 1, Math.min(end, colon + 90)),
    });
    index = text ? end : end + 1;
  }
  return rows.sort((a, b) => b.bytes - a.bytes);
}

async function main() {
  for (const path of paths) {
    const response = await fetch(new URL(path, values.base));
    const html = await response.text();
    const bytes = Buffer.byteLength(html);
    const { payload, scriptBytes } = rscPayload(html);
    const svgs = [...html.matchAll(/<svg[\s\S]*?<\/svg>/g)].map((match) => match[0]);
    console.log(
      `\n## ${path} (${response.status}, x-nextjs-cache ${response.headers.get('x-nextjs-cache') ?? '-'})`,
    );
    console.log(`| page | gzip | payload scripts | HTML without them | inline SVGs |`);
    console.log(`| --- | --- | --- | --- | --- |`);
    console.log(
      `| ${kb(bytes)} | ${kb(gzipSync(html).length)} | ${kb(scriptBytes)} | ${kb(bytes - scriptBytes)} | ${svgs.length}, ${kb(svgs.reduce((sum, svg) => sum + svg.length, 0))} |`,
    );
    console.log(`\n| payload row | bytes | starts with |\n| --- | --- | --- |`);
    for (const row of payloadRows(payload).slice(0, Number(values.rows))) {
      console.log(
        `| ${row.id} | ${row.bytes} | \`${row.start.replaceAll('|', '\\|').replaceAll('`', "'")}\` |`,
      );
    }
  }
}

void main();
