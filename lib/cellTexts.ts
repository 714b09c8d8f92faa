import type { Language } from './model';
import { missingLanguages, translationOf } from './translationSet';

/**
 * The text a listing cell shows for a record's value, one rule per kind of column: the console's cells
 * (src/views/list/PlainFields.tsx, TranslationField.tsx, ReferenceColumnField.tsx) and the first view painted before
 * the console starts (src/early/firstView.ts) both call these, so the two can never show a different text.
 * '' is an empty cell.
 */

/** Looks a message up by key, `fallback` when there is none (react-admin's `translate(key, { _: fallback })`). */
export type TranslateWithFallback = (key: string, fallback: string) => string;

/** Plain text, keys, e-mails: the value as written. */
export function plainText(value: unknown): string {
  return value === undefined || value === null || value === '' ? '' : String(value);
}

/** An enum value by its translated label (`resources.<view>.values.<field>.<value>`), the value itself when unlabelled. */
export function enumText(view: string, source: string, value: unknown, translate: TranslateWithFallback): string {
  if (typeof value !== 'string' || value === '') return '';
  return translate(`resources.${view}.values.${source}.${value}`, value);
}

/** A number written the reader's way (« 1,5 » in French, "1.5" in English). */
export function numberText(value: unknown, locale: string): string {
  return typeof value === 'number' ? value.toLocaleString(locale) : '';
}

/** A translation set in the reader's language (else the first language that has one). */
export function translationText(value: unknown, locale: string): string {
  return translationOf(value, locale);
}

/** The languages a translation cell flags as missing: none when the cell is empty anyway. */
export function flaggedLanguages(value: unknown, locale: string): Language[] {
  return translationText(value, locale) === '' ? [] : missingLanguages(value);
}

/** The header label key of a listing column (react-admin's `resources.<view>.fields.<field>`). */
export const fieldLabelKey = (view: string, field: string) => `resources.${view}.fields.${field}`;
