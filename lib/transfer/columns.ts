/**
 * The columns of a catalogue's export and import files (docs/export-import.md), derived from its model once for the
 * server, the demo API and the console: one column per field an administrator writes, a translation set as one
 * column per language, a reference as the referenced record's key, a duration as its value and its unit.
 */

import { representationOf } from '../catalogueFacts';
import { CONDITION_ENTITY_MODELS } from '../conditionEntities';
import {
  type FieldSpec,
  keyFieldOf,
  LANGUAGES,
  type Language,
  type RelationSpec,
  type ResourceModel,
  referenceAlias,
} from '../model';

/** How a column's cells are written and read (lib/transfer/values.ts). */
export type ColumnKind =
  | 'text'
  | 'translation'
  | 'boolean'
  | 'number'
  | 'enumList'
  | 'reference'
  | 'references'
  | 'json'
  | 'durationValue'
  | 'durationUnit'
  | 'relation';

/** The records a column names by their key, and the field holding that key (`id`: `#<id>` of this installation). */
export interface ColumnTarget {
  model: string;
  key: string;
}

export interface Column {
  /** The header's text: `keyName`, `label.fr`, `category.keyName`, `defaultDuration.unit`. */
  name: string;
  /** The model's field (or the relation list's field) the column writes. */
  field: string;
  kind: ColumnKind;
  spec?: FieldSpec;
  language?: Language;
  /** reference, references, relation: whose key the cells hold. */
  target?: ColumnTarget;
  /** relation: the relation call's path and declaration (its items may carry a role: `key:role`). */
  relation?: { path: string; spec: RelationSpec };
  /** A file without this column cannot create records: it must be in the header. */
  required: boolean;
  /** A reference whose records share positions (the model's `orderable.parent`): a record is placed among them. */
  siblingGroup?: boolean;
}

/** Where models are found by name (the server's registry, the console's and the demo's maps). */
export type ModelsByName = ReadonlyMap<string, ResourceModel>;

/** Export and import are offered for the catalogues an administrator lists and creates records of. */
export function isTransferable(model: ResourceModel): boolean {
  return model.verbs.includes('list') && model.verbs.includes('create');
}

/**
 * The field an import matches a row to a stored record by: the key name, or the linked account's e-mail for
 * practices, aligner companies and diagnosticians; none for the other catalogues (every row is created).
 */
export function matchFieldOf(model: ResourceModel): string | undefined {
  return keyFieldOf(model) ?? model.account?.email;
}

/**
 * What a reference to `target` writes in a file: the target's key name, else its account's e-mail, else its
 * representation when that is a plain text (an overlay's file name); `id` when none (cells `#<id>`).
 */
export function referenceKeyOf(target: ResourceModel): string {
  const matched = matchFieldOf(target);
  if (matched) return matched;
  const named = representationOf(target);
  const spec = target.fields[named];
  return spec && (spec.type === 'string' || spec.type === 'email') ? named : 'id';
}

/** The catalogues whose records a JSON field's value names by id (image template cells, display conditions). */
export function jsonTargetsOf(spec: FieldSpec): string[] {
  if (spec.type !== 'json') return [];
  if (spec.itemReferences) return [spec.itemReferences.model];
  if (spec.schema === 'condition') return [...new Set(Object.values(CONDITION_ENTITY_MODELS))];
  return [];
}

/** What a reference column is called: `categoryId` → `category`, `companyIds` → `companies`. */
function referenceName(field: string): string {
  if (!field.endsWith('Ids')) return referenceAlias(field);
  const one = field.slice(0, -3);
  return /[^aeiou]y$/.test(one) ? `${one.slice(0, -1)}ies` : `${one}s`;
}

function targetOf(models: ModelsByName, model: string): ColumnTarget {
  const target = models.get(model);
  if (!target) throw new Error(`unknown model ${model}`);
  return { model, key: referenceKeyOf(target) };
}

/**
 * The columns of a catalogue, in its fields' order, then its relation lists. Left out: read-only fields (computed by
 * the server: account state, versions) and images (their bytes are not carried by a file).
 */
export function columnsOf(model: ResourceModel, models: ModelsByName): Column[] {
  const columns: Column[] = [];
  for (const [field, spec] of Object.entries(model.fields)) {
    if (spec.readOnly || spec.type === 'image') continue;
    const required = !!spec.required || spec.type === 'keyName';
    const column = { field, spec, required };
    switch (spec.type) {
      case 'translation':
        for (const language of LANGUAGES)
          columns.push({ ...column, name: `${field}.${language}`, kind: 'translation', language });
        break;
      case 'reference':
      case 'references': {
        const target = targetOf(models, spec.model);
        const siblingGroup = model.orderable?.parent === field;
        columns.push({
          ...column,
          name: `${referenceName(field)}.${target.key}`,
          kind: spec.type,
          target,
          ...(siblingGroup ? { siblingGroup } : {}),
        });
        break;
      }
      case 'duration':
        columns.push({ ...column, name: `${field}.value`, kind: 'durationValue' });
        columns.push({ ...column, name: `${field}.unit`, kind: 'durationUnit' });
        break;
      case 'boolean':
      case 'number':
      case 'enumList':
      case 'json':
        columns.push({ ...column, name: field, kind: spec.type });
        break;
      default:
        columns.push({ ...column, name: field, kind: 'text' });
    }
  }
  for (const [path, spec] of Object.entries(model.relations ?? {})) {
    if (spec.readOnly) continue;
    const target = targetOf(models, spec.model);
    columns.push({
      name: `${spec.field}.${target.key}`,
      field: spec.field,
      kind: 'relation',
      target,
      relation: { path, spec },
      required: false,
    });
  }
  return columns;
}

/** The catalogues a column's cells name records of (a reference's target, a relation's, ids inside JSON). */
export function columnTargets(column: Column): string[] {
  if (column.target) return [column.target.model];
  return column.spec ? jsonTargetsOf(column.spec) : [];
}

/** One catalogue of a whole installation's import (importSteps). */
export interface ImportStep {
  model: ResourceModel;
  /** Columns to leave out the first time: their catalogues come later. The file is imported again in full at the end. */
  deferred: string[];
}

/**
 * The order in which to import every catalogue of an installation into an empty one (docs/export-import.md, "A whole
 * installation"): each after the catalogues its required references name; a catalogue without key name (whose rows
 * are always created) after every catalogue it names at all. Catalogues naming each other (attributes and
 * pedagogical sheets, display conditions) are first imported without the columns naming those still to come, then
 * again in full, which updates them.
 */
export function importSteps(all: readonly ResourceModel[]): ImportStep[] {
  const models: ModelsByName = new Map(all.map((model) => [model.name, model]));
  const remaining = all.filter(isTransferable);
  const done = new Set<string>();
  const steps: ImportStep[] = [];
  const targetsOf = (model: ResourceModel, required: boolean) =>
    columnsOf(model, models)
      .filter((column) => !required || column.required)
      .flatMap((column) => columnTargets(column).map((target) => ({ column, target })))
      .filter(({ target }) => target !== model.name);
  const ready = (model: ResourceModel, required: boolean) =>
    targetsOf(model, required).every(({ target }) => done.has(target) || !isTransferable(models.get(target)!));
  while (remaining.length) {
    const next =
      remaining.find((model) => ready(model, false)) ??
      remaining.find((model) => matchFieldOf(model) !== undefined && ready(model, true));
    if (!next) throw new Error(`no catalogue can be imported next among ${remaining.map((m) => m.name).join(', ')}`);
    const deferred = targetsOf(next, false)
      .filter(({ target }) => !done.has(target) && isTransferable(models.get(target)!))
      .map(({ column }) => column.name);
    steps.push({ model: next, deferred: [...new Set(deferred)] });
    done.add(next.name);
    remaining.splice(remaining.indexOf(next), 1);
  }
  return steps;
}
