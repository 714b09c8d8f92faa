import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { type Language, type ResourceModel, viewsOf } from '../lib/model';
import { frenchConsoleMessages } from './french';
import { midSentence, type ResourceTranslations } from './resourceMessages';

export const DEFAULT_LOCALE: Language = 'fr';
export const LOCALES = [
  { locale: 'fr', name: 'Français' },
  { locale: 'en', name: 'English' },
];
/** `?i18n=keys` in the address shows translation keys instead of texts (spec §1). */
export const SHOW_KEYS_PARAMETER = { name: 'i18n', value: 'keys' } as const;

const folderOf = (path: string) => path.split('/').at(-2) ?? path;
const modelModules = import.meta.glob<{ default: ResourceModel }>('../resources/*/model.ts', { eager: true });
const messageModules = import.meta.glob<{ default: ResourceTranslations<ResourceModel> }>('../resources/*/i18n.ts', {
  eager: true,
});
/** Texts of a catalogue's own screens (resources/<name>/messages.ts), merged at the catalogue's root. */
const screenModules = import.meta.glob<{ default: Record<Language, TranslationMessages> }>(
  '../resources/*/messages.ts',
  {
    eager: true,
  },
);
const screenMessages = (language: Language) =>
  Object.assign({}, ...Object.values(screenModules).map((module) => module.default[language])) as TranslationMessages;
const modelsByFolder = new Map(Object.entries(modelModules).map(([path, module]) => [folderOf(path), module.default]));

/**
 * `resources.<view>.name / .one / .fields / .values / .helpers` for every model view, from resources/<name>/i18n.ts,
 * and `forcedCaseName`: the singular and plural names as they read inside a sentence (react-admin's empty listing).
 */
export function resourceMessages(language: Language): TranslationMessages {
  const result: Record<string, unknown> = {};
  for (const [path, module] of Object.entries(messageModules)) {
    const model = modelsByFolder.get(folderOf(path));
    const messages = module.default[language];
    if (!model || !messages) continue;
    for (const view of viewsOf(model)) {
      const names = messages.views?.[view.name];
      const name = names?.name ?? messages.name;
      const one = names?.one ?? messages.one;
      result[view.name] = {
        name,
        one,
        forcedCaseName: `${midSentence(one)} |||| ${midSentence(name)}`,
        fields: messages.fields,
        values: messages.values,
        helpers: messages.helpers ?? {},
      };
    }
  }
  return result as TranslationMessages;
}

/** A language's whole catalogue: the console's texts, the catalogues' screens, and `resources.*`. */
export function catalogueOf(language: Language, console: object): TranslationMessages {
  return { ...console, ...screenMessages(language), resources: resourceMessages(language) } as TranslationMessages;
}

const loaded = new Map<string, TranslationMessages>([
  [DEFAULT_LOCALE, catalogueOf(DEFAULT_LOCALE, frenchConsoleMessages)],
]);

/** French is part of the first load; English comes in its own chunk, the first time it is asked for. */
export async function loadCatalogue(language: string): Promise<TranslationMessages> {
  const known = loaded.get(language);
  if (known) return known;
  if (language !== 'en') return loaded.get(DEFAULT_LOCALE) as TranslationMessages;
  const { englishConsoleMessages } = await import('./english');
  const catalogue = catalogueOf('en', englishConsoleMessages);
  loaded.set('en', catalogue);
  return catalogue;
}

export function showsKeys(location: Pick<Location, 'search' | 'hash'> = window.location): boolean {
  const hashQuery = location.hash.split('?')[1] ?? '';
  return [location.search, hashQuery].some(
    (query) => new URLSearchParams(query).get(SHOW_KEYS_PARAMETER.name) === SHOW_KEYS_PARAMETER.value,
  );
}

/** French by default; `initialLocale` is the language kept in the tab's Store. */
/**
 * French by default; `initialLocale` is the language kept in the tab's Store, used when its catalogue is loaded
 * already (`await loadCatalogue(locale)` first). Other languages load on demand when chosen.
 */
export function createI18nProvider(initialLocale: string = DEFAULT_LOCALE, showKeys = showsKeys()): I18nProvider {
  const locale = loaded.has(initialLocale) ? initialLocale : DEFAULT_LOCALE;
  const provider = polyglotI18nProvider(
    (language) => loaded.get(language) ?? loadCatalogue(language),
    locale,
    LOCALES,
    {
      allowMissing: true,
    },
  );
  return showKeys ? { ...provider, translate: (key: string) => key } : provider;
}
