import { walkCatalogue } from './walkCatalogue';

// /imageOverlays has its own views (tests/e2e/imageOverlays.spec.ts). Nothing refers to an image template.
walkCatalogue('imageTemplates', {
  language: 'en',
  optional: ['displayInSummary'],
  existingKey: 'orthodontic_grid_3x3',
});
