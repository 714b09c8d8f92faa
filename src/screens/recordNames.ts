import type { RaRecord } from 'react-admin';
import { representationOf } from '../../lib/catalogueFacts';
import { nameText, type RecordNaming, recordName } from '../../lib/cellTexts';
import { modelForResource, readsEveryLevel } from '../modelRegistry';

/**
 * How records are named, without React: read by the console (recordText.ts) and by the early listing painted before it
 * starts (src/early/earlyListing.ts), so both name a referenced record alike.
 */

/** The text naming a record in the current locale (translation sets read in that language). */
export const textOf = (record: RaRecord | undefined, field: string, locale: string): string =>
  nameText(record, field, locale);

/**
 * How records of a console resource (or model) are named: its representation field; where a resource mixes levels
 * (categories and sub-categories), a sub-level record after its parent too (lib/cellTexts.ts recordName).
 */
export function namingOf(resource: string): RecordNaming {
  const model = modelForResource(resource)?.model;
  const field = model ? representationOf(model) : 'label';
  const parentField = model?.orderable?.parent;
  const parentSpec = parentField ? model?.fields[parentField] : undefined;
  const parentEmbed = readsEveryLevel(resource) && parentSpec?.type === 'reference' ? parentSpec.embed : undefined;
  return parentEmbed ? { field, parentEmbed } : { field };
}

/** A function naming records of a console resource (or model) in a language: « Parent › Child » across levels. */
export function recordTextFor(resource: string, locale: string): (record: RaRecord | undefined) => string {
  const naming = namingOf(resource);
  return (record) => recordName(record, naming, locale);
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
