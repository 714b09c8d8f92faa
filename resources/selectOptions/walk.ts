import { defineWalk } from '../../tests/e2e/catalogues/walkOptions';
import model from './model';

/** Left out of the generic browser walk (tests/e2e/catalogues/walkCatalogue.ts), and covered elsewhere. */
export default defineWalk(model, {
  notWalked: 'its create and change story from the menu: tests/e2e/adminUsesAcceptanceFixes.spec.ts',
});
