/**
 * Orders two identifiers (catalogue, view and parameter names: letters and digits) as `localeCompare` does for them
 * (letters compared case-insensitively, then lower case first), without it: the browser's first `localeCompare`
 * loads its collation data, about 50 ms of the console's start on a listing (docs/console-loading.md).
 */
export function compareIdentifiers(a: string, b: string): number {
  const lowerA = a.toLowerCase();
  const lowerB = b.toLowerCase();
  if (lowerA !== lowerB) return lowerA < lowerB ? -1 : 1;
  if (a === b) return 0;
  // Same letters: the lower case one first at the first difference.
  return a > b ? -1 : 1;
}
