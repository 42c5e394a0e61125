import 'server-only';
import fs from 'node:fs';
import { env, resolveDataPath } from '@/lib/config/env';
import { parseSynonyms, type SynonymTable } from '@/lib/domain/search-query';

let cached: { file: string; modified: number; table: SynonymTable } | undefined;
const EMPTY: SynonymTable = { groupsByKey: new Map(), longestPhrase: 1 };

/**
 * The shop owner's synonym table (SEARCH_SYNONYMS_FILE, default data/search-synonyms.csv), read again whenever the
 * file changes, so that a new line takes effect on the next search. A missing file means no synonyms.
 */
export function loadSynonyms(): SynonymTable {
  const file = resolveDataPath(env().SEARCH_SYNONYMS_FILE);
  let modified: number;
  try {
    modified = fs.statSync(file).mtimeMs;
  } catch {
    return EMPTY;
  }
  if (cached?.file === file && cached.modified === modified) return cached.table;
  const table = parseSynonyms(fs.readFileSync(file, 'utf8'));
  cached = { file, modified, table };
  return table;
}

/** Changes when the synonym table does: part of the key of cached text queries. */
export function synonymsStamp(): string {
  const table = loadSynonyms();
  return table === EMPTY || !cached ? '' : `${cached.file}@${cached.modified}`;
}
