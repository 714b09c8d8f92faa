import { ALL_VERBS, defineModel } from '../../lib/model';

export const MEDIA_TYPES = [
  'shot',
  'photo',
  'video',
  'intra_oral_scan',
  'face_scan',
  'x_rays',
  'cbct',
  'document',
] as const;
export const CAMERA_ORIENTATIONS = ['portrait', 'landscape'] as const;

export default defineModel({
  name: 'documentTypes',
  api: 'document-types',
  area: 'scenarios',
  menuOrder: 3,
  verbs: ALL_VERBS,
  orderable: { parent: 'categoryId' },
  fields: {
    label: { type: 'translation', required: true, names: true, searched: true },
    keyName: { type: 'keyName', searched: true },
    categoryId: { type: 'reference', model: 'documentCategories', embed: 'category', required: true },
    mediaType: { type: 'enum', values: MEDIA_TYPES, default: 'shot' },
    formats: { type: 'json', schema: 'stringList', default: [] },
    customZoom: { type: 'number', min: 0.1, max: 10, default: 1 },
    cameraOrientation: { type: 'enum', values: CAMERA_ORIENTATIONS, default: 'portrait' },
    thumbnail: { type: 'image' },
    imageOverlayId: { type: 'reference', model: 'imageOverlays', embed: 'imageOverlay' },
    uploadEnabled: { type: 'boolean', default: true },
    editable: { type: 'boolean', default: true },
  },
});
