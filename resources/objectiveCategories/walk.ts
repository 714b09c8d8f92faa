import { defineWalk } from '../../tests/e2e/catalogues/walkOptions';
import model from './model';

/** How the browser walk goes through objective categories and sub-categories (tests/e2e/catalogues/walkCatalogue.ts). */
export default defineWalk(model, {
  routes: {
    objectiveCategories: { existingKey: 'sagittal', usedElsewhere: 'Sens sagittal' },
    objectiveSubCategories: {
      language: 'en',
      existingKey: 'sagittal_molar',
      usedElsewhere: 'Relations molaires et canines',
    },
  },
});
