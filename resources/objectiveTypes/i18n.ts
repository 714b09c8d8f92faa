import { defineMessages } from '../../i18n/resourceMessages';
import { displayMessages, inputTypeMessages } from '../../i18n/sharedValueLabels';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: "Types d'objectifs",
    one: "Type d'objectif",
    fields: {
      label: 'Libellé',
      keyName: 'Clé',
      categoryId: 'Catégorie',
      type: 'Type de saisie',
      objectiveTypeIds: "Types d'objectifs liés",
      attributeIds: 'Attributs liés',
      options: 'Options de saisie',
      params: 'Paramètres',
      pedagogicalSheetId: 'Fiche pédagogique',
      ...displayMessages.fr.fields,
    },
    values: {
      type: { none: 'Aucun', ...inputTypeMessages.fr },
      displayMode: displayMessages.fr.displayMode,
    },
  },
  en: {
    name: 'Objective types',
    one: 'Objective type',
    fields: {
      label: 'Label',
      keyName: 'Key',
      categoryId: 'Category',
      type: 'Input type',
      objectiveTypeIds: 'Related objective types',
      attributeIds: 'Related attributes',
      options: 'Input options',
      params: 'Parameters',
      pedagogicalSheetId: 'Pedagogical sheet',
      ...displayMessages.en.fields,
    },
    values: {
      type: { none: 'None', ...inputTypeMessages.en },
      displayMode: displayMessages.en.displayMode,
    },
  },
});
