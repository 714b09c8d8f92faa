import { defineMessages } from '../../i18n/resourceMessages';
import { displayMessages, examTypeMessages } from '../../i18n/sharedValueLabels';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: 'Examens',
    one: 'Examen',
    fields: {
      label: 'Libellé',
      keyName: 'Clé',
      examType: "Type d'examen",
      categoryId: 'Catégorie',
      ...displayMessages.fr.fields,
    },
    values: { examType: examTypeMessages.fr, displayMode: displayMessages.fr.displayMode },
    views: {
      examsAnamnesis: { name: "Examens d'anamnèse", one: "Examen d'anamnèse" },
      examsClinical: { name: 'Examens cliniques', one: 'Examen clinique' },
    },
  },
  en: {
    name: 'Exams',
    one: 'Exam',
    fields: {
      label: 'Label',
      keyName: 'Key',
      examType: 'Exam type',
      categoryId: 'Category',
      ...displayMessages.en.fields,
    },
    values: { examType: examTypeMessages.en, displayMode: displayMessages.en.displayMode },
    views: {
      examsAnamnesis: { name: 'Anamnesis exams', one: 'Anamnesis exam' },
      examsClinical: { name: 'Clinical exams', one: 'Clinical exam' },
    },
  },
});
