import { defineWalk } from '../../tests/e2e/catalogues/walkOptions';
import model from './model';

/** Left out of the generic browser walk (tests/e2e/catalogues/walkCatalogue.ts), and covered elsewhere. */
export default defineWalk(model, {
  notWalked: 'its own edit page (screens.tsx) with template fields: tests/e2e/alertTypes.spec.ts',
});
