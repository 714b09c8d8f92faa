import { defineWalk } from '../../tests/e2e/catalogues/walkOptions';
import model from './model';

/** Left out of the generic browser walk (tests/e2e/catalogues/walkCatalogue.ts), and covered elsewhere. */
export default defineWalk(model, {
  notWalked: 'its own list and edit pages with template versions (screens.tsx): tests/e2e/notificationTypes.spec.ts',
});
