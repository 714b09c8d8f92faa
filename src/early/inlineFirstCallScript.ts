import { DEFAULT_LOCALE } from '../../i18n/resourceTexts';
import { API_URL } from '../providers/apiFetch';
import { listPathOf } from '../providers/listPath';
import { catalogueViews } from '../providers/models';
import { STORE_PREFIX } from '../providers/storedSettings';
import { ACCESS_KEY, ADMIN_ROLE } from '../providers/tokenStorage';
import { firstPageParamsOf, genericListingOf } from '../routing/catalogueScreens';
import { INLINE_CALL_GLOBAL, type InlineCallSettings, sendFirstCall } from './inlineFirstCall';

/**
 * Run at build time (vite.config.ts, through Vite's module runner): the inline script of the built index.html that
 * sends a generic listing's first GET, with its table of first pages built by the same rules as the first script's
 * (genericListingOf, firstPageParamsOf, listPathOf): the path is the same in every language, which travels in
 * Accept-Language. Never part of the console's bundle.
 */
export function firstPagesOfGenericListings(): Record<string, string> {
  const firstPages: Record<string, string> = {};
  for (const { view } of catalogueViews) {
    const listing = genericListingOf(`/${view.name}`, () => false);
    if (listing) firstPages[view.name] = `${API_URL}${listPathOf(view.name, firstPageParamsOf(listing))}`;
  }
  return firstPages;
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
