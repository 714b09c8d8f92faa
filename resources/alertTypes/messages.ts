import type { MessageTable } from '../../i18n/en';

/** Console texts of the alert type screens, under `alertTypes.*` at the root of each language's catalogue. */
const fr = {
  alertTypes: {
    edit: {
      keyNameReadOnly: 'La clé identifie l’alerte dans l’application : elle ne se modifie pas.',
      titleParamsHelp: 'Ajoutez ici un paramètre pour pouvoir l’insérer dans le titre.',
      paramsHelp: 'Ajoutez ici un paramètre pour pouvoir l’insérer dans le message.',
    },
  },
} as const;

const en = {
  alertTypes: {
    edit: {
      keyNameReadOnly: 'The key identifies the alert in the application: it cannot be changed.',
      titleParamsHelp: 'Add a parameter here to insert it into the title.',
      paramsHelp: 'Add a parameter here to insert it into the message.',
    },
  },
} satisfies MessageTable<typeof fr>;

export default { fr, en };
