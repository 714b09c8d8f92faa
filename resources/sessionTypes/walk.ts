import { defineWalk } from '../../tests/e2e/catalogues/walkOptions';
import model from './model';

/**
 * How the browser walk goes through session types (tests/e2e/catalogues/walkCatalogue.ts). The API offers every verb
 * on them, so the console offers full create / edit.
 */
export default defineWalk(model, {
  routes: {
    sessionTypes: { language: 'en', optional: ['defaultDuration', 'isPublic'], existingKey: 'first_consultation' },
  },
});
