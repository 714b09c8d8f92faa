import { defineWalk } from '../../tests/e2e/catalogues/walkOptions';
import model from './model';

/** How the browser walk goes through attribute categories and sub-categories (tests/e2e/catalogues/walkCatalogue.ts). */
export default defineWalk(model, {
  routes: {
    attributeCategories: {
      language: 'en',
      optional: ['cascadingCondition'],
      existingKey: 'medical_history',
      usedElsewhere: 'Antécédents et motif',
    },
    attributeSubCategories: { existingKey: 'general_health', usedElsewhere: 'Santé générale' },
  },
});
