import { defineWalk } from '../../tests/e2e/catalogues/walkOptions';
import model from './model';

/**
 * How the browser walk goes through phase types (tests/e2e/catalogues/walkCatalogue.ts). Nothing refers to a phase
 * type: no refused deletion.
 */
export default defineWalk(model, {
  routes: { phaseTypes: { optional: ['documentTypeIds'], existingKey: 'diagnosis' } },
});
