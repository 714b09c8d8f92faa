import { defineMessages } from '../../i18n/resourceMessages';
import { displayMessages, inputTypeMessages } from '../../i18n/sharedValueLabels';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: 'Attributs',
    one: 'Attribut',
    fields: {
      label: 'Libellé',
      description: 'Description',
      keyName: 'Clé',
      usage: 'Usage',
      type: 'Type de saisie',
      categoryId: 'Catégorie',
      subCategoryId: 'Sous-catégorie',
      objectiveValueType: "Type de valeur d'objectif",
      options: 'Options de saisie',
      params: 'Paramètres',
      pedagogicalSheetId: 'Fiche pédagogique',
      editable: 'Modifiable',
      ...displayMessages.fr.fields,
    },
    values: {
      usage: { exam: 'Examen', objective: 'Objectif' },
      type: { none: 'Aucun', ...inputTypeMessages.fr },
      objectiveValueType: { none: 'Aucun', number: 'Nombre', text: 'Texte', boolean: 'Oui / non', date: 'Date' },
      displayMode: displayMessages.fr.displayMode,
    },
    views: {
      attributes: { name: 'Attributs', one: 'Attribut' },
      attributeObjectives: { name: "Attributs d'objectifs", one: "Attribut d'objectif" },
    },
    helpers: {
      objectiveValueType: "Nature de la valeur visée lorsque l'attribut sert d'objectif thérapeutique.",
    },
  },
  en: {
    name: 'Attributes',
    one: 'Attribute',
    fields: {
      label: 'Label',
      description: 'Description',
      keyName: 'Key',
      usage: 'Usage',
      type: 'Input type',
      categoryId: 'Category',
      subCategoryId: 'Sub-category',
      objectiveValueType: 'Objective value type',
      options: 'Input options',
      params: 'Parameters',
      pedagogicalSheetId: 'Pedagogical sheet',
      editable: 'Editable',
      ...displayMessages.en.fields,
    },
    values: {
      usage: { exam: 'Exam', objective: 'Objective' },
      type: { none: 'None', ...inputTypeMessages.en },
      objectiveValueType: { none: 'None', number: 'Number', text: 'Text', boolean: 'Yes / no', date: 'Date' },
      displayMode: displayMessages.en.displayMode,
    },
    views: {
      attributes: { name: 'Attributes', one: 'Attribute' },
      attributeObjectives: { name: 'Objective attributes', one: 'Objective attribute' },
    },
    helpers: {
      objectiveValueType: 'Kind of target value when the attribute serves as a treatment goal.',
    },
  },
});
