import type { Language } from './model';
import { missingLanguages, translationOf } from './translationSet';

/**
 * The text a listing cell shows for a record's value, one rule per kind of column: the console's cells
 * (src/screens/list/PlainFields.tsx, TranslationField.tsx, ReferenceColumnField.tsx) and the early listing painted before
 * the console starts (src/early/earlyListing.ts) both call these, so the two can never show a different text.
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

/** A record, or the summary of one the API embeds in another (`category: {id, label, keyName}`). */
type Named = { readonly [field: string]: unknown } | null | undefined;

/**
 * How records of a catalogue are named (src/screens/recordNames.ts decides it from the model): by their representation
 * field, and, where a listing mixes levels (categories and sub-categories), after their parent's embedded summary too.
 */
export interface RecordNaming {
  field: string;
  parentEmbed?: string;
}

/** The text naming a record by `field` in `locale` (translation sets read in that language); its id without one. */
export function nameText(record: Named, field: string, locale: string): string {
  if (!record) return '';
  const value = record[field];
  if (value === undefined || value === null) return String(record.id ?? '');
  return Array.isArray(value) ? translationOf(value, locale) : String(value);
}

/** A record's name, « Parent › Child » for a sub-level record of a listing mixing levels. */
export function recordName(record: Named, { field, parentEmbed }: RecordNaming, locale: string): string {
  const text = nameText(record, field, locale);
  const parent = parentEmbed ? (record?.[parentEmbed] as Named) : undefined;
  return parent ? `${nameText(parent, field, locale)} › ${text}` : text;
}

/** The header label key of a listing column (react-admin's `resources.<view>.fields.<field>`). */
export const fieldLabelKey = (view: string, field: string) => `resources.${view}.fields.${field}`;
