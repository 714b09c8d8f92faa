import { defineWalk } from '../../tests/e2e/catalogues/walkOptions';
import model from './model';

/** How the browser walk goes through appliance categories and sub-categories (tests/e2e/catalogues/walkCatalogue.ts). */
export default defineWalk(model, {
  routes: {
    applianceCategories: { language: 'en', existingKey: 'removable', usedElsewhere: 'Appareils amovibles' },
    applianceSubCategories: { existingKey: 'removable_functional', usedElsewhere: 'Orthopédie fonctionnelle' },
  },
});
