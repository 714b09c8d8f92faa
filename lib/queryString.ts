/**
 * List query string (docs/product-rules.md, "Query string"): key=value; arrays as key[]=value without duplicates;
 * booleans as 1/0; empty strings and undefined dropped. Nested objects become key[sub]=value (order[label]=asc).
 */
export type QueryValue = string | number | boolean | null | undefined | QueryValue[] | { [k: string]: QueryValue };

function scalar(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value === 'boolean') return value ? '1' : '0';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'string') return value;
  return undefined;
}

function append(pairs: string[], key: string, value: unknown): void {
  if (Array.isArray(value)) {
    const seen = new Set<string>();
    for (const item of value) {
      const text = scalar(item);
      if (text === undefined || seen.has(text)) continue;
      seen.add(text);
      pairs.push(`${encodeURIComponent(`${key}[]`)}=${encodeURIComponent(text)}`);
    }
    return;
  }
  if (value && typeof value === 'object') {
    for (const [sub, subValue] of Object.entries(value)) append(pairs, `${key}[${sub}]`, subValue);
    return;
  }
  const text = scalar(value);
  if (text !== undefined) pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(text)}`);
}

export function encodeQuery(params: Record<string, unknown>): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(params)) append(pairs, key, value);
  return pairs.join('&');
}

export function listQuery(filters: Record<string, unknown>, page: number, itemsPerPage: number): string {
  return encodeQuery({ ...filters, page, itemsPerPage });
}

/** Listings read 100 records a page; a shorter page ends the list (docs/product-rules.md, "Listings"). */
export const PAGE_SIZE = 100;
