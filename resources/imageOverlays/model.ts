import { defineModel } from '../../lib/model';

export default defineModel({
  name: 'imageOverlays',
  api: 'image-overlays',
  area: 'images',
  menuOrder: 1,
  verbs: ['list', 'get', 'delete'],
  fields: {
    originalName: { type: 'string', max: 255, readOnly: true, names: true, searched: true },
    thumbnail: { type: 'string', readOnly: true },
    mimeType: { type: 'string', max: 100, readOnly: true },
  },
});
