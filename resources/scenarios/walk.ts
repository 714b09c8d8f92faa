import { defineWalk } from '../../tests/e2e/catalogues/walkOptions';
import model from './model';

/**
 * How the browser walk goes through scenarios (tests/e2e/catalogues/walkCatalogue.ts). No demo record refers to a
 * scenario: no refused deletion.
 */
export default defineWalk(model, {
  routes: { scenarios: { language: 'en', optional: ['type'], existingKey: 'initial_records' } },
});
