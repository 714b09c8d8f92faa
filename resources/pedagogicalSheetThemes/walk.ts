import { defineWalk } from '../../tests/e2e/catalogues/walkOptions';
import model from './model';

/** How the browser walk goes through pedagogical sheet themes (tests/e2e/catalogues/walkCatalogue.ts). */
export default defineWalk(model, {
  routes: {
    pedagogicalSheetThemes: {
      language: 'en',
      optional: ['color'],
      existingKey: 'malocclusions',
      usedElsewhere: 'Malocclusions',
    },
  },
});
