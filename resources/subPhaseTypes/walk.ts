import { defineWalk } from '../../tests/e2e/catalogues/walkOptions';
import model from './model';

/**
 * How the browser walk goes through sub-phase types (tests/e2e/catalogues/walkCatalogue.ts): phase types list them.
 */
export default defineWalk(model, {
  routes: { subPhaseTypes: { language: 'en', existingKey: 'records', usedElsewhere: 'Prise des documents' } },
});
