/**
 * What an import will do, row by row (docs/export-import.md): each row matched to a stored record by its key name (or
 * its account's e-mail), its references resolved from keys, its values checked by the rules of a create or an update
 * (lib/validation.ts, then the store's own checks), and the order in which rows naming other rows of the same file
 * are written. Pure: the server and the demo API each answer the lookups (`ImportSide`) and the writes
 * (`ImportWriter`) over their own records.
 */
import { dequal } from 'dequal';
import { ApiError, ErrorCode } from '../errors';
import { changesBetween, type FieldChange, labelOf, relationChanges } from '../history';
import type { ResourceModel } from '../model';
import { keptFields, relationItems } from '../records';
import { checkedRecord, type FieldProblem } from '../validation';
import { type Column, type ModelsByName, matchFieldOf, referenceKeyOf } from './columns';
import type { FileRow, ImportFile, Pause } from './files';
import { jsonReferencesOf, mapJsonReferences } from './jsonReferences';
import type { ImportPhase } from './progress';
import { type BuiltInput, idOfCell, inputOf, isPendingId, PENDING_ID_BASE, ROLE_SEPARATOR } from './values';

type Json = Record<string, unknown>;

export type RowOutcome = 'create' | 'update' | 'unchanged' | 'refused';

/**
 * Why a row is refused: the validation's own codes (`mandatory`, `invalid`, `character`), a key naming no record or
 * several, the same key on several rows, the store's refusals (`duplicate`: a unique value taken; `locked`: an account
 * not activated yet), a row naming a row refused or naming it back (`dependsOnRefused`, `cycle`).
 */
export type ProblemReason =
  | FieldProblem['code']
  | 'unknownReference'
  | 'ambiguousReference'
  | 'duplicateInFile'
  | 'duplicate'
  | 'locked'
  | 'dependsOnRefused'
  | 'cycle'
  | 'refused';

export interface RowProblem {
  /** The model's field at fault ('' for the row as a whole). */
  field: string;
  /** The file's column at fault, when there is one. */
  column?: string;
  /** The error code the same write answers (1201 duplicate, 1202 mandatory, 1203 invalid, 1105 not allowed now). */
  code: number;
  reason: ProblemReason;
  /** An attribute's options in disagreement (a message under `screens.validation.attributeOptions`). */
  rule?: string;
  /** mandatory, on a translation set holding text in some languages only: the languages it lacks. */
  languages?: string[];
  /** The key naming no record, or naming several, and the catalogue (model name) it was looked for in. */
  value?: string;
  catalogue?: string;
  /** The other rows concerned (duplicateInFile, dependsOnRefused, cycle), by line. */
  lines?: number[];
}

export interface PlannedRow {
  line: number;
  outcome: RowOutcome;
  /** The stored record the row updates (or leaves unchanged). */
  id?: number;
  /** The row's key name or e-mail, as written. */
  key?: string;
  /** The record's name (its representation field: a translation set or a text). */
  label?: unknown;
  /**
   * update: what changes, as the history records it (lib/history.ts FieldChange): each field with its value before
   * and after, a translation set one language at a time, a relation list as its items.
   */
  changes?: FieldChange[];
  problems?: RowProblem[];
}

export interface ImportCounts {
  create: number;
  update: number;
  unchanged: number;
  refused: number;
}

/** What the preview answers, and the apply call after writing (then without refused rows). */
export interface ImportReport {
  format: ImportFile['format'];
  columns: string[];
  counts: ImportCounts;
  rows: PlannedRow[];
}

/** The lookups an import needs from a store (the server's database, the demo's records). */
export interface ImportSide {
  /**
   * For each key (lowercase), the ids of the active records of `model` whose `field` holds it, case ignored; `field`
   * `id`: the keys are ids, answered when such an active record exists.
   */
  findKeys(model: ResourceModel, field: string, keys: string[]): Promise<Map<string, number[]>>;
  /** The stored fields of these active records of `model`. */
  records(model: ResourceModel, ids: number[]): Promise<Map<number, Json>>;
  /**
   * The store's checks of these writes, reading only (unique values, referenced records, accounts, the catalogue's
   * rules across records): for each, its refusal or undefined.
   */
  check(model: ResourceModel, writes: Array<{ data: Json; id?: number }>): Promise<Array<unknown>>;
  /** Lets the side's other work run during a long plan (the server's other calls); called at every row. */
  pause?: Pause;
}

/** Tells how far a long import is: a phase, rows done and the total. */
export type ImportProgress = (phase: ImportPhase, done: number, total: number) => void;

interface PlanItem {
  row: FileRow;
  planned: PlannedRow;
  built?: BuiltInput;
  /** The stored record matched. */
  current?: { id: number; data: Json };
  /** What the create or update stores, once valid (pending ids of rows of the file in it). */
  data?: Json;
  /** Relation lists to write (only those that differ from the stored ones). */
  relations: Record<string, Json[]>;
  /** An update changing a field (not only relation lists). */
  fieldsChange?: boolean;
}

export interface ImportPlan {
  model: ResourceModel;
  file: ImportFile;
  items: PlanItem[];
  /** Rows to write, by index in `items`, in the order they are written (writeOrder). */
  order: number[];
  report: ImportReport;
}

const fold = (key: string) => key.trim().toLowerCase();
const PROGRESS_EVERY = 1000;

function codeOf(reason: ProblemReason): number {
  if (reason === 'mandatory') return ErrorCode.Mandatory;
  if (reason === 'duplicate' || reason === 'duplicateInFile') return ErrorCode.Duplicate;
  if (reason === 'locked') return ErrorCode.ResourceAccessDenied;
  return ErrorCode.Invalid;
}

const problem = (field: string, reason: ProblemReason, extra: Partial<RowProblem> = {}): RowProblem => ({
  field,
  code: codeOf(reason),
  reason,
  ...extra,
});

/** A refusal of the store (an ApiError) as a row's problem. */
export function problemOfError(error: unknown): RowProblem {
  if (!(error instanceof ApiError)) return problem('', 'refused');
  const reason: ProblemReason =
    error.code === ErrorCode.Duplicate
      ? 'duplicate'
      : error.code === ErrorCode.Mandatory
        ? 'mandatory'
        : error.code === ErrorCode.ResourceAccessDenied
          ? 'locked'
          : error.code === ErrorCode.Invalid
            ? 'invalid'
            : 'refused';
  return { field: error.field ?? '', code: error.code, reason };
}

/** The keys a row's reference cells hold, by catalogue (relation items without their role). */
function referencedKeys(columns: readonly Column[], row: FileRow, into: Map<string, Set<string>>): void {
  const add = (model: string, key: unknown) => {
    if (typeof key !== 'string' || key.trim() === '') return;
    const keys = into.get(model) ?? new Set<string>();
    keys.add(key);
    into.set(model, keys);
  };
  for (const column of columns) {
    const value = row.values[column.name];
    if (value === undefined || value === null) continue;
    if (column.kind === 'reference') add(column.target!.model, value);
    else if (column.kind === 'references') for (const key of value as string[]) add(column.target!.model, key);
    else if (column.kind === 'relation')
      for (const item of value as string[]) {
        const at = column.relation!.spec.role ? item.lastIndexOf(ROLE_SEPARATOR) : -1;
        add(column.target!.model, at > 0 ? item.slice(0, at) : item);
      }
    else if (column.kind === 'json')
      for (const { model, reference } of jsonReferencesOf(column.spec, value)) add(model, reference);
  }
}

/** Every stored record the file's keys name, by catalogue and lowercase key (`#<id>` keys by id). */
async function resolveKeys(
  models: ModelsByName,
  wanted: Map<string, Set<string>>,
  side: ImportSide,
): Promise<Map<string, Map<string, number[]>>> {
  const found = new Map<string, Map<string, number[]>>();
  for (const [name, keys] of wanted) {
    const model = models.get(name);
    if (!model) continue;
    const byKey = new Map<string, number[]>();
    const ids = [...keys].filter((key) => idOfCell(key) !== undefined).map((key) => String(idOfCell(key)));
    const named = [...new Set([...keys].filter((key) => idOfCell(key) === undefined).map(fold))];
    const keyField = referenceKeyOf(model);
    if (ids.length) for (const [id, hits] of await side.findKeys(model, 'id', ids)) byKey.set(`#${id}`, hits);
    if (named.length && keyField !== 'id')
      for (const [key, hits] of await side.findKeys(model, keyField, named)) byKey.set(key, hits);
    found.set(name, byKey);
  }
  return found;
}

/** The row's validation problems, one per field, as RowProblems (fields whose reference already failed left out). */
function validationProblems(problems: FieldProblem[], known: RowProblem[]): RowProblem[] {
  const failed = new Set(known.map((p) => p.field));
  return problems
    .filter((p) => !failed.has(p.field.split('.')[0]))
    .map((p) =>
      problem(p.field, p.code, {
        ...(p.rule ? { rule: p.rule } : {}),
        ...(p.missingLanguages ? { languages: p.missingLanguages } : {}),
      }),
    );
}

/** A relation list as stored, to compare: `[{id, role?}]`. */
const relationOf = (value: unknown) => (Array.isArray(value) ? value : []);

/** A record's data without the ids standing for rows of the file not yet written (see PENDING_ID_BASE). */
function withoutPending(model: ResourceModel, data: Json): Json {
  const copy: Json = { ...data };
  for (const [field, spec] of Object.entries(model.fields)) {
    const value = copy[field];
    if (spec.type === 'reference' && isPendingId(value)) copy[field] = null;
    if (spec.type === 'references' && Array.isArray(value)) copy[field] = value.filter((id) => !isPendingId(id));
    if (spec.type === 'json') copy[field] = mapJsonReferences(spec, value, (_, id) => (isPendingId(id) ? null : id));
  }
  return copy;
}

/**
 * The order to write the rows in: the file's own, so that records created take their positions in it, except that a row
 * whose required reference, or the reference placing it among its siblings (a sub-category's category), names a row of
 * the file coming later waits for that row. Rows naming a refused row are refused; rows whose such references name each
 * other in a circle too (`cycle`). A row naming a row written after
 * it through an optional reference is written without that reference, filled in once every row is written
 * (applyImport).
 */
function writeOrder(items: PlanItem[]): number[] {
  const writes = (item: PlanItem) => item.planned.outcome === 'create' || item.planned.outcome === 'update';
  let changed = true;
  while (changed) {
    changed = false;
    for (const item of items) {
      if (!writes(item)) continue;
      const refused = [...(item.built?.dependsOn ?? [])].filter((at) => items[at].planned.outcome === 'refused');
      if (refused.length) {
        refuse(item, [problem('', 'dependsOnRefused', { lines: refused.map((at) => items[at].row.line) })]);
        changed = true;
      }
    }
  }
  const order: number[] = [];
  const placed = new Set<number>();
  const waiting: number[] = [];
  const ready = (at: number) => [...(items[at].built?.requires ?? [])].every((other) => placed.has(other));
  const place = (at: number) => {
    order.push(at);
    placed.add(at);
    for (let released = true; released; ) {
      const next = waiting.findIndex(ready);
      released = next >= 0;
      if (released) {
        const [row] = waiting.splice(next, 1);
        order.push(row);
        placed.add(row);
      }
    }
  };
  for (const [at, item] of items.entries()) {
    if (!writes(item)) continue;
    if (ready(at)) place(at);
    else waiting.push(at);
  }
  for (const at of waiting)
    refuse(items[at], [
      problem('', 'cycle', {
        lines: [...(items[at].built?.requires ?? [])].filter((o) => waiting.includes(o)).map((o) => items[o].row.line),
      }),
    ]);
  return order.filter((at) => writes(items[at]));
}

/** How many rows have each outcome. */
export function countsOf(rows: readonly PlannedRow[]): ImportCounts {
  const counts: ImportCounts = { create: 0, update: 0, unchanged: 0, refused: 0 };
  for (const row of rows) counts[row.outcome] += 1;
  return counts;
}

function refuse(item: PlanItem, problems: RowProblem[]): void {
  item.planned = { ...item.planned, outcome: 'refused', problems: [...(item.planned.problems ?? []), ...problems] };
  delete item.planned.changes;
}

/**
 * Plans the import of `file` into `model`. `fixed`: the values a create takes where the file has no column (the fixed
 * values of the view imported into). Reads through `side`; writes nothing.
 */
export async function planImport(
  model: ResourceModel,
  models: ModelsByName,
  file: ImportFile,
  side: ImportSide,
  options: { fixed?: Json; progress?: ImportProgress } = {},
): Promise<ImportPlan> {
  const { columns, rows } = file;
  const matchField = matchFieldOf(model);
  const matchColumn = columns.find((column) => column.field === matchField && column.kind === 'text');
  const keyOfRow = (row: FileRow) => {
    const value = matchColumn ? row.values[matchColumn.name] : undefined;
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  const items: PlanItem[] = rows.map((row) => ({
    row,
    planned: { line: row.line, outcome: 'create', ...(keyOfRow(row) ? { key: keyOfRow(row) } : {}) },
    relations: {},
  }));

  // Stored records matched by key, and rows sharing a key.
  const linesByKey = new Map<string, number[]>();
  for (const [at, item] of items.entries()) {
    const key = item.planned.key;
    if (key) linesByKey.set(fold(key), [...(linesByKey.get(fold(key)) ?? []), at]);
  }
  const matched =
    matchField && linesByKey.size ? await side.findKeys(model, matchField, [...linesByKey.keys()]) : new Map();
  const matchedIds = [...matched.values()].map((ids: number[]) => ids[0]);
  const stored = matchedIds.length ? await side.records(model, matchedIds) : new Map<number, Json>();
  // Rows of this file creating a record: what a reference of the same catalogue may name.
  const creating = new Map<string, number>();
  for (const [key, at] of linesByKey) if (at.length === 1 && !matched.has(key)) creating.set(key, at[0]);

  const wanted = new Map<string, Set<string>>();
  for (const row of rows) referencedKeys(columns, row, wanted);
  const referenced = await resolveKeys(models, wanted, side);
  const resolve = (target: string, key: string) => {
    const folded = idOfCell(key) === undefined ? fold(key) : key.trim();
    const hits = referenced.get(target)?.get(folded) ?? [];
    if (hits.length === 1) return { id: hits[0] };
    if (hits.length > 1) return { problem: 'ambiguousReference' as const };
    const row = target === model.name ? creating.get(folded) : undefined;
    return row === undefined ? { problem: 'unknownReference' as const } : { row };
  };

  const total = items.length;
  const checkable: number[] = [];
  for (const [at, item] of items.entries()) {
    await side.pause?.();
    const key = item.planned.key ? fold(item.planned.key) : undefined;
    const sharing = key ? (linesByKey.get(key) ?? []) : [];
    const id = key ? matched.get(key)?.[0] : undefined;
    const current = id === undefined ? undefined : stored.get(id);
    if (id !== undefined && current) item.current = { id, data: current };
    const base = current ? { ...current } : { ...options.fixed };
    const built = inputOf(columns, item.row.values, base, resolve);
    item.built = built;
    const problems: RowProblem[] = built.problems.map((p) =>
      problem(p.column.field, p.problem, { column: p.column.name, value: p.key, catalogue: p.model }),
    );
    for (const column of item.row.unreadable) problems.push(problem(column.field, 'invalid', { column: column.name }));
    if (sharing.length > 1)
      problems.push(
        problem(matchField ?? '', 'duplicateInFile', {
          column: matchColumn?.name,
          lines: sharing.filter((other) => other !== at).map((other) => items[other].row.line),
        }),
      );
    // A row giving every value its record already holds writes nothing: unchanged, whatever rules that record
    // predates (demo data missing a language stays as it is).
    const sameRelations = Object.entries(built.relations).every(([path, list]) =>
      dequal(relationOf(current?.[model.relations![path].field]), list),
    );
    if (current && problems.length === 0 && sameRelations && dequal(built.input, current)) {
      item.planned = { ...item.planned, outcome: 'unchanged', id, label: labelOf(model, current) ?? undefined };
    } else {
      const checked = checkedRecord(model, built.input, current);
      problems.push(...validationProblems(checked.problems, problems));
      for (const [path, list] of Object.entries(built.relations)) {
        const spec = model.relations![path];
        if (problems.some((p) => p.field === spec.field)) continue;
        try {
          const items = relationItems(spec, list);
          if (!current || !dequal(relationOf(current[spec.field]), items)) item.relations[path] = items;
        } catch {
          problems.push(problem(spec.field, 'invalid'));
        }
      }
      item.planned.label = labelOf(model, problems.length ? built.input : checked.data) ?? undefined;
      if (problems.length) {
        refuse(item, problems);
      } else {
        const data = current ? { ...keptFields(model, current), ...checked.data } : checked.data;
        item.data = data;
        if (current) {
          item.planned.id = id;
          const fieldChanges = changesBetween(model, current, data);
          item.fieldsChange = fieldChanges.length > 0;
          const changes = [
            ...fieldChanges,
            ...Object.entries(item.relations).flatMap(([path, items]) => {
              const { field } = model.relations![path];
              return relationChanges(model, field, current[field], items);
            }),
          ];
          item.planned.outcome = changes.length ? 'update' : 'unchanged';
          if (changes.length) item.planned.changes = changes;
        }
        if (item.planned.outcome !== 'unchanged') checkable.push(at);
      }
    }
    if ((at + 1) % PROGRESS_EVERY === 0) options.progress?.('checking', at + 1, total);
  }

  // The store's own checks, reading only: what the writes would meet.
  const refusals = await side.check(
    model,
    checkable.map((at) => ({ data: withoutPending(model, items[at].data!), id: items[at].current?.id })),
  );
  for (const [n, refusal] of refusals.entries())
    if (refusal !== undefined) refuse(items[checkable[n]], [problemOfError(refusal)]);
  options.progress?.('checking', total, total);

  const order = writeOrder(items);
  const counts = countsOf(items.map((item) => item.planned));
  return {
    model,
    file,
    items,
    order,
    report: {
      format: file.format,
      columns: columns.map((column) => column.name),
      counts,
      rows: items.map((item) => item.planned),
    },
  };
}

/** The writes an import makes, in the transaction of the side applying it. */
export interface ImportWriter {
  /** Creates records from checked data, all or none; a refusal names its position (ApiError `index`). */
  createMany(data: Json[]): Promise<number[]>;
  /** Updates a record as `PUT` does. */
  update(id: number, input: Json): Promise<void>;
  /** Replaces a relation list as its call does. */
  setRelation(id: number, path: string, items: Json[]): Promise<void>;
  /** Lets the side's other work run during a long write (the server's other calls); called at every row. */
  pause?: Pause;
}

/** A row refused while writing: its line and why (the whole import is undone). */
export class ImportRefused extends Error {
  constructor(
    readonly line: number,
    readonly problem: RowProblem,
  ) {
    super(`row ${line} refused`);
  }
}

/** A record's data with the ids standing for rows of the file replaced by the ids those rows were written with. */
function withRealIds(model: ResourceModel, data: Json, ids: Map<number, number>): Json {
  const real = (value: unknown) =>
    isPendingId(value) ? (ids.get((value as number) - PENDING_ID_BASE) ?? value) : value;
  const copy: Json = { ...data };
  for (const [field, spec] of Object.entries(model.fields)) {
    if (spec.type === 'reference') copy[field] = real(copy[field]);
    else if (spec.type === 'references' && Array.isArray(copy[field]))
      copy[field] = (copy[field] as unknown[]).map(real);
    else if (spec.type === 'json') copy[field] = mapJsonReferences(spec, copy[field], (_, id) => real(id));
  }
  return copy;
}

/**
 * Writes a plan without refused rows in its order (writeOrder): consecutive creates together (a create naming a row of
 * the current batch starts a new one), each update when its turn comes, a reference to a row not written yet left out
 * and filled in at the end, then the relation lists. The caller runs it in one transaction and undoes everything when
 * it throws (ImportRefused names the row).
 */
export async function applyImport(
  plan: ImportPlan,
  writer: ImportWriter,
  progress?: ImportProgress,
): Promise<ImportReport> {
  const { model, items } = plan;
  if (plan.report.counts.refused > 0) throw new Error('a plan with refused rows is not applied');
  const ids = new Map<number, number>();
  for (const [at, item] of items.entries()) if (item.current) ids.set(at, item.current.id);
  const total = plan.order.length;
  let done = 0;
  const refusedAt = (at: number, error: unknown): never => {
    throw new ImportRefused(items[at].row.line, problemOfError(error));
  };
  const later: number[] = [];
  /** A row's data with the ids of the rows written so far, the others left out (filled in later). */
  const dataNow = (at: number) => {
    const data = withRealIds(model, items[at].data!, ids);
    const now = withoutPending(model, data);
    if (!dequal(now, data)) later.push(at);
    return now;
  };
  let batch = new Set<number>();
  const flush = async () => {
    if (batch.size === 0) return;
    const creates = [...batch];
    batch = new Set();
    const data: Json[] = [];
    for (const at of creates) {
      await writer.pause?.();
      data.push(dataNow(at));
    }
    const created = await writer
      .createMany(data)
      .catch((error: unknown) =>
        refusedAt(creates[Number((error as ApiError).extra?.index ?? 0)] ?? creates[0], error),
      );
    for (const [n, at] of creates.entries()) {
      ids.set(at, created[n]);
      items[at].planned.id = created[n];
    }
    done += creates.length;
    progress?.('writing', done, total);
  };
  for (const at of plan.order) {
    await writer.pause?.();
    const item = items[at];
    if ([...(item.built?.dependsOn ?? [])].some((other) => batch.has(other))) await flush();
    if (item.planned.outcome === 'create') {
      batch.add(at);
      continue;
    }
    await flush();
    if (item.fieldsChange) await writer.update(ids.get(at)!, dataNow(at)).catch((error) => refusedAt(at, error));
    done += 1;
    if (done % PROGRESS_EVERY === 0) progress?.('writing', done, total);
  }
  await flush();
  for (const at of later)
    await writer.update(ids.get(at)!, withRealIds(model, items[at].data!, ids)).catch((error) => refusedAt(at, error));
  for (const at of plan.order)
    for (const [path, list] of Object.entries(items[at].relations))
      await writer.setRelation(ids.get(at)!, path, list).catch((error) => refusedAt(at, error));
  progress?.('writing', total, total);
  return { ...plan.report, rows: items.map((item) => item.planned) };
}
