import { defineWalk } from '../../tests/e2e/catalogues/walkOptions';
import model from './model';

/**
 * How the browser walk goes through protocols (tests/e2e/catalogues/walkCatalogue.ts). No key and nothing refers to a
 * protocol: only the required-fields and create / edit / delete stories apply.
 */
export default defineWalk(model, { routes: { protocols: { language: 'en', optional: ['description'], smoke: true } } });
