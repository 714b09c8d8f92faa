import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import type { Language } from '../lib/model';
import en from './en';
import fr from './fr';

type MessageTree = { [key: string]: string | MessageTree };

/** `override` laid over `base` branch by branch: a product text replaces one react-admin text, not its group. */
function overlay<B extends object, O extends object>(base: B, override: O): B & O {
  const result: MessageTree = { ...(base as MessageTree) };
  for (const [key, value] of Object.entries(override as MessageTree)) {
    const under = result[key];
    result[key] = typeof value === 'object' && typeof under === 'object' ? overlay(under, value) : value;
  }
  return result as B & O;
}

/**
 * The console's texts without the catalogues' own (resources/<name>/i18n.ts, added by i18n/index.ts):
 * react-admin's in each language, with the product's (i18n/fr.ts, i18n/en.ts) laid over them.
 */
export const consoleMessages = {
  fr: overlay(frenchMessages, fr),
  en: overlay(englishMessages, en),
} satisfies Record<Language, object>;
