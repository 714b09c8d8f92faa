/**
 * Record ids held inside JSON fields: an image template's cells name document types (`itemReferences`), a display
 * condition's rules name the attribute, exam, objective, act or appliance type they test. A file names those records
 * by key, as it names references (docs/export-import.md); these helpers map one to the other both ways.
 */
import { CONDITION_ENTITY_MODELS } from '../conditionEntities';
import type { FieldSpec } from '../model';

/** Each record reference of a JSON value, mapped through `map(model, reference)`: a new value, the given one unchanged. */
export function mapJsonReferences(
  spec: FieldSpec | undefined,
  value: unknown,
  map: (model: string, reference: unknown) => unknown,
): unknown {
  if (spec?.type !== 'json' || value === null || typeof value !== 'object') return value;
  if (spec.itemReferences) {
    const { model, key } = spec.itemReferences;
    if (!Array.isArray(value)) return value;
    return value.map((item) =>
      item && typeof item === 'object' && (item as Record<string, unknown>)[key] != null
        ? { ...item, [key]: map(model, (item as Record<string, unknown>)[key]) }
        : item,
    );
  }
  if (spec.schema === 'condition') {
    const rules = (value as { rules?: unknown }).rules;
    if (!Array.isArray(rules)) return value;
    return {
      ...value,
      rules: rules.map((rule) => {
        const { entity, entityId } = (rule ?? {}) as { entity?: unknown; entityId?: unknown };
        const model = CONDITION_ENTITY_MODELS[entity as keyof typeof CONDITION_ENTITY_MODELS];
        return model && entityId != null ? { ...rule, entityId: map(model, entityId) } : rule;
      }),
    };
  }
  return value;
}

/** The references a JSON value holds, each with its catalogue. */
export function jsonReferencesOf(
  spec: FieldSpec | undefined,
  value: unknown,
): Array<{ model: string; reference: unknown }> {
  const found: Array<{ model: string; reference: unknown }> = [];
  mapJsonReferences(spec, value, (model, reference) => {
    found.push({ model, reference });
    return reference;
  });
  return found;
}
