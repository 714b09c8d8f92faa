import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: 'Types de séances',
    one: 'Type de séance',
    fields: {
      label: 'Libellé',
      keyName: 'Clé',
      categoryId: 'Catégorie',
      subCategoryId: 'Sous-catégorie',
      cameraOrientation: "Orientation de l'appareil photo",
      defaultDuration: 'Durée par défaut',
      customZoom: "Zoom personnalisé de l'appareil photo",
      shownInPractitionerSummary: 'Affiché dans la synthèse praticien',
      isPublic: 'Public',
      accessRight: "Droit d'accès",
      actTypeIds: 'Actes',
      applianceTypeIds: 'Appareils',
      steps: 'Étapes',
    },
    values: {
      cameraOrientation: { portrait: 'Portrait', landscape: 'Paysage' },
      accessRight: { public: 'Public', private: 'Privé' },
    },
    helpers: {
      steps: "Étapes proposées pendant la séance, dans l'ordre ; décochez celles qui ne s'appliquent pas.",
    },
  },
  en: {
    name: 'Session types',
    one: 'Session type',
    fields: {
      label: 'Label',
      keyName: 'Key',
      categoryId: 'Category',
      subCategoryId: 'Sub-category',
      cameraOrientation: 'Camera orientation',
      defaultDuration: 'Default duration',
      customZoom: 'Custom camera zoom',
      shownInPractitionerSummary: 'Shown in practitioner summary',
      isPublic: 'Public',
      accessRight: 'Access right',
      actTypeIds: 'Acts',
      applianceTypeIds: 'Appliances',
      steps: 'Steps',
    },
    values: {
      cameraOrientation: { portrait: 'Portrait', landscape: 'Landscape' },
      accessRight: { public: 'Public', private: 'Private' },
    },
    helpers: {
      steps: 'Steps offered during the session, in order; untick those that do not apply.',
    },
  },
});
