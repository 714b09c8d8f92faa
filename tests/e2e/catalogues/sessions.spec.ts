import { walkCatalogue } from './walkCatalogue';

// Spec §2 lists these screens as list-only; the API offers every verb, so the console offers full create / edit.
walkCatalogue('sessionTypes', {
  language: 'en',
  optional: ['defaultDuration', 'isPublic'],
  existingKey: 'first_consultation',
});
walkCatalogue('sessionCategories', { existingKey: 'consultations', usedElsewhere: 'Consultations' });
walkCatalogue('sessionSubCategories', { language: 'en', existingKey: 'assessments', usedElsewhere: 'Bilans' });
