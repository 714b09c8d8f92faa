import { defineWalk } from '../../tests/e2e/catalogues/walkOptions';
import model from './model';

/**
 * How the browser walk goes through image templates (tests/e2e/catalogues/walkCatalogue.ts). Nothing refers to an
 * image template: no refused deletion.
 */
export default defineWalk(model, {
  routes: { imageTemplates: { language: 'en', optional: ['displayInSummary'], existingKey: 'orthodontic_grid_3x3' } },
});
