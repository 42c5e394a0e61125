/** Reads test/search/judgements.md and judges one search answer against a row. */
import fs from 'node:fs';
import path from 'node:path';

export interface Judgement {
  query: string;
  store: 'default' | 'de' | 'it';
  top: number;
  expect: string;
  line: number;
}

export interface JudgedHit {
  sku: string;
  name: string;
  colors: string[];
}

export function loadJudgements(file = path.join(__dirname, 'judgements.md')): Judgement[] {
  const rows: Judgement[] = [];
  fs.readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, index) => {
      const cells = text.split('|').map((cell) => cell.trim());
      if (cells.length < 6 || cells[1] === 'Query' || /^-+$/.test(cells[1] ?? '')) return;
      const [, query, store, top, expect] = cells;
      if (!query || !expect || !['default', 'de', 'it'].includes(store ?? '') || !/^\d+$/.test(top ?? '')) {
        throw new Error(`judgements.md line ${index + 1}: expected | Query | Store | Top | Expect | Why |`);
      }
      rows.push({ query, store: store as Judgement['store'], top: Number(top), expect, line: index + 1 });
    });
  return rows;
}

const lower = (text: string) => text.toLowerCase();

/** null when the answer holds, otherwise what is wrong. */
export function judge(row: Judgement, hits: JudgedHit[], suggestions: string[]): string | null {
  const first = hits.slice(0, row.top);
  const failures: string[] = [];
  for (const check of row.expect.split(';').map((part) => part.trim())) {
    const [kind, value = ''] = check.includes('~') ? check.split('~') : ['sku', check];
    const alternatives = value.split('/').map((entry) => lower(entry.trim()));
    if (check === 'none') {
      if (hits.length > 0) failures.push(`expected nothing, found ${hits.length}`);
    } else if (kind === 'suggest') {
      if (hits.length > 0 || !suggestions.includes(value)) failures.push(`expected "did you mean ${value}", got [${suggestions.join(', ')}]`);
    } else if (first.length === 0) {
      failures.push('found nothing');
    } else if (kind === 'name') {
      const wrong = first.filter((hit) => !alternatives.some((entry) => lower(hit.name).includes(entry)));
      if (wrong.length) failures.push(`names without ${value}: ${wrong.map((hit) => hit.name).join(', ')}`);
    } else if (kind === 'color') {
      const wrong = first.filter((hit) => !hit.colors.some((color) => alternatives.includes(lower(color))));
      if (wrong.length) failures.push(`not in ${value}: ${wrong.map((hit) => hit.name).join(', ')}`);
    } else if (kind === 'sku' && check.includes('~')) {
      const wrong = first.filter((hit) => !alternatives.some((entry) => lower(hit.sku).startsWith(entry)));
      if (wrong.length) failures.push(`SKUs not starting with ${value}: ${wrong.map((hit) => hit.sku).join(', ')}`);
    } else {
      const skus = value.split(',').map((sku) => sku.trim());
      const missing = skus.filter((sku) => !first.some((hit) => hit.sku === sku));
      if (missing.length) failures.push(`${missing.join(', ')} not in the first ${row.top}`);
    }
  }
  if (failures.length === 0) return null;
  return `line ${row.line} "${row.query}" (${row.store}): ${failures.join('; ')} — got ${first.map((hit) => `${hit.sku} ${hit.name}`).join(' | ')}`;
}
