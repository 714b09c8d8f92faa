import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import type { Language } from '../lib/model';
import { frenchConsoleMessages } from './french';
import { DEFAULT_LOCALE, resourceMessages } from './resourceTexts';
import { showsKeys } from './showKeys';

export { SHOW_KEYS_PARAMETER, showsKeys } from './showKeys';
export { DEFAULT_LOCALE, resourceMessages };

export const LOCALES = [
  { locale: 'fr', name: 'Français' },
  { locale: 'en', name: 'English' },
];

/** Texts of a catalogue's own screens (resources/<name>/messages.ts), merged at the catalogue's root. */
const screenModules = import.meta.glob<{ default: Record<Language, TranslationMessages> }>(
  '../resources/*/messages.ts',
  {
    eager: true,
  },
);
const screenMessages = (language: Language) =>
  Object.assign({}, ...Object.values(screenModules).map((module) => module.default[language])) as TranslationMessages;
/** A language's whole message table: the console's texts, the catalogues' screens, and `resources.*`. */
export function messagesOf(language: Language, console: object): TranslationMessages {
  return { ...console, ...screenMessages(language), resources: resourceMessages(language) } as TranslationMessages;
}

const loaded = new Map<string, TranslationMessages>([
  [DEFAULT_LOCALE, messagesOf(DEFAULT_LOCALE, frenchConsoleMessages)],
]);

/** French is part of the first load; English comes in its own chunk, the first time it is asked for. */
export async function loadMessages(language: string): Promise<TranslationMessages> {
  const known = loaded.get(language);
  if (known) return known;
  if (language !== 'en') return loaded.get(DEFAULT_LOCALE) as TranslationMessages;
  const { englishConsoleMessages } = await import('./english');
  const catalogue = messagesOf('en', englishConsoleMessages);
  loaded.set('en', catalogue);
  return catalogue;
}

/** French by default; `initialLocale` is the language kept in the tab's Store. */
/**
 * French by default; `initialLocale` is the language kept in the tab's Store, used when its catalogue is loaded
 * already (`await loadMessages(locale)` first). Other languages load on demand when chosen.
 */
export function createI18nProvider(initialLocale: string = DEFAULT_LOCALE, showKeys = showsKeys()): I18nProvider {
  const locale = loaded.has(initialLocale) ? initialLocale : DEFAULT_LOCALE;
  const provider = polyglotI18nProvider((language) => loaded.get(language) ?? loadMessages(language), locale, LOCALES, {
    allowMissing: true,
  });
  return showKeys ? { ...provider, translate: (key: string) => key } : provider;
}
