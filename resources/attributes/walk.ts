import { defineWalk } from '../../tests/e2e/catalogues/walkOptions';
import model from './model';

/** How the browser walk goes through attributes and objective attributes (tests/e2e/catalogues/walkCatalogue.ts). */
export default defineWalk(model, {
  routes: {
    attributes: {
      language: 'en',
      optional: ['categoryId', 'editable'],
      existingKey: 'chief_complaint',
      usedElsewhere: 'Motif de consultation', // an exam field
    },
    attributeObjectives: {
      optional: ['description'],
      existingKey: 'target_overjet',
      usedElsewhere: 'Surplomb visé', // objective types
    },
  },
});
