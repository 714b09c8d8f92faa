import type { FieldChange } from '../../../lib/history';
import { type FieldSpec, imageParts, type RelationSpec, type ResourceModel, type ViewSpec } from '../../../lib/model';
import { allViewsOf, referenceResourceOf } from '../../modelRegistry';

/**
 * What a changed stored field is, seen from the form (docs/history.md, "What an entry holds"): one of the model's
 * fields, a part of one of its images (the name or the stored path), one of its relation lists, or a value the form
 * does not show (a position, an upload's size, an account's login).
 */
export type FieldShape =
  | { kind: 'field'; name: string; spec: FieldSpec }
  | { kind: 'image'; name: string; part: 'originalName' | 'path' }
  | { kind: 'relation'; spec: RelationSpec }
  | { kind: 'other' };

export function shapeOf(model: ResourceModel | undefined, field: string): FieldShape {
  if (!model) return { kind: 'other' };
  const spec = model.fields[field];
  if (spec) return { kind: 'field', name: field, spec };
  for (const [name, image] of Object.entries(model.fields)) {
    if (image.type !== 'image') continue;
    const parts = imageParts(name, image);
    if (field === parts.originalName || field === parts.storedOriginalName)
      return { kind: 'image', name, part: 'originalName' };
    if (field === parts.path || field === parts.storedPath) return { kind: 'image', name, part: 'path' };
  }
  const relation = Object.values(model.relations ?? {}).find((candidate) => candidate.field === field);
  return relation ? { kind: 'relation', spec: relation } : { kind: 'other' };
}

/** The console resource whose records a change names by id (a reference, a list of them, a relation list). */
export function referencedResourceOf(shape: FieldShape, view?: ViewSpec): string | undefined {
  if (shape.kind === 'relation') return allViewsOf(shape.spec.model);
  if (shape.kind !== 'field') return undefined;
  const { spec } = shape;
  return spec.type === 'reference' || spec.type === 'references' ? referenceResourceOf(spec, view) : undefined;
}

/** The ids a reference value names: its id, a list's ids, a relation list's items' ids. */
export function referencedIds(value: unknown): number[] {
  const ids = Array.isArray(value) ? value.map((item) => (item && typeof item === 'object' ? item.id : item)) : [value];
  return ids.filter((id): id is number => Number.isSafeInteger(id));
}

/**
 * The changes an entry shows: an image's stored path is left out where the entry names its file too (the same image,
 * said twice).
 */
export function shownChanges(model: ResourceModel | undefined, changes: readonly FieldChange[]): FieldChange[] {
  const shapes = changes.map((change) => shapeOf(model, change.field));
  const named = new Set(
    shapes.flatMap((shape) => (shape.kind === 'image' && shape.part === 'originalName' ? [shape.name] : [])),
  );
  return changes.filter((_, at) => {
    const shape = shapes[at];
    return !(shape.kind === 'image' && shape.part === 'path' && named.has(shape.name));
  });
}
