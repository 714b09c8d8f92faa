import { describe, expect, it } from 'vitest';
import { AREAS, defineModel } from '../../lib/model';
import { menuSections } from '../../src/layout/menuSections';
import { catalogueViews, catalogueViewsOf } from '../../src/providers/models';

const model = (name: string, extra: object = {}) =>
  defineModel({ name, api: name, area: 'acts', verbs: ['list', 'get'], fields: {}, ...extra });

describe('side menu', () => {
  it('orders entries by menuOrder, then by the order of the model views, and leaves hidden models out', () => {
    const sections = menuSections(
      catalogueViewsOf([
        model('actTypes', { menuOrder: 2 }),
        model('actTypeSettings', { menuOrder: 3, hiddenInMenu: true }),
        model('actCategories', {
          menuOrder: 1,
          views: [
            { name: 'actCategories', filter: {} },
            { name: 'actSubCategories', filter: {} },
          ],
        }),
        model('protocols', { area: 'protocols', menuOrder: 1 }),
      ]),
    );
    expect(sections).toEqual([
      { area: 'protocols', entries: ['protocols'] },
      { area: 'acts', entries: ['actCategories', 'actSubCategories', 'actTypes'] },
    ]);
  });

  it('places a view in its own area when it names one', () => {
    const sections = menuSections(
      catalogueViewsOf([model('sheets', { views: [{ name: 'sheetPreviews', filter: {}, area: 'rendering' }] })]),
    );
    expect(sections).toEqual([{ area: 'rendering', entries: ['sheetPreviews'] }]);
  });

  it('lists every administrator route of the catalogues, in the area order of docs/product-rules.md', () => {
    const sections = menuSections(catalogueViews);
    const routes = sections.flatMap((section) => section.entries);
    for (const route of ['sessionTypes', 'examsAnamnesis', 'examClinicalCategories', 'attributeObjectives']) {
      expect(routes).toContain(route);
    }
    for (const route of ['objectiveSubCategories', 'companies', 'notificationTypes', 'positioningGroupTypes']) {
      expect(routes).toContain(route);
    }
    for (const route of ['imageTemplates', 'pedagogicalSheetsActType', 'pedagogicalSheetThemes', 'subPhaseTypes']) {
      expect(routes).toContain(route);
    }
    const areaOrder = sections.map((section) => AREAS.indexOf(section.area));
    expect(areaOrder).toEqual([...areaOrder].sort((a, b) => a - b));
  });
});
