import { describe, expect, it } from 'vitest';
import { fixedValuesOf, representationOf, searchedFieldsOf, summaryFieldsOf } from '../../lib/catalogueFacts';
import { viewsOf } from '../../lib/model';
import { allModels, modelForResource, referenceResourceOf } from '../../src/modelRegistry';
import {
  LEGACY_SEARCHED_FIELDS,
  LEGACY_SUMMARY_FIELDS,
  legacyPlainKeyRules,
  legacyRegistry,
  legacyRepresentationOf,
} from './legacyCatalogueRules';

const legacy = legacyRegistry(allModels);
const embedded = new Set(
  allModels.flatMap((model) =>
    Object.values(model.fields).flatMap((spec) => (spec.type === 'reference' && spec.embed ? [spec.resource] : [])),
  ),
);

describe('facts derived from the declarations equal what the former rules computed', () => {
  it.each(allModels.map((model) => [model.name, model] as const))('%s', (_name, model) => {
    expect(representationOf(model)).toBe(legacyRepresentationOf(model));
    expect(new Set(searchedFieldsOf(model))).toEqual(new Set(LEGACY_SEARCHED_FIELDS.filter((f) => f in model.fields)));
    if (embedded.has(model.name))
      expect(summaryFieldsOf(model)).toEqual(LEGACY_SUMMARY_FIELDS.filter((f) => f in model.fields));
    for (const view of viewsOf(model)) {
      const fixed = Object.keys(fixedValuesOf(view));
      for (const rule of Object.values(legacyPlainKeyRules))
        expect(fixed).toEqual(Object.keys(view.filter).filter(rule));
      const resolved = (resource: string) => [resource, modelForResource(resource)?.view.filter];
      const legacyResolved = (resource: string) => [resource, legacy.modelForResource(resource)?.view.filter];
      for (const [name, spec] of Object.entries(model.fields))
        if (spec.type === 'reference' || spec.type === 'references')
          expect(resolved(referenceResourceOf(spec, view)), `${view.name}.${name}`).toEqual(
            legacyResolved(legacy.referenceResourceFor(spec.resource, name, view)),
          );
      for (const spec of Object.values(model.relations ?? {}))
        expect(resolved(referenceResourceOf(spec, view))).toEqual(
          legacyResolved(legacy.referenceResourceFor(spec.resource, spec.field, view)),
        );
      for (const spec of Object.values(model.children ?? {}))
        expect(resolved(referenceResourceOf({ resource: spec.resource }, view))).toEqual(
          legacyResolved(legacy.referenceResourceFor(spec.resource, spec.foreignKey, view)),
        );
      for (const resource of ['attributes', 'objectiveTypes', 'examPanelTypes', 'actTypes', 'applianceTypes'])
        expect(resolved(referenceResourceOf({ resource }, view))).toEqual(
          legacyResolved(legacy.referenceResourceFor(resource, 'entityId', view)),
        );
      expect(resolved(referenceResourceOf({ resource: 'documentTypes' }, view))).toEqual(
        legacyResolved(legacy.referenceResourceFor('documentTypes', 'documentTypeId', view)),
      );
    }
  });
});
