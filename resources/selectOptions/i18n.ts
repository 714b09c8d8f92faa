import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: 'Options de liste',
    one: 'Option de liste',
    gender: 'feminine',
    fields: {
      label: 'Libellé',
      descriptionPatient: 'Description pour le patient',
      descriptionPractitioner: 'Description pour le praticien',
      image: 'Image',
      normalValue: 'Valeur normale',
      value: 'Valeur',
      attributeId: 'Attribut',
      displayOrder: "Ordre d'affichage",
    },
    values: {},
  },
  en: {
    name: 'Select options',
    one: 'Select option',
    fields: {
      label: 'Label',
      descriptionPatient: 'Description for the patient',
      descriptionPractitioner: 'Description for the practitioner',
      image: 'Image',
      normalValue: 'Normal value',
      value: 'Value',
      attributeId: 'Attribute',
      displayOrder: 'Display order',
    },
    values: {},
  },
});
