import { LANGUAGES, type Language } from './model';

export interface Translation {
  language: Language;
  value: string;
}
export type TranslationSet = Translation[];

/** A translation set is valid only when every product language has a non-empty value. */
export function missingLanguages(set: unknown): Language[] {
  if (!Array.isArray(set)) return [...LANGUAGES];
  return LANGUAGES.filter(
    (language) =>
      !set.some(
        (t) =>
          t &&
          typeof t === 'object' &&
          (t as Translation).language === language &&
          typeof (t as Translation).value === 'string' &&
          (t as Translation).value.trim() !== '',
      ),
  );
}

export function isCompleteTranslationSet(set: unknown): boolean {
  return missingLanguages(set).length === 0;
}

/** The text of one language exactly, '' when that language has none (no fallback on another language). */
export function textIn(set: unknown, language: string): string {
  return Array.isArray(set) ? (set.find((t) => t?.language === language)?.value ?? '') : '';
}

/** The text of `language`, else the first language that has one (a record is always named). */
export function translationOf(set: unknown, language: string): string {
  if (typeof set === 'string') return set;
  if (!Array.isArray(set)) return '';
  const wanted = textIn(set, language);
  if (wanted) return wanted;
  return set.find((t) => typeof t?.value === 'string' && t.value !== '')?.value ?? '';
}

export function emptyTranslationSet(): TranslationSet {
  return LANGUAGES.map((language) => ({ language, value: '' }));
}
