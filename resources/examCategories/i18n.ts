import { defineMessages } from '../../i18n/resourceMessages';
import { displayMessages, examTypeMessages } from '../../i18n/sharedValueLabels';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: "Catégories d'examens",
    one: "Catégorie d'examens",
    gender: 'feminine',
    fields: {
      label: 'Libellé',
      keyName: 'Clé',
      examType: "Type d'examen",
      logicCondition: displayMessages.fr.fields.logicCondition,
      displayMode: displayMessages.fr.fields.displayMode,
    },
    values: { examType: examTypeMessages.fr, displayMode: displayMessages.fr.displayMode },
    views: {
      examAnamnesisCategories: { name: "Catégories d'anamnèse", one: "Catégorie d'anamnèse", gender: 'feminine' },
      examClinicalCategories: {
        name: "Catégories d'examen clinique",
        one: "Catégorie d'examen clinique",
        gender: 'feminine',
      },
    },
  },
  en: {
    name: 'Exam categories',
    one: 'Exam category',
    fields: {
      label: 'Label',
      keyName: 'Key',
      examType: 'Exam type',
      logicCondition: displayMessages.en.fields.logicCondition,
      displayMode: displayMessages.en.fields.displayMode,
    },
    values: { examType: examTypeMessages.en, displayMode: displayMessages.en.displayMode },
    views: {
      examAnamnesisCategories: { name: 'Anamnesis categories', one: 'Anamnesis category' },
      examClinicalCategories: { name: 'Clinical exam categories', one: 'Clinical exam category' },
    },
  },
});
