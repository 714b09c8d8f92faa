import type { Catalogue } from '../../i18n/en';

/**
 * Texts of the account screens shared by practices, aligner companies and diagnosticians (`accounts.*`)
 * and of the address search (`addressSearch.*`), at the root of each language's catalogue.
 */
const fr = {
  accounts: {
    status: {
      column: 'État du compte',
      active: 'Compte activé',
      pending: 'En attente d’activation',
      activated: 'Activé',
      notActivated: 'Non activé',
    },
    emailHelp: 'Les identifiants temporaires sont envoyés à cette adresse.',
    locked: {
      title: 'Compte pas encore activé',
      text: 'Les informations ne pourront être modifiées qu’une fois le compte activé, à la première connexion de son titulaire. En attendant, vous pouvez renvoyer les identifiants.',
    },
    refresh: {
      button: 'Renvoyer les identifiants',
      title: 'Renvoyer les identifiants ?',
      content:
        'De nouveaux identifiants temporaires vont être envoyés par e-mail à %{email}. Le mot de passe actuel ne fonctionnera plus.',
      done: 'Nouveaux identifiants envoyés à %{email}',
    },
    linkedUsers: {
      title: 'Utilisateurs liés',
      empty: 'Aucun utilisateur lié',
      types: {
        practitioner: 'Praticien',
        aligner: 'Fabricant d’aligneurs',
        third_party: 'Diagnostiqueur',
        admin: 'Administrateur',
      },
    },
    companyCount: '%{smart_count} cabinet |||| %{smart_count} cabinets',
  },
  addressSearch: {
    label: 'Adresse',
    help: 'Saisissez au moins 3 caractères pour rechercher l’adresse.',
    searching: 'Recherche…',
    noResult: 'Aucune adresse trouvée',
  },
} as const;

const en = {
  accounts: {
    status: {
      column: 'Account status',
      active: 'Account activated',
      pending: 'Awaiting activation',
      activated: 'Activated',
      notActivated: 'Not activated',
    },
    emailHelp: 'Temporary credentials are sent to this address.',
    locked: {
      title: 'Account not activated yet',
      text: 'The details can be changed only once the account is activated, when its holder first signs in. Meanwhile, you can send the credentials again.',
    },
    refresh: {
      button: 'Send the credentials again',
      title: 'Send the credentials again?',
      content: 'New temporary credentials will be e-mailed to %{email}. The current password will stop working.',
      done: 'New credentials sent to %{email}',
    },
    linkedUsers: {
      title: 'Linked users',
      empty: 'No linked user',
      types: {
        practitioner: 'Practitioner',
        aligner: 'Aligner company',
        third_party: 'Diagnostician',
        admin: 'Administrator',
      },
    },
    companyCount: '%{smart_count} practice |||| %{smart_count} practices',
  },
  addressSearch: {
    label: 'Address',
    help: 'Type at least 3 characters to look the address up.',
    searching: 'Searching…',
    noResult: 'No address found',
  },
} satisfies Catalogue<typeof fr>;

export default { fr, en };
