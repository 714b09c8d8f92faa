import { defineWalk } from '../../tests/e2e/catalogues/walkOptions';
import model from './model';

/** How the browser walk goes through document categories (tests/e2e/catalogues/walkCatalogue.ts). */
export default defineWalk(model, {
  routes: { documentCategories: { existingKey: 'photos', usedElsewhere: 'Photographies' } },
});
