import { searchConfig } from '@/lib/config/constants';

export interface SearchTerm {
  text: string;
  /** True when the shopper's text was longer than the shop searches and was cut. */
  shortened: boolean;
}

/** What the shop searches for: whitespace collapsed and trimmed, cut to the longest text it accepts. */
export function searchTerm(raw: string | readonly string[] | null | undefined, maxLength: number = searchConfig.maxQueryLength): SearchTerm {
  const first = typeof raw === 'string' ? raw : (raw?.[0] ?? '');
  const collapsed = first.replace(/\s+/g, ' ').trim();
  if (collapsed.length <= maxLength) return { text: collapsed, shortened: false };
  return { text: collapsed.slice(0, maxLength).trim(), shortened: true };
}

export function isSearchable(term: SearchTerm): boolean {
  return term.text.length >= searchConfig.minQueryLength;
}
