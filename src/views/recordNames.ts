import type { RaRecord } from 'react-admin';
import { representationOf } from '../../lib/model';
import { translationOf } from '../../lib/translationSet';
import { modelForResource, readsEveryLevel } from '../modelRegistry';

/**
 * How records are named, without React: read by the console (recordText.ts) and by the first view painted before it
 * starts (src/early/firstView.ts), so both name a referenced record alike.
 */

/** The text naming a record in the current locale (translation sets read in that language). */
export function textOf(record: RaRecord | undefined, field: string, locale: string): string {
  if (!record) return '';
  const value = record[field];
  if (value === undefined || value === null) return String(record.id ?? '');
  return Array.isArray(value) ? translationOf(value, locale) : String(value);
}

/**
 * A function naming records of a console resource (or model) in a language. Where a resource mixes levels
 * (categories and sub-categories), a sub-level record is named after its parent too: « Parent › Child ».
 */
export function recordTextFor(resource: string, locale: string): (record: RaRecord | undefined) => string {
  const model = modelForResource(resource)?.model;
  const field = model ? representationOf(model) : 'label';
  const parentField = model?.orderable?.parent;
  const parentSpec = parentField ? model?.fields[parentField] : undefined;
  const parentEmbed = readsEveryLevel(resource) && parentSpec?.type === 'reference' ? parentSpec.embed : undefined;
  return (record) => {
    const text = textOf(record, field, locale);
    const parent = parentEmbed ? (record?.[parentEmbed] as RaRecord | null | undefined) : undefined;
    return parent ? `${textOf(parent, field, locale)} › ${text}` : text;
  };
}

/**
 * The text of a reference column read from the summary the API embeds in the record (`category: {id, label}`);
 * undefined when the column must read the referenced records (no summary, or one naming every level).
 */
export function embeddedReferenceText(
  record: RaRecord,
  column: { reference: string; embed?: string },
  locale: string,
): string | undefined {
  const embedded = column.embed && !readsEveryLevel(column.reference) ? record[column.embed] : undefined;
  return embedded ? recordTextFor(column.reference, locale)(embedded) : undefined;
}
