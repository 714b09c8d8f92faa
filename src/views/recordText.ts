import { type RaRecord, useLocaleState } from 'react-admin';
import { representationOf } from '../../lib/model';
import { translationOf } from '../../lib/translationSet';
import { modelForResource, readsEveryLevel } from '../modelRegistry';

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

/** The same in the current locale. */
export function useRecordText(resource: string): (record: RaRecord | undefined) => string {
  const [locale] = useLocaleState();
  return recordTextFor(resource, locale);
}
