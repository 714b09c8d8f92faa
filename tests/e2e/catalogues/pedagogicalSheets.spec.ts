import { walkCatalogue } from './walkCatalogue';

walkCatalogue('pedagogicalSheetThemes', {
  language: 'en',
  optional: ['color'],
  existingKey: 'malocclusions',
  usedElsewhere: 'Malocclusions',
});
// Each sheet used here has key words, sections or links.
walkCatalogue('pedagogicalSheetsMinidiag', {
  optional: ['themeId', 'isPublic'],
  existingKey: 'class_ii_division_1',
  usedElsewhere: 'Classe II division 1',
});
walkCatalogue('pedagogicalSheetsAttribute', {
  language: 'en',
  existingKey: 'mouth_breathing',
  usedElsewhere: 'Respiration buccale',
});
walkCatalogue('pedagogicalSheetsObjectiveType', {
  existingKey: 'overjet_reduction',
  usedElsewhere: 'Réduction du surplomb incisif',
});
walkCatalogue('pedagogicalSheetsApplianceType', {
  language: 'en',
  existingKey: 'clear_aligners',
  usedElsewhere: "Gouttières d'alignement",
});
walkCatalogue('pedagogicalSheetsActType', { existingKey: 'attachment_bonding', usedElsewhere: 'Pose des taquets' });
