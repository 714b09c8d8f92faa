import { describe, expect, it } from 'vitest';
import { allViewsOf, modelForResource, referenceResourceOf } from '../../src/modelRegistry';

const catalogueOf = (resource: string) => {
  const found = modelForResource(resource);
  if (!found) throw new Error(`no resource ${resource}`);
  return found;
};

/** The resource the reference field `field` of a record shown in the view `resource` reads, from its declaration. */
const readBy = (resource: string, field: string) => {
  const { model, view } = catalogueOf(resource);
  const spec = model.fields[field];
  if (spec?.type !== 'reference' && spec?.type !== 'references') throw new Error(`${resource}.${field}: no reference`);
  return referenceResourceOf(spec, view);
};

describe('the resource a reference input reads', () => {
  it('offers categories and sub-categories to a type filed under either (act, appliance, objective types)', () => {
    expect(readBy('actTypes', 'categoryId')).toBe(allViewsOf('actCategories'));
    expect(readBy('applianceTypes', 'categoryId')).toBe(allViewsOf('applianceCategories'));
    expect(readBy('objectiveTypes', 'categoryId')).toBe(allViewsOf('objectiveCategories'));
  });

  it('keeps category and sub-category apart where the record has both fields (attributes, session types)', () => {
    expect(readBy('attributes', 'categoryId')).toBe('attributeCategories');
    expect(readBy('attributes', 'subCategoryId')).toBe('attributeSubCategories');
    expect(readBy('sessionTypes', 'categoryId')).toBe('sessionCategories');
    expect(readBy('sessionTypes', 'subCategoryId')).toBe('sessionSubCategories');
  });

  it('offers only top-level categories as the parent of a sub-category', () => {
    expect(readBy('actSubCategories', 'parentCategoryId')).toBe('actCategories');
  });

  it('reads every level without the views’ filters', () => {
    const found = modelForResource(allViewsOf('actCategories'));
    expect(found?.model.name).toBe('actCategories');
    expect(found?.view.filter).toEqual({});
  });

  it('reads a catalogue none of whose views takes its name under that name, unfiltered', () => {
    expect(allViewsOf('pedagogicalSheets')).toBe('pedagogicalSheets');
    expect(readBy('actTypes', 'pedagogicalSheetId')).toBe('pedagogicalSheets');
    expect(modelForResource('pedagogicalSheets')?.view.filter).toEqual({});
  });
});
