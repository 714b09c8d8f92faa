import { LANGUAGES, type Language } from '../../../lib/model';
import { type TranslationSet, textIn } from '../../../lib/translationSet';

/** The language a box of a translation set is suggested from: the product has two, each filled from the other. */
export function otherLanguageOf(language: Language): Language {
  return LANGUAGES.find((other) => other !== language) ?? language;
}

/** The set with `language` holding `text`, every language present, in the product's order. */
export function withText(set: unknown, language: Language, text: string): TranslationSet {
  return LANGUAGES.map((l) => ({ language: l, value: l === language ? text : textIn(set, l) }));
}

/** The languages of a set that a suggestion can fill: empty ones whose other language holds a text. */
export function fillableLanguagesOf(set: unknown): Language[] {
  return LANGUAGES.filter(
    (language) => textIn(set, language).trim() === '' && textIn(set, otherLanguageOf(language)).trim() !== '',
  );
}
