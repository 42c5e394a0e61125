import { nthSmallest } from './nth-smallest';
import type { TextColumns } from './text-columns';
import type { QueryNode } from './text-query-match';

/** A text search's normalized queries, as its statement tests them (lib/server/search/text-query.ts textRelevance). */
export interface TextPlan {
  /** What a product must match (the candidate query). */
  candidate: QueryNode;
  /** Each term's query, in order: a product scores MATCHED_TERM_SCORE per term it matches. */
  terms: QueryNode[];
  /** Terms a product must match when the candidate query does not decide it (`enough` false). */
  minimumMatches: number;
  /** The candidate query decides minimum_should_match: its matches need no count of their terms. */
  enough: boolean;
  /** What `ts_rank` ranks, with these weights (D, C, B, A). */
  anyTerm: QueryNode;
  weights: [number, number, number, number];
}

/** Points a matched term gives in the pre-rank and in the score (ADR 0018: a product matching more words ranks first). */
export const MATCHED_TERM_SCORE = 200;

/**
 * The products a text search finds among the slots `kept` accepts (the shop's stock rule), and the best `limit` of them
 * by the statement's pre-rank (MATCHED_TERM_SCORE per matched term, then `ts_rank` of any term), best first; equal
 * pre-ranks in id order (the database leaves their order open). Null when a query holds what TextColumns does not answer.
 */
export function rankedMatches(
  text: TextColumns,
  ids: Int32Array,
  plan: TextPlan,
  kept: (slot: number) => boolean,
  limit: number,
): { counted: number; best: number[] } | null {
  const candidates = text.matching(plan.candidate);
  if (!candidates) return null;
  let matchedTerms: Uint8Array | null = null;
  if (plan.terms.length > 1) {
    matchedTerms = new Uint8Array(text.size);
    for (const term of plan.terms) {
      const slots = text.matching(term);
      if (!slots) return null;
      for (const slot of slots) matchedTerms[slot]!++;
    }
  }
  const enough = plan.enough ? 0 : plan.minimumMatches;
  const matches = new Int32Array(candidates.length);
  let count = 0;
  for (const slot of candidates) if (kept(slot) && (!matchedTerms || matchedTerms[slot]! >= enough)) matches[count++] = slot;
  const found = matches.subarray(0, count);
  const ranks = text.ranks(plan.weights, plan.anyTerm, found);
  const preRanks = new Float64Array(count);
  const foundIds = new Int32Array(count);
  for (let index = 0; index < count; index++) {
    preRanks[index] = MATCHED_TERM_SCORE * (matchedTerms ? matchedTerms[found[index]!]! : 1) + ranks[index]!;
    foundIds[index] = ids[found[index]!]!;
  }
  return { counted: count, best: bestFirst(preRanks, foundIds, limit).map((index) => foundIds[index]!) };
}

/** The indexes of the `limit` highest values, highest first, equal values by their (distinct) keys ascending. */
function bestFirst(values: Float64Array, keys: Int32Array, limit: number): number[] {
  const chosen: number[] = [];
  if (values.length <= limit) for (let index = 0; index < values.length; index++) chosen.push(index);
  else {
    const negated = new Float64Array(values.length);
    for (let index = 0; index < values.length; index++) negated[index] = -values[index]!;
    const threshold = -nthSmallest(negated, limit - 1);
    const equal: number[] = [];
    for (let index = 0; index < values.length; index++) {
      if (values[index]! > threshold) chosen.push(index);
      else if (values[index] === threshold) equal.push(index);
    }
    // Of the values equal to the last one kept, those of the lowest keys (often thousands: no sort of them all).
    const equalKeys = new Int32Array(equal.length);
    for (let index = 0; index < equal.length; index++) equalKeys[index] = keys[equal[index]!]!;
    const highestKept = nthSmallest(equalKeys.slice(), limit - chosen.length - 1);
    for (let index = 0; index < equal.length; index++) if (equalKeys[index]! <= highestKept) chosen.push(equal[index]!);
  }
  return chosen.sort((a, b) => values[b]! - values[a]! || keys[a]! - keys[b]!);
}
