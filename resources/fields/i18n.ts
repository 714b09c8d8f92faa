import { defineMessages } from '../../i18n/resourceMessages';
import { inputTypeMessages } from '../../i18n/sharedValueLabels';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: "Champs d'examen",
    one: "Champ d'examen",
    fields: {
      label: 'Libellé',
      required: 'Obligatoire',
      type: 'Type de saisie',
      examPanelTypeId: 'Examen',
      attributeId: 'Attribut',
      displayOrder: "Ordre d'affichage",
    },
    values: { type: inputTypeMessages.fr },
  },
  en: {
    name: 'Exam fields',
    one: 'Exam field',
    fields: {
      label: 'Label',
      required: 'Required',
      type: 'Input type',
      examPanelTypeId: 'Exam',
      attributeId: 'Attribute',
      displayOrder: 'Display order',
    },
    values: { type: inputTypeMessages.en },
  },
});
