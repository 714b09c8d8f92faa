import { defineWalk } from '../../tests/e2e/catalogues/walkOptions';
import model from './model';

/** How the browser walk goes through document types (tests/e2e/catalogues/walkCatalogue.ts). */
export default defineWalk(model, {
  routes: {
    documentTypes: {
      language: 'en',
      optional: ['customZoom', 'uploadEnabled'],
      existingKey: 'face_front',
      usedElsewhere: 'Face de face au repos', // scenarios, positioning groups, phase types
    },
  },
});
