import { defineWalk } from '../../tests/e2e/catalogues/walkOptions';
import model from './model';

/** How the browser walk goes through exam categories (tests/e2e/catalogues/walkCatalogue.ts). */
export default defineWalk(model, {
  routes: {
    examAnamnesisCategories: { existingKey: 'anamnesis_reason', usedElsewhere: 'Motif et attentes' },
    examClinicalCategories: { language: 'en', existingKey: 'clinical_extraoral', usedElsewhere: 'Examen exobuccal' },
  },
});
