import type { TranslationMessages } from 'react-admin';
import { type Language, type ResourceModel, viewsOf } from '../lib/model';
import { EMPTY_LISTING_INVITES, type Gender, midSentence, type ResourceTranslations } from './resourceMessages';

export { DEFAULT_LOCALE } from './defaultLocale';

/**
 * The catalogues' own texts (resources/<name>/i18n.ts) as `resources.<view>.*`, without react-admin: part of the
 * console's messages (i18n/index.ts) and read by the early listing painted before the console starts (src/early/).
 */
const folderOf = (path: string) => path.split('/').at(-2) ?? path;
const modelModules = import.meta.glob<{ default: ResourceModel }>('../resources/*/model.ts', { eager: true });
const messageModules = import.meta.glob<{ default: ResourceTranslations<ResourceModel> }>('../resources/*/i18n.ts', {
  eager: true,
});
const modelsByFolder = new Map(Object.entries(modelModules).map(([path, module]) => [folderOf(path), module.default]));

/**
 * `resources.<view>.name / .one / .fields / .values / .helpers` for every model view (and for the model's own name),
 * from resources/<name>/i18n.ts, `forcedCaseName`: the singular and plural names as they read inside a sentence
 * (react-admin's empty listing), and `invite`: that listing's invitation, agreeing with the catalogue's gender.
 */
export function resourceMessages(language: Language): TranslationMessages {
  const result: Record<string, unknown> = {};
  for (const [path, module] of Object.entries(messageModules)) {
    const model = modelsByFolder.get(folderOf(path));
    const messages = module.default[language];
    if (!model || !messages) continue;
    const textsNamed = (name: string, one: string, gender: Gender = 'masculine') => ({
      name,
      one,
      forcedCaseName: `${midSentence(one)} |||| ${midSentence(name)}`,
      invite: EMPTY_LISTING_INVITES[language][gender],
      fields: messages.fields,
      values: messages.values,
      helpers: messages.helpers ?? {},
    });
    for (const view of viewsOf(model)) {
      const names = messages.views?.[view.name];
      result[view.name] = names
        ? textsNamed(names.name, names.one, names.gender)
        : textsNamed(messages.name, messages.one, messages.gender);
    }
    // The catalogue as a whole, where no view takes its name (the change history names catalogues, not views).
    result[model.name] ??= textsNamed(messages.name, messages.one, messages.gender);
  }
  return result as TranslationMessages;
}
