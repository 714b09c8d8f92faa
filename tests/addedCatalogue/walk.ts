import { defineWalk } from '../../tests/e2e/catalogues/walkOptions';
import model from './model';

/** How the browser walk goes through wear schedules (tests/e2e/catalogues/walkCatalogue.ts). */
export default defineWalk(model, {
  routes: { wearSchedules: { existingKey: 'full_time' } },
});
