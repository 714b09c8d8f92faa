import { invalid } from './errors';

/**
 * Characters no database keeps as sent: NUL (PostgreSQL refuses it in text and JSON) and lone UTF-16
 * surrogates (not encodable in UTF-8; they would be silently replaced). Such strings answer 400 / 1203.
 */
const LONE_SURROGATE = /\p{Cs}/u;

export const isStorableText = (text: string): boolean => !text.includes('\0') && !LONE_SURROGATE.test(text);

/** The first place in a JSON-like value holding an unstorable string (a key or a value), or null. */
export function unstorablePath(value: unknown, path = ''): string | null {
  const pending: Array<[unknown, string]> = [[value, path]];
  while (pending.length > 0) {
    const [current, at] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (!isStorableText(current)) return at;
    } else if (current && typeof current === 'object') {
      for (const [key, child] of Object.entries(current)) {
        const childPath = at ? `${at}.${key}` : key;
        if (!isStorableText(key)) return at || key;
        pending.push([child, childPath]);
      }
    }
  }
  return null;
}

/**
 * Every call, server and demo API alike: a path parameter, query string or JSON body holding a character
 * no database keeps answers 400 / 1203 naming the field, before any handler reads it.
 */
export function refuseUnstorable(parts: readonly unknown[]): void {
  for (const part of parts) {
    const field = unstorablePath(part);
    if (field !== null) throw invalid(field.split('.')[0] || undefined, 'text holds a character that cannot be stored');
  }
}
