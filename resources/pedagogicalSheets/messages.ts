import type { MessageTable } from '../../i18n/en';

/** The sheet's words in the language the preview is read in, whatever the console's language. */
const readerWords = {
  fr: { keyWords: 'Mots-clés', links: 'Pour en savoir plus' },
  en: { keyWords: 'Key words', links: 'Learn more' },
} as const;

/** Console texts of the pedagogical sheet edit page, under `pedagogicalSheets.*` at the catalogue's root. */
const fr = {
  pedagogicalSheets: {
    tabs: {
      label: 'Parties de la fiche',
      sheet: 'Fiche',
      content: 'Contenu',
      hasErrors: '%{tab} (à corriger)',
    },
    content: {
      intro:
        'Les sections s’affichent dans cet ordre. Les modifications sont envoyées avec la fiche, par le bouton Enregistrer.',
      empty: 'Cette fiche n’a pas encore de section.',
      section: 'Section %{number}',
      inactive: 'Masquée',
      add: 'Ajouter une section',
      moveUp: 'Monter la section %{number}',
      moveDown: 'Descendre la section %{number}',
      remove: 'Retirer la section %{number}',
      removeTitle: 'Retirer la section %{number} ?',
      removeContent:
        'La section « %{title} » sera supprimée à l’enregistrement de la fiche. Vous pouvez encore quitter sans enregistrer pour la garder.',
      untitled: 'sans titre',
    },
    preview: {
      title: 'Aperçu',
      help: 'La fiche telle que le praticien la lit, mise à jour pendant la saisie. Les sections masquées n’y figurent pas.',
      language: 'Langue de l’aperçu',
      noTitle: 'Titre de la fiche manquant',
      noSection: 'Aucune section active à afficher.',
      reader: readerWords,
    },
  },
} as const;

const en = {
  pedagogicalSheets: {
    tabs: {
      label: 'Parts of the sheet',
      sheet: 'Sheet',
      content: 'Content',
      hasErrors: '%{tab} (to be fixed)',
    },
    content: {
      intro: 'Sections are shown in this order. Changes are sent with the sheet, by the Save button.',
      empty: 'This sheet has no section yet.',
      section: 'Section %{number}',
      inactive: 'Hidden',
      add: 'Add a section',
      moveUp: 'Move section %{number} up',
      moveDown: 'Move section %{number} down',
      remove: 'Remove section %{number}',
      removeTitle: 'Remove section %{number}?',
      removeContent:
        'The section “%{title}” will be deleted when the sheet is saved. You can still leave without saving to keep it.',
      untitled: 'untitled',
    },
    preview: {
      title: 'Preview',
      help: 'The sheet as a practitioner reads it, updated as you type. Hidden sections are left out.',
      language: 'Preview language',
      noTitle: 'Missing sheet title',
      noSection: 'No active section to show.',
      reader: readerWords,
    },
  },
} satisfies MessageTable<typeof fr>;

export default { fr, en };
