import type { Catalogue } from '../../i18n/en';

/**
 * Console texts of the notification type screens and of the template tools (also used by alert types),
 * under `notificationTypes.*` at the root of each language's catalogue. French is the reference.
 */
const fr = {
  notificationTypes: {
    detail: {
      templates: 'Contenus de l’e-mail',
      loadFailed: 'Les contenus de cet e-mail n’ont pas pu être chargés.',
    },
    editor: {
      languages: 'Langue du contenu',
      modified: '%{language} (modifié)',
      current: 'Version %{version} en cours',
      empty: 'Aucun contenu dans cette langue : le premier enregistrement créera la version 1.',
      save: 'Enregistrer une nouvelle version',
      saved: 'Version %{version} enregistrée',
    },
    placeholders: {
      insertInto: 'Insérer un paramètre dans « %{field} »',
      insert: 'Insérer %{placeholder}',
      none: 'Aucun paramètre déclaré pour ce champ.',
      unknown: 'Paramètres inconnus : %{names}. Ils resteront tels quels dans le message envoyé.',
    },
    preview: {
      title: 'Aperçu',
      samples: 'Valeurs d’exemple',
      empty: '(vide)',
    },
    versions: {
      title: 'Versions précédentes',
      none: 'Aucune version précédente.',
      version: 'Version %{version}',
      versionOn: 'Version %{version} du %{date}',
      reuse: 'Reprendre dans l’éditeur',
    },
  },
} as const;

const en = {
  notificationTypes: {
    detail: {
      templates: 'E-mail contents',
      loadFailed: 'The contents of this e-mail could not be loaded.',
    },
    editor: {
      languages: 'Content language',
      modified: '%{language} (modified)',
      current: 'Version %{version} in use',
      empty: 'No content in this language yet: the first save creates version 1.',
      save: 'Save as a new version',
      saved: 'Version %{version} saved',
    },
    placeholders: {
      insertInto: 'Insert a parameter into “%{field}”',
      insert: 'Insert %{placeholder}',
      none: 'No parameter declared for this field.',
      unknown: 'Unknown parameters: %{names}. They will stay as written in the message sent.',
    },
    preview: {
      title: 'Preview',
      samples: 'Sample values',
      empty: '(empty)',
    },
    versions: {
      title: 'Previous versions',
      none: 'No previous version.',
      version: 'Version %{version}',
      versionOn: 'Version %{version} of %{date}',
      reuse: 'Copy into the editor',
    },
  },
} satisfies Catalogue<typeof fr>;

export default { fr, en };
