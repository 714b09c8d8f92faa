import { fieldsFixedBy, representationOf } from '../../../lib/catalogueFacts';
import type { FieldSpec, ResourceModel, ViewSpec } from '../../../lib/model';
import { imageParts } from '../../../lib/model';
import { referenceResourceOf } from '../../modelRegistry';

/**
 * Which columns a generic listing shows, in which order, and what each draws: decided here, without React, for the
 * console's columns (catalogueColumns.tsx turns each into its field) and for the early listing painted before the console
 * starts (src/early/earlyListing.ts).
 */
export type ListingColumn =
  | { kind: 'translation' | 'text' | 'number' | 'boolean' | 'color'; source: string }
  | { kind: 'enum'; source: string; view: string }
  | { kind: 'image'; source: string; field: string }
  | { kind: 'reference'; source: string; reference: string; embed?: string }
  | { kind: 'delete' };

/** How many columns a listing shows until its administrator chooses others (src/columns/). */
export const DEFAULT_COLUMN_COUNT = 7;

function columnFor(view: ViewSpec, name: string, spec: FieldSpec): ListingColumn | null {
  switch (spec.type) {
    case 'translation':
      return { kind: 'translation', source: name };
    case 'image':
      return { kind: 'image', source: imageParts(name, spec).path, field: name };
    case 'keyName':
    case 'email':
      return { kind: 'text', source: name };
    case 'string':
      if (spec.format === 'color') return { kind: 'color', source: name };
      return spec.multiline || spec.format === 'url' ? null : { kind: 'text', source: name };
    case 'enum':
      return { kind: 'enum', source: name, view: view.name };
    case 'number':
      return { kind: 'number', source: name };
    case 'boolean':
      return { kind: 'boolean', source: name };
    case 'reference':
      return {
        kind: 'reference',
        source: name,
        reference: referenceResourceOf(spec, view),
        embed: spec.embed,
      };
    default:
      return null;
  }
}

/**
 * Listing columns: the record's picture and name first, its key, then enums, numbers, booleans, references and
 * short texts; a delete button last when the catalogue deletes. The first seven, or with `every` all of them, for the
 * column chooser to pick from (src/columns/).
 */
export function listingColumnsOf(model: ResourceModel, view: ViewSpec, every = false): ListingColumn[] {
  const fixed = fieldsFixedBy(view);
  const representation = representationOf(model);
  const names = Object.keys(model.fields).filter((name) => !fixed.has(name) && name !== representation);
  const images = names.filter((name) => model.fields[name].type === 'image');
  const others = names.filter((name) => model.fields[name].type !== 'image');
  const ordered = [...images, ...(representation in model.fields ? [representation] : []), ...others];
  const columns = ordered
    .map((name) => columnFor(view, name, model.fields[name]))
    .filter((column): column is ListingColumn => column !== null)
    .slice(0, every ? undefined : DEFAULT_COLUMN_COUNT);
  return model.verbs.includes('delete') ? [...columns, { kind: 'delete' }] : columns;
}

/**
 * The column whose cell links to the record's page: the one showing its name (representation field), else the first
 * showing a field. -1 when none.
 */
export function linkColumnIndex(sources: readonly (string | undefined)[], nameField: string): number {
  const named = sources.indexOf(nameField);
  return named >= 0 ? named : sources.findIndex((source) => source !== undefined);
}
