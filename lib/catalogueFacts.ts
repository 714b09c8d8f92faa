/**
 * What a catalogue's declaration says about its records, derived here once for the console, the server and the demo
 * API: the field naming a record and its summary, the fields a search looks into, the entries of a view's fixed filter,
 * and which records a reference offers. Every fact comes from a declaration in `resources/<name>/model.ts`
 * (`names`, `searched`, `offers`, views' filters), never from the spelling of a field's name.
 */
import type { ChildrenSpec, FieldSpec, ReferenceLevel, ResourceModel, ViewSpec } from './model';
import { imageParts, keyFieldOf, treeFieldOf, viewsOf } from './model';

/**
 * The field that names a record (its `names: true` field; for an image, the file's name), 'id' when none does:
 * the text shown for a record in titles, reference inputs and columns, and what orders a reference column.
 */
export function representationOf(model: ResourceModel): string {
  const named = Object.entries(model.fields).find(([, spec]) => spec.names);
  if (!named) return 'id';
  const [name, spec] = named;
  return spec.type === 'image' ? imageParts(name, spec).originalName : name;
}

/** The fields of the `{id, …}` summary a reference declaring `embed` answers of its target: its name, then its key. */
export function summaryFieldsOf(model: ResourceModel): string[] {
  const fields = [representationOf(model), keyFieldOf(model)].filter(
    (field): field is string => field !== undefined && field !== 'id',
  );
  return [...new Set(fields)];
}

/** The summary of a stored record of `model`: its id and those of its summary fields it holds. */
export function summaryOf(model: ResourceModel, data: Record<string, unknown>, id: number): Record<string, unknown> {
  const summary: Record<string, unknown> = { id };
  for (const field of summaryFieldsOf(model)) if (field in data) summary[field] = data[field];
  return summary;
}

/** The fields `q` looks into (declared `searched: true`), in the model's order; every language of a translation set. */
export function searchedFieldsOf(model: ResourceModel): string[] {
  return Object.entries(model.fields).flatMap(([name, spec]) => (spec.searched ? [name] : []));
}

const EXISTS_KEY = /^exists\[(\w+)\]$/;

/**
 * Plain `field: value` entries of a view's fixed filter (every entry but the `exists[field]` ones): copied into records
 * created through the view, implied by its own list call, and shared with the views of referenced catalogues.
 */
export function fixedValuesOf(view: ViewSpec): Record<string, string | number | boolean> {
  return Object.fromEntries(Object.entries(view.filter).filter(([key]) => !EXISTS_KEY.test(key)));
}

/** `exists[field]` entries of a view's fixed filter: `true` when the field must have a value, `false` when not. */
export function existsConstraintsOf(view: ViewSpec): Record<string, boolean> {
  const constraints: Record<string, boolean> = {};
  for (const [key, value] of Object.entries(view.filter)) {
    const field = EXISTS_KEY.exec(key)?.[1];
    if (field) constraints[field] = value === 1 || value === '1' || value === true;
  }
  return constraints;
}

/**
 * The view of `model` whose fixed filter `record` fits (its fixed values and `exists[field]` constraints), where a
 * record is listed and opened (a clinical exam category under `examClinicalCategories`); undefined when none does.
 */
export function viewOfRecord(model: ResourceModel, record: Record<string, unknown>): ViewSpec | undefined {
  const fits = (view: ViewSpec) =>
    Object.entries(fixedValuesOf(view)).every(([field, value]) => String(record[field]) === String(value)) &&
    Object.entries(existsConstraintsOf(view)).every(
      ([field, mustExist]) => (record[field] !== null && record[field] !== undefined) === mustExist,
    );
  return viewsOf(model).find(fits);
}

/** Fields whose value the view decides: not shown as inputs, filters or columns. */
export function fieldsFixedBy(view: ViewSpec): Set<string> {
  const fixed = new Set(Object.keys(fixedValuesOf(view)));
  for (const [field, mustExist] of Object.entries(existsConstraintsOf(view))) {
    if (!mustExist) fixed.add(field);
  }
  return fixed;
}

/**
 * The views splitting a tree-shaped catalogue (`treeDepth`) by level: its top-level records (no parent) and their
 * children. Undefined when the catalogue's views are not split that way.
 */
export function levelViewsOf(model: ResourceModel): { top: ViewSpec; child: ViewSpec } | undefined {
  const parent = treeFieldOf(model);
  if (!parent) return undefined;
  const views = viewsOf(model);
  const levelOf = (view: ViewSpec) => existsConstraintsOf(view)[parent];
  if (views.some((view) => levelOf(view) === undefined)) return undefined;
  const top = views.find((view) => levelOf(view) === false);
  const child = views.find((view) => levelOf(view) === true);
  return top && child ? { top, child } : undefined;
}

/** Where a reference reads the records it offers: one view of the target (its fixed filter applies), or all of them. */
export type ReferenceTarget = { view: ViewSpec } | { allViews: true };

/** What a reference declares about its target: the catalogue, and the level offered when that one is a tree. */
export interface ReferenceDeclaration {
  model: string;
  offers?: ReferenceLevel;
}

/**
 * The records a reference to `target` offers, seen from a record shown in `fromView`: the target's only view; else
 * the view sharing `fromView`'s fixed values (clinical exams pick clinical categories); else, for a tree, the level
 * the reference declares (`offers`: top-level records, children, or any level across all views); else the view named
 * after the target, or all its records when none is.
 */
export function referenceTargetOf(
  target: ResourceModel,
  offers?: ReferenceLevel,
  fromView?: ViewSpec,
): ReferenceTarget {
  const views = viewsOf(target);
  if (views.length === 1) return { view: views[0] };
  const shared = views.find((view) => {
    const fixed = Object.entries(fixedValuesOf(view));
    return fixed.length > 0 && fixed.every(([key, value]) => fromView?.filter[key] === value);
  });
  if (shared) return { view: shared };
  const levels = levelViewsOf(target);
  if (levels) {
    if (offers === 'any') return { allViews: true };
    return { view: offers === 'child' ? levels.child : levels.top };
  }
  const own = views.find((view) => view.name === target.name);
  return own ? { view: own } : { allViews: true };
}

/**
 * Where the records of a `children` declaration are read, below a record shown in `fromView`: the children of a tree's
 * own records (its parent link as foreign key: an act category's sub-categories) are its child level; other children
 * are read as a reference to their catalogue would read them.
 */
export function childrenTargetOf(target: ResourceModel, children: ChildrenSpec, fromView?: ViewSpec): ReferenceTarget {
  const levels = levelViewsOf(target);
  if (levels && treeFieldOf(target) === children.foreignKey) return { view: levels.child };
  return referenceTargetOf(target, undefined, fromView);
}

/** The references a model declares to other records: its `reference` and `references` fields, by name. */
export function referenceFieldsOf(model: ResourceModel): Array<[name: string, spec: FieldSpec & ReferenceDeclaration]> {
  return Object.entries(model.fields).filter(
    (entry): entry is [string, FieldSpec & ReferenceDeclaration] =>
      entry[1].type === 'reference' || entry[1].type === 'references',
  );
}

/** The view of a multi-view catalogue that lists `record`: the one whose fixed filter it fits, else the first. */
export function viewShowing(model: ResourceModel, record: Record<string, unknown>): ViewSpec {
  return viewOfRecord(model, record) ?? viewsOf(model)[0];
}
