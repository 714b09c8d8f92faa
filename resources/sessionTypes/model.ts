import { ALL_VERBS, defineModel } from '../../lib/model';
import { SESSION_STEPS } from '../../lib/sessionSteps';
import { CAMERA_ORIENTATIONS } from '../documentTypes/model';

export const ACCESS_RIGHTS = ['public', 'private'] as const;

export default defineModel({
  name: 'sessionTypes',
  api: 'session-types',
  area: 'sessions',
  menuOrder: 1,
  verbs: ALL_VERBS,
  orderable: { parent: 'categoryId' },
  fields: {
    label: { type: 'translation', required: true, names: true, searched: true },
    keyName: { type: 'keyName', searched: true },
    categoryId: { type: 'reference', model: 'sessionCategories', embed: 'category', required: true, offers: 'top' },
    subCategoryId: {
      type: 'reference',
      model: 'sessionCategories',
      embed: 'subCategory',
      childOf: 'categoryId',
      offers: 'child',
    },
    cameraOrientation: { type: 'enum', values: CAMERA_ORIENTATIONS, default: 'portrait' },
    defaultDuration: { type: 'duration' },
    customZoom: { type: 'number', min: 0.1, max: 10, default: 1 },
    shownInPractitionerSummary: { type: 'boolean', default: false },
    isPublic: { type: 'boolean', default: false },
    accessRight: { type: 'enum', values: ACCESS_RIGHTS, default: 'public' },
    actTypeIds: { type: 'references', model: 'actTypes' },
    applianceTypeIds: { type: 'references', model: 'applianceTypes' },
    steps: {
      type: 'json',
      schema: 'sessionSteps',
      default: SESSION_STEPS.map((step) => ({ step, enabled: true })),
    },
  },
});
