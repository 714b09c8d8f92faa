import { walkCatalogue } from './walkCatalogue';

walkCatalogue('actCategories', { existingKey: 'diagnosis', usedElsewhere: 'Diagnostic' });
walkCatalogue('actSubCategories', {
  language: 'en',
  existingKey: 'diagnosis_records',
  usedElsewhere: 'Enregistrements',
});
walkCatalogue('actTypes', {
  optional: ['pedagogicalSheetId'],
  existingKey: 'digital_impressions',
  usedElsewhere: 'Empreintes optiques', // its settings, session types
});
