import { showsKeys } from '../../i18n/showKeys';
import type { TranslateWithFallback } from '../../lib/cellTexts';
import type { Language } from '../../lib/model';
import { API_URL, fetchApi } from '../providers/apiFetch';
import { keepEarlyCall } from '../providers/callAhead';
import {
  DENSITY_KEY,
  hasKeptListParams,
  readStored,
  SIDEBAR_KEY,
  storedLanguage,
  THEME_KEY,
} from '../providers/tabPreferences';
import { LISTING_ADDRESS } from '../routing/listingAddress';
import { paintEarlyListing } from './earlyListing';
import { MIN_WINDOW_WIDTH } from './earlyListingStyle';
import { type FirstListing, firstListingTable } from './firstListings';
import { validAdminToken } from './firstScriptToken';
import { dropEarlyListing, dropWhenConsoleShowsNoRows, hasConsoleDrawnRows } from './handover';
import { takeInlineCall } from './inlineFirstCall';

/** The console's texts the early listing shows in `language`, from the build's table (firstListings.ts). */
function translatorIn(language: string): { locale: Language; translate: TranslateWithFallback } {
  const locale: Language = language === 'en' ? 'en' : 'fr';
  const texts = firstListingTable.texts[locale];
  return { locale, translate: (key, fallback) => (Object.hasOwn(texts, key) ? texts[key] : fallback) };
}

/**
 * Whether the tab renders the listing as the early listing draws it: the default light theme and comfortable density,
 * the side menu open, a window wide enough for the desktop layout, texts rather than keys. Otherwise nothing is painted.
 */
const rendersLikeEarlyListing = () =>
  readStored(THEME_KEY) !== 'dark' &&
  readStored(DENSITY_KEY) !== 'compact' &&
  readStored(SIDEBAR_KEY) !== false &&
  // A media query, as MUI's breakpoints are: reading the window's width would lay the page out.
  window.matchMedia(`(min-width: ${MIN_WINDOW_WIDTH}px)`).matches &&
  !showsKeys();

/**
 * Paints the listing's early listing once its page and texts are in, unless the console got there first or the tab moved
 * on. Whether it painted.
 */
async function paintWhenAnswered(
  name: string,
  listing: FirstListing,
  answer: Promise<Response | undefined>,
  language: string,
): Promise<boolean> {
  const spec = listing.view;
  if (!spec || !rendersLikeEarlyListing()) return false;
  const address = window.location.hash;
  const leave = () => {
    window.removeEventListener('hashchange', leave);
    dropEarlyListing();
  };
  window.addEventListener('hashchange', leave);
  // The console reads the answer's body itself (callAhead.ts): the early listing reads a copy.
  const response = await answer;
  const page: unknown = response?.ok ? await response.clone().json() : undefined;
  if (!Array.isArray(page) || page.length === 0 || hasConsoleDrawnRows() || window.location.hash !== address)
    return false;
  const texts = translatorIn(language);
  const title = texts.translate(`resources.${name}.name`, name);
  paintEarlyListing({
    view: name,
    spec,
    records: page,
    texts,
    product: texts.translate('app.title', ''),
    title,
  });
  performance.mark('early-listing-painted');
  dropWhenConsoleShowsNoRows();
  document.title = texts.translate('app.documentTitle', '%{page}').replace('%{page}', title);
  return true;
}

export interface FirstListingStart {
  painted: Promise<boolean>;
  answer?: Promise<Response | undefined>;
}

/**
 * For a generic listing opened as it starts (no query, nothing kept in the tab) by a tab holding an administrator's
 * token valid now: takes the listing's first GET that index.html's inline script sent when it is exactly this call
 * (inlineFirstCall.ts), or sends it from the console's first script, for the console to take as its own call
 * (callAhead.ts), and paints the early listing from its answer (docs/console-loading.md). Any other address: nothing.
 * `painted` resolves once the early listing is painted (true) or will not be (false); `answer` is the listing's answer
 * when its call was sent ahead.
 */
export function startFirstListing(path: string): FirstListingStart {
  const name = LISTING_ADDRESS.exec(path)?.[1];
  const listing =
    name && Object.hasOwn(firstListingTable.listings, name) && !hasKeptListParams(name)
      ? firstListingTable.listings[name]
      : undefined;
  const token = validAdminToken();
  const language = storedLanguage();
  const key = listing && token ? { path: listing.path, language, token } : undefined;
  const inline = takeInlineCall(API_URL, key);
  if (!name || !listing || !key) return { painted: Promise.resolve(false) };
  const answer = inline?.answer ?? fetchApi(API_URL, key.path, {}, language, key.token).catch(() => undefined);
  keepEarlyCall(key, answer, inline?.sentAt);
  return { painted: paintWhenAnswered(name, listing, answer, language).catch(() => false), answer };
}
