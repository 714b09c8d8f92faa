import { walkCatalogue } from './walkCatalogue';

walkCatalogue('attributes', {
  language: 'en',
  optional: ['categoryId', 'editable'],
  existingKey: 'chief_complaint',
  usedElsewhere: 'Motif de consultation', // an exam field
});
walkCatalogue('attributeObjectives', {
  optional: ['description'],
  existingKey: 'target_overjet',
  usedElsewhere: 'Surplomb visé', // objective types
});
walkCatalogue('attributeCategories', {
  language: 'en',
  optional: ['cascadingCondition'],
  existingKey: 'medical_history',
  usedElsewhere: 'Antécédents et motif',
});
walkCatalogue('attributeSubCategories', { existingKey: 'general_health', usedElsewhere: 'Santé générale' });
