import { defineWalk } from '../../tests/e2e/catalogues/walkOptions';
import model from './model';

/**
 * How the browser walk goes through positioning group types (tests/e2e/catalogues/walkCatalogue.ts). No demo record
 * refers to a positioning group: no refused deletion.
 */
export default defineWalk(model, {
  routes: { positioningGroupTypes: { optional: ['documentTypeIds'], existingKey: 'ceph_on_profile' } },
});
