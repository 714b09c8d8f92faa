import { defineWalk } from '../../tests/e2e/catalogues/walkOptions';
import model from './model';

/** How the browser walk goes through appliance types (tests/e2e/catalogues/walkCatalogue.ts). */
export default defineWalk(model, {
  routes: {
    applianceTypes: {
      language: 'en',
      optional: ['defaultDuration'],
      existingKey: 'twin_block',
      usedElsewhere: 'Twin Block', // its settings, session types
    },
  },
});
