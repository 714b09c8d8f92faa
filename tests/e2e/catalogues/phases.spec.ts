import { walkCatalogue } from './walkCatalogue';

// Nothing refers to a phase type; sub-phase types are listed by phase types.
walkCatalogue('phaseTypes', { optional: ['documentTypeIds'], existingKey: 'diagnosis' });
walkCatalogue('subPhaseTypes', { language: 'en', existingKey: 'records', usedElsewhere: 'Prise des documents' });
