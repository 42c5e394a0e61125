/** The value that would be at `rank` (from 0) were `values` sorted ascending; reorders `values` (Hoare's selection). */
export function nthSmallest(values: Int32Array | Float64Array, rank: number): number {
  let low = 0;
  let high = values.length - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1]!;
    let left = low;
    let right = high;
    while (left <= right) {
      while (values[left]! < pivot) left++;
      while (values[right]! > pivot) right--;
      if (left <= right) {
        const swapped = values[left]!;
        values[left++] = values[right]!;
        values[right--] = swapped;
      }
    }
    if (rank <= right) high = right;
    else if (rank >= left) low = left;
    else return values[rank]!;
  }
  return values[rank]!;
}
