import { defineWalk } from '../../tests/e2e/catalogues/walkOptions';
import model from './model';

/** Left out of the generic browser walk (tests/e2e/catalogues/walkCatalogue.ts), and covered elsewhere. */
export default defineWalk(model, {
  notWalked:
    'its own list, create and edit pages with an account and an address (screens.tsx): tests/e2e/adminManagesPractices.spec.ts',
});
