import { DEFAULT_LOCALE } from '../../i18n/defaultLocale';

/**
 * The tab's preferences (language, theme, density, kept list parameters) as react-admin's Store keeps them in sessionStorage (sessionStore.ts), read without react-admin:
 * the console's first script reads the language and the rendering options before the console exists.
 */
export const STORE_PREFIX = 'RaStore.';
/** Store keys of the Rendering section's preferences (sessionStorage, like the language: they last the tab). */
export const DENSITY_KEY = 'display.density';
/** react-admin's own key for the light / dark mode (useTheme). */
export const THEME_KEY = 'theme';
/** react-admin's key for the side menu being open (useSidebarState). */
export const SIDEBAR_KEY = 'sidebar.open';

/** A stored value as the Store wrote it (JSON), or the raw text when it is not JSON; undefined when absent. */
export function parseStored(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export const readStored = (key: string, storage: Storage = window.sessionStorage): unknown =>
  parseStored(storage.getItem(STORE_PREFIX + key));

/** Where the Store keeps a listing's parameters from an earlier visit (react-admin's `<resource>.listParams`). */
export const hasKeptListParams = (resource: string, storage: Storage = window.sessionStorage) =>
  readStored(`${resource}.listParams`, storage) !== undefined;

/** The tab's language as the console reads it (react-admin's Store key `locale`), French unless chosen. */
export const storedLanguage = (storage: Storage = window.sessionStorage): string =>
  (readStored('locale', storage) as string | undefined) ?? DEFAULT_LOCALE;
