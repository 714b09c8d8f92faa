import fr from '../../i18n/fr';
import { resourceMessages } from '../../i18n/resourceTexts';
import { showsKeys } from '../../i18n/showKeys';
import type { TranslateWithFallback } from '../../lib/cellTexts';
import type { Language } from '../../lib/model';
import { API_URL, fetchApi } from '../providers/apiFetch';
import { keepEarlyCall } from '../providers/callAhead';
import { listPathOf } from '../providers/listPath';
import type { CatalogueView } from '../providers/models';
import {
  DENSITY_KEY,
  hasKeptListParams,
  readStored,
  SIDEBAR_KEY,
  storedLanguage,
  THEME_KEY,
} from '../providers/storedSettings';
import { validAdminToken } from '../providers/tokenStorage';
import { firstPageParamsOf, genericListingOf } from '../routing/catalogueScreens';
import { firstViewColumnsOf, paintFirstView } from './firstView';
import { MIN_WINDOW_WIDTH } from './firstViewStyle';
import { dropFirstView, dropWhenConsoleShowsNoRows, hasConsoleDrawnRows } from './handover';
import { takeInlineCall } from './inlineFirstCall';

type MessageTree = { readonly [key: string]: string | MessageTree };

/** The product's texts and the catalogues' labels of a language: English loads on demand, as the console's does. */
async function messagesOf(language: string): Promise<{ locale: Language; messages: MessageTree }> {
  const locale: Language = language === 'en' ? 'en' : 'fr';
  const product = locale === 'en' ? (await import('../../i18n/en')).default : fr;
  return { locale, messages: { ...product, resources: resourceMessages(locale) as MessageTree } };
}

const translatorOf =
  (messages: MessageTree): TranslateWithFallback =>
  (key, fallback) => {
    let node: string | MessageTree | undefined = messages;
    for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
    return typeof node === 'string' ? node : fallback;
  };

/**
 * Whether the tab renders the listing as the first view draws it: the default light theme and comfortable density,
 * the side menu open, a window wide enough for the desktop layout, texts rather than keys. Otherwise nothing is painted.
 */
const rendersLikeFirstView = () =>
  readStored(THEME_KEY) !== 'dark' &&
  readStored(DENSITY_KEY) !== 'compact' &&
  readStored(SIDEBAR_KEY) !== false &&
  window.innerWidth >= MIN_WINDOW_WIDTH &&
  !showsKeys();

/**
 * Paints the listing's first view once its page and texts are in, unless the console got there first or the tab moved
 * on. Whether it painted.
 */
async function paintWhenAnswered(
  listing: CatalogueView,
  answer: Promise<Response | undefined>,
  language: string,
): Promise<boolean> {
  const columns = firstViewColumnsOf(listing.model, listing.view);
  if (!columns || !rendersLikeFirstView()) return false;
  const address = window.location.hash;
  const leave = () => {
    window.removeEventListener('hashchange', leave);
    dropFirstView();
  };
  window.addEventListener('hashchange', leave);
  // The console reads the answer's body itself (callAhead.ts): the first view reads a copy.
  const records = answer.then((response) => (response?.ok ? response.clone().json() : undefined));
  const [page, { locale, messages }] = await Promise.all([records, messagesOf(language)]);
  if (!Array.isArray(page) || page.length === 0 || hasConsoleDrawnRows() || window.location.hash !== address)
    return false;
  const translate = translatorOf(messages);
  const title = translate(`resources.${listing.view.name}.name`, listing.view.name);
  paintFirstView({
    model: listing.model,
    view: listing.view,
    columns,
    records: page,
    texts: { locale, translate },
    product: translate('app.title', ''),
    title,
  });
  performance.mark('first-view-painted');
  dropWhenConsoleShowsNoRows();
  document.title = translate('app.documentTitle', '%{page}').replace('%{page}', title);
  return true;
}

/**
 * For a generic listing opened as it starts (no query, nothing kept in the tab) by a tab holding an administrator's
 * token valid now: takes the listing's first GET that index.html's inline script sent when it is exactly this call
 * (inlineFirstCall.ts), or sends it from the console's first script, for the console to take as its own call
 * (callAhead.ts), and paints the first view from its answer (docs/console-loading.md). Any other address: nothing.
 * Resolves once the first view is painted (true) or will not be (false).
 */
export function startFirstListing(path: string): Promise<boolean> {
  const listing = genericListingOf(path, (resource) => hasKeptListParams(resource));
  const token = validAdminToken();
  const language = storedLanguage();
  const key =
    listing && token ? { path: listPathOf(listing.view.name, firstPageParamsOf(listing)), language, token } : undefined;
  const inline = takeInlineCall(API_URL, key);
  if (!listing || !key) return Promise.resolve(false);
  const answer = inline?.answer ?? fetchApi(API_URL, key.path, {}, language, key.token).catch(() => undefined);
  keepEarlyCall(key, answer, inline?.sentAt);
  return paintWhenAnswered(listing, answer, language).catch(() => false);
}
