import { defineWalk } from '../../tests/e2e/catalogues/walkOptions';
import model from './model';

/** How the browser walk goes through act types (tests/e2e/catalogues/walkCatalogue.ts). */
export default defineWalk(model, {
  routes: {
    actTypes: {
      optional: ['pedagogicalSheetId'],
      existingKey: 'digital_impressions',
      usedElsewhere: 'Empreintes optiques', // its settings, session types
    },
  },
});
