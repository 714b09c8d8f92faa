import { fixedValuesOf } from '../../../lib/catalogueFacts';
import type { FieldSpec, ResourceModel, ViewSpec } from '../../../lib/model';
import { emptyTranslationSet } from '../../../lib/translationSet';

function defaultOf(spec: FieldSpec): unknown {
  switch (spec.type) {
    case 'translation':
      return emptyTranslationSet();
    case 'boolean':
      return spec.default ?? false;
    case 'number':
    case 'enum':
      return spec.default;
    case 'json':
      return spec.default === undefined ? undefined : structuredClone(spec.default);
    default:
      return undefined;
  }
}

/** A new record's starting values: each field's declared default, then the view's fixed filter values. */
export function createDefaultsOf(model: ResourceModel, view: ViewSpec): Record<string, unknown> {
  const defaults: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(model.fields)) {
    const value = defaultOf(spec);
    if (value !== undefined) defaults[name] = value;
  }
  return { ...defaults, ...fixedValuesOf(view) };
}
