import { defineWalk } from '../../tests/e2e/catalogues/walkOptions';
import model from './model';

/**
 * How the browser walk goes through anamnesis and clinical exams (tests/e2e/catalogues/walkCatalogue.ts): their list
 * and create pages are the generic ones, their edit page (screens.tsx) shows the same fields.
 */
export default defineWalk(model, {
  routes: {
    examsAnamnesis: {
      optional: ['cascadingCondition'],
      existingKey: 'consultation_reason',
      usedElsewhere: 'Motif de consultation', // its exam fields
    },
    examsClinical: {
      language: 'en',
      optional: ['displayMode'],
      existingKey: 'face_exam',
      usedElsewhere: 'Face et profil',
    },
  },
});
