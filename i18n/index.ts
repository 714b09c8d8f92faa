import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { type Language, type ResourceModel, viewsOf } from '../lib/model';
import { consoleMessages } from './consoleMessages';
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

export const catalogues: Record<Language, TranslationMessages> = {
  fr: { ...consoleMessages.fr, ...screenMessages('fr'), resources: resourceMessages('fr') },
  en: { ...consoleMessages.en, ...screenMessages('en'), resources: resourceMessages('en') },
};

export function showsKeys(location: Pick<Location, 'search' | 'hash'> = window.location): boolean {
  const hashQuery = location.hash.split('?')[1] ?? '';
  return [location.search, hashQuery].some(
    (query) => new URLSearchParams(query).get(SHOW_KEYS_PARAMETER.name) === SHOW_KEYS_PARAMETER.value,
  );
}

/** French by default; `initialLocale` is the language kept in the tab's Store. */
export function createI18nProvider(initialLocale: string = DEFAULT_LOCALE, showKeys = showsKeys()): I18nProvider {
  const locale = initialLocale in catalogues ? initialLocale : DEFAULT_LOCALE;
  const provider = polyglotI18nProvider(
    (language) => catalogues[language as Language] ?? catalogues.fr,
    locale,
    LOCALES,
    {
      allowMissing: true,
    },
  );
  return showKeys ? { ...provider, translate: (key: string) => key } : provider;
}
