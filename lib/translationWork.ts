import type { Language } from './model';

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
