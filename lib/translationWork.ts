import { type FieldSpec, LANGUAGES, type Language, type ResourceModel } from './model';
import { missingLanguages } from './translationSet';

/**
 * What the console and the server agree on for translation work (docs/translation.md): the call that suggests a
 * translation, the longest text it takes, and the listing filter of records missing a language.
 */

/** `POST /api/translation`: a text in `source`, answered in `target` by the configured engine. */
export interface TranslationRequest {
  text: string;
  source: Language;
  target: Language;
}
export interface TranslationAnswer {
  text: string;
}

/** The longest text sent to the engine (LibreTranslate's default character limit); longer is refused before asking. */
export const MAX_TRANSLATED_TEXT_LENGTH = 5000;

/**
 * The list filter (`?missingTranslation=1`) of the records that miss a language in one of their translation sets;
 * `GET /api/counts?missingTranslation=1` counts them per view.
 */
export const MISSING_TRANSLATION_FILTER = 'missingTranslation';

/** A catalogue whose records carry translation sets: its listing filters the records missing a language. */
export function hasTranslationSets(model: ResourceModel): boolean {
  return Object.values(model.fields).some((spec) => spec.type === 'translation');
}

/** The value `?missingTranslation=` takes: `1` the records missing a language, `0` the complete ones. */
export function missingTranslationValueOf(raw: unknown): boolean | 'invalid' {
  const text = Array.isArray(raw) ? raw[0] : raw;
  if (text === '1' || text === 'true') return true;
  if (text === '0' || text === 'false') return false;
  return 'invalid';
}

/** A catalogue's translation sets (fields of type `translation`): what the missing-translation filter looks at. */
export function translationSetsOf(model: ResourceModel): string[] {
  return Object.entries(model.fields)
    .filter(([, spec]) => spec.type === 'translation')
    .map(([name]) => name);
}

/** Whether a catalogue takes the missing-translation filter: it has at least one translation set. */
export function takesMissingTranslationFilter(model: ResourceModel): boolean {
  return translationSetsOf(model).length > 0;
}

/**
 * Whether one translation set misses a language (docs/translation.md, "Missing a language"): a required set lacks
 * text in at least one product language; an optional set has text in some language but not in every one (an
 * optional set left empty in every language has nothing to translate).
 */
export function setMissesLanguage(spec: FieldSpec, value: unknown): boolean {
  const missing = missingLanguages(value).length;
  if (missing === 0) return false;
  return spec.required === true || missing < LANGUAGES.length;
}

/**
 * Whether a record misses a language in one of its own translation sets: the one rule behind the list filter
 * (`?missingTranslation=1`), the server's list index marker and the demo API. Only the record's own fields count:
 * a pedagogical sheet's sections are records of their own, judged on their own catalogue.
 */
export function missesTranslation(model: ResourceModel, record: Record<string, unknown>): boolean {
  return translationSetsOf(model).some((field) => setMissesLanguage(model.fields[field], record[field]));
}
