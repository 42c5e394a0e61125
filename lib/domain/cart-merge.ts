/** Merging a guest cart into a customer's cart at login (same line → quantities add; other lines move over). */
export interface MergeLine {
  item_id: number;
  sku: string;
  qty: number;
  /** productChecksum of the line's options: two lines are the same when sku and checksum match. */
  checksum: string;
}

export interface MergePlan {
  /** Target lines whose quantity grows: their new quantity. */
  updates: { item_id: number; qty: number }[];
  /** Source lines with no counterpart in the target: moved over (duplicates in the source folded in). */
  moves: { item_id: number; qty: number }[];
}

const key = (line: MergeLine) => `${line.sku}\u0000${line.checksum}`;

export function planCartMerge(target: readonly MergeLine[], source: readonly MergeLine[], maxQty = Number.MAX_SAFE_INTEGER): MergePlan {
  const byKey = new Map(target.map((line) => [key(line), { item_id: line.item_id, qty: line.qty }]));
  const moved = new Map<string, { item_id: number; qty: number }>();
  const changed = new Set<number>();
  for (const line of source) {
    const existing = byKey.get(key(line));
    if (existing) {
      existing.qty = Math.min(maxQty, existing.qty + line.qty);
      changed.add(existing.item_id);
      continue;
    }
    const already = moved.get(key(line));
    if (already) already.qty = Math.min(maxQty, already.qty + line.qty);
    else moved.set(key(line), { item_id: line.item_id, qty: Math.min(maxQty, line.qty) });
  }
  const updates = [...byKey.values()].filter((line) => changed.has(line.item_id));
  return { updates, moves: [...moved.values()] };
}
