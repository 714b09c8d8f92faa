import { walkCatalogue } from './walkCatalogue';

walkCatalogue('examsAnamnesis', {
  optional: ['cascadingCondition'],
  existingKey: 'consultation_reason',
  usedElsewhere: 'Motif de consultation', // its exam fields
});
walkCatalogue('examsClinical', {
  language: 'en',
  optional: ['displayMode'],
  existingKey: 'face_exam',
  usedElsewhere: 'Face et profil',
});
walkCatalogue('examAnamnesisCategories', { existingKey: 'anamnesis_reason', usedElsewhere: 'Motif et attentes' });
walkCatalogue('examClinicalCategories', {
  language: 'en',
  existingKey: 'clinical_extraoral',
  usedElsewhere: 'Examen exobuccal',
});
