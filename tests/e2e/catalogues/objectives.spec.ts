import { walkCatalogue } from './walkCatalogue';

walkCatalogue('objectiveCategories', { existingKey: 'sagittal', usedElsewhere: 'Sens sagittal' });
walkCatalogue('objectiveSubCategories', {
  language: 'en',
  existingKey: 'sagittal_molar',
  usedElsewhere: 'Relations molaires et canines',
});
walkCatalogue('objectiveTypes', {
  optional: ['pedagogicalSheetId'],
  existingKey: 'correct_class_2',
  usedElsewhere: 'Corriger la classe II', // a linked objective type
});
