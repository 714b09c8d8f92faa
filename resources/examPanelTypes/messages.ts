import type { MessageTable } from '../../i18n/en';

/** Texts of the exam form editor (resources/examPanelTypes/ExamFormPage.tsx), under `examForm.*`. */
const fr = {
  examForm: {
    open: 'Modifier le formulaire',
    title: 'Formulaire : %{exam}',
    steps: 'Examens de ce type',
    fields: 'Champs du formulaire',
    empty: "Ce formulaire n'a pas encore de champ : ajoutez-en un.",
    add: 'Ajouter un champ',
    save: 'Enregistrer',
    saveAndNext: "Enregistrer et passer à l'examen suivant",
    saveAndFinish: 'Enregistrer et terminer',
    saved: 'Formulaire enregistré : %{exam}',
    backToExam: "Retour à l'examen",
    fieldCount: '%{smart_count} champ |||| %{smart_count} champs',
  },
} as const;

const en = {
  examForm: {
    open: 'Edit the form',
    title: 'Form: %{exam}',
    steps: 'Exams of this kind',
    fields: 'Form fields',
    empty: 'This form has no field yet: add one.',
    add: 'Add a field',
    save: 'Save',
    saveAndNext: 'Save and go to the next exam',
    saveAndFinish: 'Save and finish',
    saved: 'Form saved: %{exam}',
    backToExam: 'Back to the exam',
    fieldCount: '%{smart_count} field |||| %{smart_count} fields',
  },
} satisfies MessageTable<typeof fr>;

export default { fr, en };
