import { defineWalk } from '../../tests/e2e/catalogues/walkOptions';
import model from './model';

/**
 * How the browser walk goes through pedagogical sheets of each type (tests/e2e/catalogues/walkCatalogue.ts): their list
 * and create pages are the generic ones, their edit page (screens.tsx) shows the same fields. Each sheet used here has
 * key words, sections or links.
 */
export default defineWalk(model, {
  routes: {
    pedagogicalSheetsMinidiag: {
      optional: ['themeId', 'isPublic'],
      existingKey: 'class_ii_division_1',
      usedElsewhere: 'Classe II division 1',
    },
    pedagogicalSheetsAttribute: {
      language: 'en',
      existingKey: 'mouth_breathing',
      usedElsewhere: 'Respiration buccale',
    },
    pedagogicalSheetsObjectiveType: {
      existingKey: 'overjet_reduction',
      usedElsewhere: 'Réduction du surplomb incisif',
    },
    pedagogicalSheetsApplianceType: {
      language: 'en',
      existingKey: 'clear_aligners',
      usedElsewhere: "Gouttières d'alignement",
    },
    pedagogicalSheetsActType: { existingKey: 'attachment_bonding', usedElsewhere: 'Pose des taquets' },
  },
});
