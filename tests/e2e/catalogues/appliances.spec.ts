import { walkCatalogue } from './walkCatalogue';

walkCatalogue('applianceCategories', {
  language: 'en',
  existingKey: 'removable',
  usedElsewhere: 'Appareils amovibles',
});
walkCatalogue('applianceSubCategories', {
  existingKey: 'removable_functional',
  usedElsewhere: 'Orthopédie fonctionnelle',
});
walkCatalogue('applianceTypes', {
  language: 'en',
  optional: ['defaultDuration'],
  existingKey: 'twin_block',
  usedElsewhere: 'Twin Block', // its settings, session types
});
