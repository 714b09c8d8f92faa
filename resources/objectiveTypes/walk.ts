import { defineWalk } from '../../tests/e2e/catalogues/walkOptions';
import model from './model';

/** How the browser walk goes through objective types (tests/e2e/catalogues/walkCatalogue.ts). */
export default defineWalk(model, {
  routes: {
    objectiveTypes: {
      optional: ['pedagogicalSheetId'],
      existingKey: 'correct_class_2',
      usedElsewhere: 'Corriger la classe II', // a linked objective type
    },
  },
});
