import { defineWalk } from '../../tests/e2e/catalogues/walkOptions';
import model from './model';

/** How the browser walk goes through act categories and sub-categories (tests/e2e/catalogues/walkCatalogue.ts). */
export default defineWalk(model, {
  routes: {
    actCategories: { existingKey: 'diagnosis', usedElsewhere: 'Diagnostic' },
    actSubCategories: { language: 'en', existingKey: 'diagnosis_records', usedElsewhere: 'Enregistrements' },
  },
});
