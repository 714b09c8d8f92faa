import type { CallKey } from '../providers/callAhead';

/**
 * A generic listing's first GET sent by a few lines of inline script in the built index.html, as soon as the page is
 * parsed, before any of the console's files has arrived (docs/early-listing.md, "The call from index.html"). The
 * first script (firstListing.ts) takes its answer when it is exactly the call it would send itself.
 */

/** Where the inline script leaves its call for the first script: a property of `window`. */
export const INLINE_CALL_GLOBAL = '__consoleFirstCall';

/** What the inline script needs, written into it at build time (inlineFirstCallScript.ts). */
export interface InlineCallSettings {
  /** The first page's API address (API base, path and query) of each generic listing, by its route name. */
  firstPages: Record<string, string>;
  /** The keys and values the console reads in sessionStorage and in the token (tokenStorage.ts, tabPreferences.ts). */
  tokenKey: string;
  storePrefix: string;
  adminRole: string;
  defaultLocale: string;
  global: string;
}

/** The call the inline script sent: what it depends on, when it left, and its answer (undefined when it failed). */
export interface InlineCall {
  url: string;
  language: string;
  token: string;
  sentAt: number;
  answer: Promise<Response | undefined>;
}

/**
 * The inline script's body: written into index.html as `(sendFirstCall)(settings)` (its source text, so it uses
 * nothing outside itself). It checks cheaply what the first script checks again: the address is a generic listing with
 * no query, the tab keeps no parameters for it, the token is an administrator's, past the first connection, valid now.
 */
export function sendFirstCall(settings: InlineCallSettings): void {
  try {
    const resource = /^#\/(\w+)\/?$/.exec(window.location.hash)?.[1];
    if (!resource || !Object.hasOwn(settings.firstPages, resource)) return;
    const storage = window.sessionStorage;
    if (storage.getItem(`${settings.storePrefix}${resource}.listParams`) !== null) return;
    const token = storage.getItem(settings.tokenKey);
    const payload = token?.split('.')[1];
    if (!token || !payload) return;
    // Decoded by hand, not with jwt-decode as the console does (src/providers/tokenStorage.ts): this runs inline in
    // index.html, before any file of the console has loaded.
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const valid =
      typeof claims.exp === 'number' &&
      claims.exp > Math.floor(Date.now() / 1000) &&
      !claims.firstConnect &&
      Array.isArray(claims.roles) &&
      claims.roles.includes(settings.adminRole);
    if (!valid) return;
    const stored = storage.getItem(`${settings.storePrefix}locale`);
    let language = stored ?? settings.defaultLocale;
    try {
      language = stored === null ? language : JSON.parse(stored);
    } catch {
      // kept as written, as the console reads it (tabPreferences.ts parseStored)
    }
    const url = settings.firstPages[resource];
    const answer = fetch(url, {
      method: 'GET',
      headers: { Accept: 'application/json', 'Accept-Language': language, Authorization: `Bearer ${token}` },
    }).catch(() => undefined);
    const call: InlineCall = { url, language, token, sentAt: Date.now(), answer };
    (window as unknown as Record<string, InlineCall>)[settings.global] = call;
    performance.mark('inline-call-sent');
  } catch {
    // A token that does not decode: nothing is sent ahead, the console's usual call handles the session.
  }
}

/**
 * The inline script's call, taken once: returned when it is the call `key` describes (same address, language and
 * token) sent to `apiUrl`; any other (or with no `key`: the first script sends nothing ahead) is dropped.
 */
export function takeInlineCall(apiUrl: string, key: CallKey | undefined): InlineCall | undefined {
  const holder = window as unknown as Record<string, InlineCall | undefined>;
  const call = holder[INLINE_CALL_GLOBAL];
  delete holder[INLINE_CALL_GLOBAL];
  const same = call && key && call.url === `${apiUrl}${key.path}` && call.language === key.language;
  return same && call.token === key.token ? call : undefined;
}
