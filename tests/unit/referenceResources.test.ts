import { describe, expect, it } from 'vitest';
import { everyRecordOf, modelForResource, referenceResourceFor } from '../../src/modelRegistry';

const viewOf = (resource: string) => {
  const found = modelForResource(resource);
  if (!found) throw new Error(`no resource ${resource}`);
  return found.view;
};

describe('the resource a reference input reads', () => {
  it('offers categories and sub-categories to a type filed under either (act, appliance, objective types)', () => {
    expect(referenceResourceFor('actCategories', 'categoryId', viewOf('actTypes'))).toBe(
      everyRecordOf('actCategories'),
    );
    expect(referenceResourceFor('applianceCategories', 'categoryId', viewOf('applianceTypes'))).toBe(
      everyRecordOf('applianceCategories'),
    );
    expect(referenceResourceFor('objectiveCategories', 'categoryId', viewOf('objectiveTypes'))).toBe(
      everyRecordOf('objectiveCategories'),
    );
  });

  it('keeps category and sub-category apart where the record has both fields (attributes, session types)', () => {
    expect(referenceResourceFor('attributeCategories', 'categoryId', viewOf('attributes'))).toBe('attributeCategories');
    expect(referenceResourceFor('attributeCategories', 'subCategoryId', viewOf('attributes'))).toBe(
      'attributeSubCategories',
    );
    expect(referenceResourceFor('sessionCategories', 'categoryId', viewOf('sessionTypes'))).toBe('sessionCategories');
    expect(referenceResourceFor('sessionCategories', 'subCategoryId', viewOf('sessionTypes'))).toBe(
      'sessionSubCategories',
    );
  });

  it('offers only top-level categories as the parent of a sub-category', () => {
    expect(referenceResourceFor('actCategories', 'parentCategoryId', viewOf('actSubCategories'))).toBe('actCategories');
  });

  it('reads every level without the views’ filters', () => {
    const found = modelForResource(everyRecordOf('actCategories'));
    expect(found?.model.name).toBe('actCategories');
    expect(found?.view.filter).toEqual({});
  });
});
