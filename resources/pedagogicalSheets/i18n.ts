import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: 'Fiches pédagogiques',
    one: 'Fiche pédagogique',
    gender: 'feminine',
    fields: {
      title: 'Titre',
      type: 'Type',
      keyName: 'Clé',
      themeId: 'Thème',
      color: 'Couleur',
      isPublic: 'Publique',
      attributeIds: 'Attributs',
      objectiveTypeIds: "Types d'objectifs",
      attributeSubCategoryIds: "Sous-catégories d'attributs",
    },
    values: {
      type: {
        minidiag: 'Minidiag',
        attribute: 'Attribut',
        objective_type: "Type d'objectif",
        appliance_type: "Type d'appareil",
        act_type: "Type d'acte",
      },
    },
    views: {
      pedagogicalSheetsMinidiag: { name: 'Fiches minidiag', one: 'Fiche minidiag', gender: 'feminine' },
      pedagogicalSheetsAttribute: { name: 'Fiches attributs', one: 'Fiche attribut', gender: 'feminine' },
      pedagogicalSheetsObjectiveType: { name: 'Fiches objectifs', one: 'Fiche objectif', gender: 'feminine' },
      pedagogicalSheetsApplianceType: { name: 'Fiches appareils', one: 'Fiche appareil', gender: 'feminine' },
      pedagogicalSheetsActType: { name: 'Fiches actes', one: 'Fiche acte', gender: 'feminine' },
    },
    helpers: { isPublic: 'Une fiche publique peut être partagée avec les patients.' },
  },
  en: {
    name: 'Pedagogical sheets',
    one: 'Pedagogical sheet',
    fields: {
      title: 'Title',
      type: 'Type',
      keyName: 'Key',
      themeId: 'Theme',
      color: 'Colour',
      isPublic: 'Public',
      attributeIds: 'Attributes',
      objectiveTypeIds: 'Objective types',
      attributeSubCategoryIds: 'Attribute sub-categories',
    },
    values: {
      type: {
        minidiag: 'Minidiag',
        attribute: 'Attribute',
        objective_type: 'Objective type',
        appliance_type: 'Appliance type',
        act_type: 'Act type',
      },
    },
    views: {
      pedagogicalSheetsMinidiag: { name: 'Minidiag sheets', one: 'Minidiag sheet' },
      pedagogicalSheetsAttribute: { name: 'Attribute sheets', one: 'Attribute sheet' },
      pedagogicalSheetsObjectiveType: { name: 'Objective sheets', one: 'Objective sheet' },
      pedagogicalSheetsApplianceType: { name: 'Appliance sheets', one: 'Appliance sheet' },
      pedagogicalSheetsActType: { name: 'Act sheets', one: 'Act sheet' },
    },
    helpers: { isPublic: 'A public sheet can be shared with patients.' },
  },
});
