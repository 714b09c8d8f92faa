import { defineWalk } from '../../tests/e2e/catalogues/walkOptions';
import model from './model';

/** How the browser walk goes through session categories and sub-categories (tests/e2e/catalogues/walkCatalogue.ts). */
export default defineWalk(model, {
  routes: {
    sessionCategories: { existingKey: 'consultations', usedElsewhere: 'Consultations' },
    sessionSubCategories: { language: 'en', existingKey: 'assessments', usedElsewhere: 'Bilans' },
  },
});
