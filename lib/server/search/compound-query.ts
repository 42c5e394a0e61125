/**
 * German compounds in a search (ADR 0060): the catalogue's German vocabulary, and per query term the compounds it ends
 * and the parts it splits into, as tsquery texts. The rules are lib/domain/decompound.ts; only the `german` search
 * language uses them, so the English and Italian store views search as before.
 */
import { compoundsOf, splitCompound } from '@/lib/domain/decompound';
import type { QueryTerm, SearchLanguage } from '@/lib/domain/search-query';
import { cachedRead } from '@/lib/server/catalog/catalog-cache';
import type { Db } from '@/lib/server/db/client';
import { readGermanVocabulary } from './german-vocabulary';

export interface CompoundQuery {
  /** The known compounds the term ends, as a tsquery text (`'sporttasche':* | 'reisetasche':*`), or ''. */
  compounds: string;
  /** The known parts of the term as lexemes (`'damen'`, `'jacke'`), or none. */
  parts: string[];
}

const NONE: CompoundQuery = { compounds: '', parts: [] };

/** The catalogue's German vocabulary (german-vocabulary.ts), once per catalogue version. */
const germanVocabulary = cachedRead('search-german-vocabulary', (db: Db) => readGermanVocabulary(db), { key: () => 'de' });

/** Vocabulary words hold letters only (lexiconWords), so quoting them for to_tsquery is safe. */
const lexeme = (word: string, prefix: boolean) => `'${word}'${prefix ? ':*' : ''}`;

/** Per term, its compounds and parts in a German search; nothing (and no statement) in the other languages. */
export async function compoundQueries(db: Db, terms: QueryTerm[], language: SearchLanguage): Promise<CompoundQuery[]> {
  const words = terms.map((term) => (/^\p{L}+$/u.test(term.key) ? term.key : ''));
  if (language !== 'german' || words.every((word) => !word)) return terms.map(() => NONE);
  const vocabulary = await germanVocabulary(db);
  return words.map((word) => {
    if (!word) return NONE;
    const compounds = compoundsOf(word, vocabulary).map((compound) => lexeme(compound, true));
    const parts = (splitCompound(word, vocabulary) ?? []).map((part) => lexeme(part, false));
    return { compounds: compounds.join(' | '), parts };
  });
}
