import { DEFAULT_LOCALE } from '../../i18n/defaultLocale';
import { ADMIN_ROLE } from '../../lib/claims';
import { API_URL } from '../providers/apiFetch';
import { STORE_PREFIX } from '../providers/tabPreferences';
import { ACCESS_KEY } from '../providers/tokenStorage';
import { firstListingTable } from './firstListings';
import { INLINE_CALL_GLOBAL, type InlineCallSettings, sendFirstCall } from './inlineFirstCall';

/**
 * Run at build time (vite.config.ts, through Vite's module runner): the inline script of the built index.html that
 * sends a generic listing's first GET, with its table of first pages: the first script's (firstListings.ts), so both
 * send the same call; the path is the same in every language, which travels in Accept-Language. Never part of the
 * console's bundle.
 */
export function firstPagesOfGenericListings(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(firstListingTable.listings).map(([name, { path }]) => [name, `${API_URL}${path}`]),
  );
}

/** The inline script's text (vite.config.ts writes it in index.html and allows it by its hash: docs/security-headers.md). */
export function inlineFirstCallScript(): string {
  const settings: InlineCallSettings = {
    firstPages: firstPagesOfGenericListings(),
    tokenKey: ACCESS_KEY,
    storePrefix: STORE_PREFIX,
    adminRole: ADMIN_ROLE,
    defaultLocale: DEFAULT_LOCALE,
    global: INLINE_CALL_GLOBAL,
  };
  return `(${sendFirstCall.toString()})(${JSON.stringify(settings)});`;
}
