import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: 'Calques de superposition',
    one: 'Calque de superposition',
    fields: { originalName: 'Nom du fichier', thumbnail: 'Aperçu', mimeType: 'Type de fichier' },
    values: {},
  },
  en: {
    name: 'Overlay images',
    one: 'Overlay image',
    fields: { originalName: 'File name', thumbnail: 'Preview', mimeType: 'File type' },
    values: {},
  },
});
