/**
 * Labels several catalogues share, each spread into their own resources/<name>/i18n.ts: kept here rather than in one
 * catalogue's folder, since a catalogue imports nothing of another's but its model.ts (tests/unit/catalogueImports.test.ts).
 */

/** Wording of the conditional display settings, shared by every catalogue that carries them. */
export const displayMessages = {
  fr: {
    fields: {
      logicCondition: "Condition d'affichage",
      cascadingCondition: 'Affichage en cascade des éléments parents',
      displayMode: "Mode d'affichage",
    },
    displayMode: {
      always_shown: 'Toujours affiché',
      shown_under_condition: 'Affiché sous condition',
      hidden_by_default: 'Masqué par défaut',
    },
  },
  en: {
    fields: {
      logicCondition: 'Display condition',
      cascadingCondition: 'Cascading display of parent items',
      displayMode: 'Display mode',
    },
    displayMode: {
      always_shown: 'Always shown',
      shown_under_condition: 'Shown under condition',
      hidden_by_default: 'Hidden by default',
    },
  },
} as const;

/** Names of the input types, shared by attributes, exam fields and objective types. */
export const inputTypeMessages = {
  fr: {
    text: 'Texte court',
    textarea: 'Texte long',
    textonly: 'Texte informatif (sans saisie)',
    radio: 'Choix unique',
    checkbox: 'Cases à cocher',
    date: 'Date',
    select: 'Liste déroulante',
    'select-teeth': 'Sélection de dents',
    number: 'Nombre',
  },
  en: {
    text: 'Short text',
    textarea: 'Long text',
    textonly: 'Information text (no input)',
    radio: 'Single choice',
    checkbox: 'Checkboxes',
    date: 'Date',
    select: 'Drop-down list',
    'select-teeth': 'Teeth selection',
    number: 'Number',
  },
} as const;

/** Names of the exam types, shared by exam categories and exams. */
export const examTypeMessages = {
  fr: { anamnesis: 'Anamnèse', clinical: 'Examen clinique' },
  en: { anamnesis: 'Anamnesis', clinical: 'Clinical exam' },
} as const;
