/** A URL path segment decoded (`%C3%A9t%C3%A9` → `été`), or null when its escapes are malformed (`%E0%A4%A`). */
export function decodePathSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
