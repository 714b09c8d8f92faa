import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: 'Types de documents',
    one: 'Type de document',
    fields: {
      label: 'Libellé',
      keyName: 'Clé',
      categoryId: 'Catégorie',
      mediaType: 'Type de média',
      formats: 'Formats de fichier',
      customZoom: 'Zoom personnalisé',
      cameraOrientation: "Orientation de l'appareil",
      thumbnail: 'Vignette',
      imageOverlayId: 'Calque de superposition',
      uploadEnabled: 'Import de fichier autorisé',
      editable: 'Modifiable',
    },
    values: {
      mediaType: {
        shot: 'Prise de vue',
        photo: 'Photo',
        video: 'Vidéo',
        intra_oral_scan: 'Scan intra-oral',
        face_scan: 'Scan facial',
        x_rays: 'Radiographie',
        cbct: 'CBCT',
        document: 'Document',
      },
      cameraOrientation: { portrait: 'Portrait', landscape: 'Paysage' },
    },
  },
  en: {
    name: 'Document types',
    one: 'Document type',
    fields: {
      label: 'Label',
      keyName: 'Key',
      categoryId: 'Category',
      mediaType: 'Media type',
      formats: 'File formats',
      customZoom: 'Custom zoom',
      cameraOrientation: 'Camera orientation',
      thumbnail: 'Thumbnail',
      imageOverlayId: 'Overlay image',
      uploadEnabled: 'File upload enabled',
      editable: 'Editable',
    },
    values: {
      mediaType: {
        shot: 'Shot',
        photo: 'Photo',
        video: 'Video',
        intra_oral_scan: 'Intra-oral scan',
        face_scan: 'Face scan',
        x_rays: 'X-rays',
        cbct: 'CBCT',
        document: 'Document',
      },
      cameraOrientation: { portrait: 'Portrait', landscape: 'Landscape' },
    },
  },
});
