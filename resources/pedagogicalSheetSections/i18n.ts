import { defineMessages } from '../../i18n/resourceMessages';
import model from './model';

export default defineMessages(model, {
  fr: {
    name: 'Sections des fiches',
    one: 'Section',
    gender: 'feminine',
    fields: {
      pedagogicalSheetId: 'Fiche pédagogique',
      title: 'Titre',
      content: 'Contenu',
      type: 'Type de section',
      active: 'Active',
      displayOrder: "Ordre d'affichage",
    },
    values: {
      type: {
        what_is_it: "Qu'est-ce que c'est ?",
        possible_causes: 'Causes possibles',
        symptoms: 'Symptômes',
        complications: 'Complications',
        solutions: 'Solutions',
        prevention: 'Prévention',
        why_and_when: 'Pourquoi et quand ?',
        how: 'Comment ?',
        equipment: 'Matériel',
        side_effects: 'Effets secondaires',
        consequences: 'Conséquences',
        quiz: 'Quiz',
        ingredients: 'Ingrédients',
        instructions: 'Consignes',
      },
    },
  },
  en: {
    name: 'Sheet sections',
    one: 'Section',
    fields: {
      pedagogicalSheetId: 'Pedagogical sheet',
      title: 'Title',
      content: 'Content',
      type: 'Section type',
      active: 'Active',
      displayOrder: 'Display order',
    },
    values: {
      type: {
        what_is_it: 'What is it?',
        possible_causes: 'Possible causes',
        symptoms: 'Symptoms',
        complications: 'Complications',
        solutions: 'Solutions',
        prevention: 'Prevention',
        why_and_when: 'Why and when?',
        how: 'How?',
        equipment: 'Equipment',
        side_effects: 'Side effects',
        consequences: 'Consequences',
        quiz: 'Quiz',
        ingredients: 'Ingredients',
        instructions: 'Instructions',
      },
    },
  },
});
