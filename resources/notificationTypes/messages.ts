import type { MessageTable } from '../../i18n/en';

/**
 * Console texts of the notification type screens, under `notificationTypes.*` at the root of each language's
 * catalogue (the template tools they share with alert types have theirs in i18n/fr.ts). French is the reference.
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
    versions: {
      title: 'Previous versions',
      none: 'No previous version.',
      version: 'Version %{version}',
      versionOn: 'Version %{version} of %{date}',
      reuse: 'Copy into the editor',
    },
  },
} satisfies MessageTable<typeof fr>;

export default { fr, en };
