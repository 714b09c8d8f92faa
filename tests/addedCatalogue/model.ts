import { ALL_VERBS, defineModel } from '../../lib/model';

/**
 * A catalogue that exists only in a temporary copy of the project (tests/e2e/developerAddsCatalogue.spec.ts copies
 * this folder to resources/wearSchedules/): how many hours a day aligners are worn during a kind of session. It has
 * what a new catalogue commonly has: a translated label, a key, a number and a reference to a child level of a tree.
 */
export default defineModel({
  name: 'wearSchedules',
  api: 'wear-schedules',
  area: 'sessions',
  menuOrder: 9,
  verbs: ALL_VERBS,
  fields: {
    label: { type: 'translation', required: true, names: true, searched: true },
    keyName: { type: 'keyName', searched: true },
    hoursPerDay: { type: 'number', required: true, min: 1, max: 24 },
    sessionSubCategoryId: {
      type: 'reference',
      model: 'sessionCategories',
      embed: 'sessionSubCategory',
      required: true,
      offers: 'child',
    },
  },
});
