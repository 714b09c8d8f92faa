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
    label: { type: 'translation', required: true },
    keyName: { type: 'keyName' },
    categoryId: { type: 'reference', resource: 'sessionCategories', embed: 'category', required: true },
    subCategoryId: { type: 'reference', resource: 'sessionCategories', embed: 'subCategory', childOf: 'categoryId' },
    cameraOrientation: { type: 'enum', values: CAMERA_ORIENTATIONS, default: 'portrait' },
    defaultDuration: { type: 'duration' },
    customZoom: { type: 'number', min: 0.1, max: 10, default: 1 },
    shownInPractitionerSummary: { type: 'boolean', default: false },
    isPublic: { type: 'boolean', default: false },
    accessRight: { type: 'enum', values: ACCESS_RIGHTS, default: 'public' },
    actTypeIds: { type: 'references', resource: 'actTypes' },
    applianceTypeIds: { type: 'references', resource: 'applianceTypes' },
    steps: {
      type: 'json',
      schema: 'sessionSteps',
      default: SESSION_STEPS.map((step) => ({ step, enabled: true })),
    },
  },
});
