import { walkCatalogue } from './walkCatalogue';

// No demo record refers to a scenario or a positioning group: no refused-deletion story for them.
walkCatalogue('scenarios', { language: 'en', optional: ['type'], existingKey: 'initial_records' });
walkCatalogue('documentCategories', { existingKey: 'photos', usedElsewhere: 'Photographies' });
walkCatalogue('documentTypes', {
  language: 'en',
  optional: ['customZoom', 'uploadEnabled'],
  existingKey: 'face_front',
  usedElsewhere: 'Face de face au repos', // scenarios, positioning groups, phase types
});
walkCatalogue('positioningGroupTypes', { optional: ['documentTypeIds'], existingKey: 'ceph_on_profile' });
