/**
 * A record as a row of an export or import file, and back (docs/export-import.md). A row holds one value per column,
 * typed as a JSON file writes it: text, boolean, number, a list of keys, a JSON value with keys for record ids. A CSV
 * file writes each value as text (`csvTextOf`) and reads it back (`cellValue`). Shared by the server and the demo API.
 */
import { isId } from '../ids';
import { LANGUAGES } from '../model';
import { textIn } from '../translationSet';
import type { Column, ColumnTarget } from './columns';
import { mapJsonReferences } from './jsonReferences';

type Json = Record<string, unknown>;

/** A row: typed values by column name. */
export type RowValues = Record<string, unknown>;

/** A referenced record written by its id of this installation, for a catalogue without key (or a record without one). */
const ID_CELL = /^#(\d{1,10})$/;
export const idCell = (id: number) => `#${id}`;

/** The id a `#<id>` cell names, if it is one. */
export function idOfCell(key: string): number | undefined {
  const id = Number(ID_CELL.exec(key)?.[1]);
  return isId(id) ? id : undefined;
}

/** Items of a list cell (references, relation lists, enum lists) in a CSV file. */
export const LIST_SEPARATOR = '|';
/** A relation item with a role (a scenario's documents): `key:role`. */
export const ROLE_SEPARATOR = ':';

/** The key of a referenced record (`undefined`: unknown here, written `#<id>`). */
export type KeyOf = (model: string, id: number) => string | undefined;

function keyCell(target: ColumnTarget, id: unknown, keyOf: KeyOf): string | null {
  if (typeof id !== 'number') return null;
  const key = target.key === 'id' ? undefined : keyOf(target.model, id);
  return key ?? idCell(id);
}

/** A record's row: each column's value as a JSON file holds it. */
export function rowOf(columns: readonly Column[], record: Json, keyOf: KeyOf): RowValues {
  const row: RowValues = {};
  for (const column of columns) {
    const value = record[column.field];
    switch (column.kind) {
      case 'translation':
        row[column.name] = textIn(value, column.language ?? 'fr');
        break;
      case 'reference':
        row[column.name] = keyCell(column.target!, value, keyOf);
        break;
      case 'references':
        row[column.name] = (Array.isArray(value) ? value : []).map((id) => keyCell(column.target!, id, keyOf));
        break;
      case 'relation': {
        const role = column.relation?.spec.role;
        row[column.name] = (Array.isArray(value) ? (value as Json[]) : []).map((item) => {
          const key = keyCell(column.target!, item?.id, keyOf);
          return role ? `${key}${ROLE_SEPARATOR}${item?.[role.name] ?? role.default}` : key;
        });
        break;
      }
      case 'durationValue':
      case 'durationUnit': {
        const duration = value as { value?: unknown; unit?: unknown } | null | undefined;
        row[column.name] = (column.kind === 'durationValue' ? duration?.value : duration?.unit) ?? null;
        break;
      }
      case 'enumList':
        row[column.name] = Array.isArray(value) ? value : [];
        break;
      case 'json':
        row[column.name] =
          value === undefined
            ? null
            : mapJsonReferences(column.spec, value, (model, id) =>
                typeof id === 'number' ? (keyOf(model, id) ?? id) : id,
              );
        break;
      default:
        row[column.name] = value ?? null;
    }
  }
  return row;
}

/** The records a page of rows names by id, by catalogue: whose keys an export reads. */
export function referencedIdsOf(columns: readonly Column[], records: readonly Json[]): Map<string, Set<number>> {
  const wanted = new Map<string, Set<number>>();
  const add = (model: string, id: unknown) => {
    if (typeof id !== 'number') return;
    const ids = wanted.get(model) ?? new Set<number>();
    ids.add(id);
    wanted.set(model, ids);
  };
  for (const record of records)
    for (const column of columns) {
      const value = record[column.field];
      if (column.kind === 'reference' && column.target!.key !== 'id') add(column.target!.model, value);
      else if ((column.kind === 'references' || column.kind === 'relation') && column.target!.key !== 'id')
        for (const item of Array.isArray(value) ? value : [])
          add(column.target!.model, column.kind === 'relation' ? (item as Json)?.id : item);
      else if (column.kind === 'json') mapJsonReferences(column.spec, value, (model, id) => add(model, id));
    }
  return wanted;
}

/**
 * Text a spreadsheet would take for a formula (`=`, `+`, `-`, `@`, a tab or a carriage return first) is written after
 * an apostrophe, which spreadsheets show as text; reading takes one leading apostrophe off such text again, so a text
 * that began with apostrophes before one of those characters keeps them (docs/export-import.md, "Formulas").
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
export const escapeFormula = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);
export const unescapeFormula = (text: string) => (/^'+[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/** A number as a French spreadsheet reads it: a decimal comma. */
const frenchNumber = (n: number) => String(n).replace('.', ',');

/** A value as a CSV cell's text (UTF-8; `;` separates cells, so lists use `|`). */
export function csvTextOf(column: Column, value: unknown): string {
  if (value === null || value === undefined) return '';
  switch (column.kind) {
    case 'boolean':
      return value ? 'true' : 'false';
    case 'number':
    case 'durationValue':
      return typeof value === 'number' ? frenchNumber(value) : String(value);
    case 'json':
      return JSON.stringify(value);
    case 'enumList':
    case 'references':
    case 'relation':
      return escapeFormula((value as unknown[]).join(LIST_SEPARATOR));
    default:
      return escapeFormula(String(value));
  }
}

/** A cell that could not be read as its column's kind: the row is refused with `invalid` on that field. */
export const UNREADABLE = Symbol('unreadable cell');

const NUMBER_TEXT = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?$/;
const TRUE_TEXT = /^(true|vrai|oui|yes|1)$/i;
const FALSE_TEXT = /^(false|faux|non|no|0)$/i;

function listOf(text: string): string[] {
  return text
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/**
 * A cell's value as its column holds it. `raw`: a CSV cell's text, or a JSON file's value (typed, or text written
 * as a CSV cell is). Empty text and null are an empty value; a list column's empty value is [].
 */
export function cellValue(column: Column, raw: unknown, fromCsv: boolean): unknown {
  const text = typeof raw === 'string' ? (fromCsv ? unescapeFormula(raw) : raw) : undefined;
  const empty = raw === null || raw === undefined || (typeof raw === 'string' && raw.trim() === '');
  switch (column.kind) {
    case 'enumList':
    case 'references':
    case 'relation': {
      if (empty) return [];
      if (Array.isArray(raw) && !fromCsv)
        return raw.every((item) => typeof item === 'string') ? raw.map((item) => item.trim()) : UNREADABLE;
      return text === undefined ? UNREADABLE : listOf(text);
    }
    case 'json': {
      if (empty) return null;
      if (text === undefined) return raw;
      try {
        return JSON.parse(text);
      } catch {
        return UNREADABLE;
      }
    }
    case 'boolean': {
      if (empty) return null;
      if (typeof raw === 'boolean') return raw;
      const trimmed = text?.trim() ?? String(raw);
      if (TRUE_TEXT.test(trimmed)) return true;
      if (FALSE_TEXT.test(trimmed)) return false;
      return UNREADABLE;
    }
    case 'number':
    case 'durationValue': {
      if (empty) return null;
      if (typeof raw === 'number') return Number.isFinite(raw) ? raw : UNREADABLE;
      const trimmed = text?.trim();
      return trimmed !== undefined && NUMBER_TEXT.test(trimmed) ? Number(trimmed.replace(',', '.')) : UNREADABLE;
    }
    case 'reference': {
      if (empty) return null;
      if (typeof raw === 'number') return idCell(raw);
      return text === undefined ? UNREADABLE : text.trim();
    }
    default: {
      if (empty) return column.kind === 'translation' ? '' : null;
      if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
      return text ?? UNREADABLE;
    }
  }
}

/** What a key of a reference cell names: a record of this installation, a row the same import creates, or nothing. */
export type Resolution = { id: number } | { row: number } | { problem: 'unknownReference' | 'ambiguousReference' };

/**
 * Finds the record a key names among the records of the catalogue `model` (and the rows created by the same file),
 * by the key its references are written with (lib/transfer/columns.ts referenceKeyOf), or `#<id>`.
 */
export type Resolve = (model: string, key: string) => Resolution;

/**
 * The id standing, while an import is checked, for a record that a row of the same file creates: a valid id to the
 * validation, never one of a stored record (ids stop at MAX_ID), replaced by the real id once that row is written.
 */
export const PENDING_ID_BASE = 2 ** 31;
export const isPendingId = (id: unknown) => typeof id === 'number' && id >= PENDING_ID_BASE;

/** A reference cell's problem: its column and the key that names nothing (or several records). */
export interface ReferenceProblem {
  column: Column;
  /** The catalogue searched. */
  model: string;
  key: string;
  problem: 'unknownReference' | 'ambiguousReference';
}

export interface BuiltInput {
  /** The record's fields as a create or update takes them. */
  input: Json;
  /** Relation lists to write after the record (by relation path), as the relation calls take them. */
  relations: Record<string, Json[]>;
  /** The rows of the same file whose records this one names. */
  dependsOn: Set<number>;
  /**
   * Those named by a required reference, or by the one placing the record among its siblings: written before this one
   * (the others may be filled in after it).
   */
  requires: Set<number>;
  problems: ReferenceProblem[];
}

/**
 * The body a row writes: `base` (the stored record for an update, so that a column the file does not have keeps its
 * value; for a create the fixed values of the view imported into) with each column's value, references resolved to
 * ids. A column absent from the row (`undefined`) changes nothing.
 */
export function inputOf(columns: readonly Column[], row: RowValues, base: Json, resolve: Resolve): BuiltInput {
  const built: BuiltInput = {
    input: { ...base },
    relations: {},
    dependsOn: new Set(),
    requires: new Set(),
    problems: [],
  };
  const { input } = built;
  const idOf = (column: Column, key: string, model = column.target!.model): number | null => {
    const found = resolve(model, key);
    if ('id' in found) return found.id;
    if ('row' in found) {
      built.dependsOn.add(found.row);
      if (column.kind === 'reference' && (column.required || column.siblingGroup)) built.requires.add(found.row);
      return PENDING_ID_BASE + found.row;
    }
    built.problems.push({ column, model, key, problem: found.problem });
    return null;
  };
  for (const column of columns) {
    const value = row[column.name];
    if (value === undefined) continue;
    switch (column.kind) {
      case 'translation': {
        const current = input[column.field];
        input[column.field] = LANGUAGES.map((language) => ({
          language,
          value: language === column.language ? String(value ?? '') : textIn(current, language),
        }));
        break;
      }
      case 'reference':
        input[column.field] = value === null ? null : idOf(column, value as string);
        break;
      case 'references':
        input[column.field] = (value as string[]).map((key) => idOf(column, key));
        break;
      case 'relation': {
        const role = column.relation!.spec.role;
        built.relations[column.relation!.path] = (value as string[]).map((item) => {
          const at = role ? item.lastIndexOf(ROLE_SEPARATOR) : -1;
          const key = at > 0 ? item.slice(0, at) : item;
          return { id: idOf(column, key), ...(role && at > 0 ? { [role.name]: item.slice(at + 1) } : {}) };
        });
        break;
      }
      case 'durationValue':
      case 'durationUnit': {
        const current = (input[column.field] ?? {}) as Json;
        const part = column.kind === 'durationValue' ? 'value' : 'unit';
        const duration = { value: current.value ?? null, unit: current.unit ?? null, [part]: value };
        input[column.field] = duration.value === null && duration.unit === null ? null : duration;
        break;
      }
      case 'json':
        input[column.field] = mapJsonReferences(column.spec, value, (model, reference) =>
          typeof reference === 'string' ? idOf(column, reference, model) : reference,
        );
        break;
      default:
        input[column.field] = value;
    }
  }
  return built;
}
