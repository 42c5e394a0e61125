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

/** Points a matched term gives in the pre-rank and the score (text-query.ts MATCHED_TERM_SCORE). */
const MATCHED_TERM_SCORE = 200;

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
  let matches = candidates.filter(kept);
  let matchedTerms: Uint8Array | null = null;
  if (plan.terms.length > 1) {
    const perSlot = new Uint8Array(text.size);
    for (const term of plan.terms) {
      const slots = text.matching(term);
      if (!slots) return null;
      for (const slot of slots) perSlot[slot]!++;
    }
    if (!plan.enough) matches = matches.filter((slot) => perSlot[slot]! >= plan.minimumMatches);
    matchedTerms = perSlot;
  }
  const ranks = text.ranks(plan.weights, plan.anyTerm, matches);
  const preRanks = new Float64Array(matches.length);
  for (let index = 0; index < matches.length; index++) {
    preRanks[index] = MATCHED_TERM_SCORE * (matchedTerms ? matchedTerms[matches[index]!]! : 1) + ranks[index]!;
  }
  const order = bestFirst(preRanks, (index) => ids[matches[index]!]!, limit);
  return { counted: matches.length, best: order.map((index) => ids[matches[index]!]!) };
}

/** The indexes of the `limit` highest values, highest first, equal values by `tieBreak` ascending. */
function bestFirst(values: Float64Array, tieBreak: (index: number) => number, limit: number): number[] {
  let chosen: number[];
  if (values.length <= limit) chosen = Array.from(values, (_, index) => index);
  else {
    const threshold = -nthSmallest(Float64Array.from(values, (value) => -value), limit - 1);
    chosen = [];
    const equal: number[] = [];
    for (let index = 0; index < values.length; index++) {
      if (values[index]! > threshold) chosen.push(index);
      else if (values[index] === threshold) equal.push(index);
    }
    equal.sort((a, b) => tieBreak(a) - tieBreak(b));
    chosen.push(...equal.slice(0, limit - chosen.length));
  }
  return chosen.sort((a, b) => values[b]! - values[a]! || tieBreak(a) - tieBreak(b));
}
