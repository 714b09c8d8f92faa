import bulkFr from './bulk.fr';
import historyFr from './history.fr';
import screensFr from './screens.fr';
import searchFr from './search.fr';
import transferFr from './transfer.fr';
import usedByFr from './usedBy.fr';
import viewsFr from './views.fr';

/** French, the default language: the reference catalogue that English is type-checked against. */
const fr = {
  Error_Default: 'Une erreur est survenue',
  Error_BadCredentials: 'Identifiant ou mot de passe incorrect',
  Error_DuplicateIdentifier: 'Cet identifiant est déjà utilisé',
  Error_DuplicateIdentifier_KeyName: 'Cette clé existe déjà',
  Error_DuplicateIdentifier_Email: 'Cette adresse e-mail existe déjà',
  Generic_Error: 'Une erreur est survenue, veuillez réessayer plus tard',
  app: {
    title: 'Console d’administration',
    demo: {
      badge: 'Mode démonstration',
      hint: 'Données de démonstration gardées dans cet onglet, sans serveur. Identifiant : %{login} — mot de passe : %{password}',
      reset: 'Réinitialiser les données',
    },
    /** The browser tab's title on a page: its heading, then the console's name. */
    documentTitle: '%{page} · Console d’administration',
    language: { label: 'Langue', fr: 'Français', en: 'English' },
    menu: { label: 'Navigation principale', home: 'Accueil' },
    areas: {
      sessions: 'Séances',
      exams: 'Examens',
      protocols: 'Protocoles',
      attributes: 'Attributs',
      objectives: 'Objectifs',
      appliances: 'Appareils',
      acts: 'Actes',
      organisations: 'Organisations et personnes',
      notifications: 'Notifications et alertes',
      scenarios: 'Scénarios et documents',
      images: 'Images',
      pedagogicalSheets: 'Fiches pédagogiques',
      phases: 'Phases de traitement',
      rendering: 'Rendu',
    },
    /** The phone's one app-bar button for the language, the dark theme and the demo (src/layout/CompactSettingsMenu.tsx). */
    settingsMenu: 'Langue et affichage',
    rendering: { darkMode: 'Thème sombre', compact: 'Affichage compact' },
    home: {
      title: 'Accueil',
      welcome: 'Bonjour %{name}',
      intro: 'Voici le contenu des référentiels. Choisissez une liste pour la consulter ou ajoutez un élément.',
      count: '%{smart_count} élément |||| %{smart_count} éléments',
      countFailed: 'Nombre indisponible',
      create: 'Ajouter : %{name}',
      /** The catalogues whose items miss a language (src/home/MissingTranslationsPanel.tsx). */
      missingTranslations: {
        title: 'Traductions manquantes',
        intro: "Éléments dont un texte n'existe pas dans toutes les langues. Ouvrez une liste pour les compléter.",
        link: '%{name} : %{smart_count} élément sans traduction |||| %{name} : %{smart_count} éléments sans traduction',
      },
    },
    auth: {
      signInTitle: 'Connexion',
      login: 'Identifiant',
      password: 'Mot de passe',
      signIn: 'Se connecter',
      signOut: 'Se déconnecter',
      signingOut: 'Déconnexion en cours…',
      forgotPassword: 'Mot de passe oublié ?',
      register: 'Créer un compte',
      backToLogin: 'Retour à la connexion',
      loginNotFound: 'Identifiant inconnu',
      loginMissing: 'Veuillez saisir votre identifiant',
      invalidPassword: 'Veuillez saisir votre mot de passe',
      loginError: 'La connexion a échoué, veuillez réessayer',
      blockedFor:
        'Trop de tentatives : la connexion à ce compte est bloquée pendant %{smart_count} minute. |||| Trop de tentatives : la connexion à ce compte est bloquée pendant %{smart_count} minutes.',
      blocked: 'Trop de tentatives : la connexion à ce compte est bloquée pour le moment.',
      email: 'Adresse e-mail',
      send: 'Envoyer',
      forgotTitle: 'Mot de passe oublié',
      forgotIntro:
        'Saisissez l’adresse e-mail de votre compte : vous recevrez un lien pour choisir un nouveau mot de passe.',
      resetEmailSent:
        'Un e-mail va être envoyé à l’adresse de votre compte, ou à l’adresse du responsable du cabinet si votre compte n’en a pas.',
      resetRequestFailed: 'Aucun compte ne correspond à cette adresse e-mail',
      registerTitle: 'Créer votre accès',
      registerIntro:
        'Les comptes administrateurs sont ouverts par un opérateur. Saisissez l’adresse e-mail de votre compte : vous recevrez un lien pour choisir votre mot de passe.',
      resetTitle: 'Nouveau mot de passe',
      resetIntro: 'Choisissez le mot de passe de votre compte.',
      resetMissingKey: 'Ce lien est incomplet. Demandez un nouveau lien de réinitialisation.',
      newPassword: 'Nouveau mot de passe',
      confirmPassword: 'Confirmation du mot de passe',
      save: 'Enregistrer',
      passwordChanged: 'Votre mot de passe a été modifié',
      firstConnectTitle: 'Première connexion',
      firstConnectIntro: 'Bienvenue ! Choisissez votre mot de passe pour activer votre compte.',
      linkTitle: 'Ou liez ce compte à un compte existant',
      linkIntro: 'Saisissez l’identifiant et le mot de passe du compte existant.',
      link: 'Lier les comptes',
      wrongCode: 'Code incorrect',
    },
    password: {
      rules:
        'De 8 à 50 caractères, avec au moins une minuscule, une majuscule, un chiffre et un caractère spécial parmi @$!%*#?&_-',
      mismatch: 'Les deux mots de passe ne sont pas identiques',
      unmet: 'Règles non respectées : %{rules}',
      problems: {
        length: '8 à 50 caractères',
        lowercase: 'une minuscule',
        uppercase: 'une majuscule',
        digit: 'un chiffre',
        special: 'un caractère spécial parmi @$!%*#?&_-',
      },
    },
    errors: {
      deletionTitle: 'Erreur lors de la suppression',
      deletionRefused: 'Suppression impossible : au moins un élément associé existe.',
      network: 'Le serveur ne répond pas : vérifiez la connexion. Vos saisies sont conservées, réessayez.',
      staleVersion:
        'Cet élément a été modifié entre-temps par quelqu’un d’autre : rechargez-le avant de l’enregistrer.',
      mailNotSent:
        'Le serveur de messagerie n’a pas pris l’e-mail : rien n’a été enregistré. Réessayez plus tard ou prévenez l’exploitant.',
    },
    sessionRenewal: {
      title: 'Votre session a pris fin',
      intro: 'Reconnectez-vous pour continuer : vos saisies sont conservées et l’enregistrement reprendra aussitôt.',
      sameAccount: 'Reconnexion au même compte',
      cancelKeeps:
        'Si vous annulez, vous revenez à la page de connexion : vos saisies non enregistrées vous seront proposées à nouveau sur ce formulaire.',
    },
    notifications: {
      created: '%{name} : création réussie',
    },
    validation: {
      incompleteCondition: 'La condition n’est pas complète',
      missingTranslation: 'Traduction manquante',
      missingSectionTitle: 'Titre de section manquant',
      nameThisField: 'Donnez un nom à ce champ',
    },
    form: {
      createTitle: 'Nouveau : %{name}',
    },
  },
  /** The account screens shared by practices, aligner companies and diagnosticians (src/organisations/accounts/). */
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
  /** The address search of the organisations' forms (src/organisations/address/). */
  addressSearch: {
    label: 'Adresse',
    help: 'Saisissez au moins 3 caractères pour rechercher l’adresse.',
    searching: 'Recherche…',
    noResult: 'Aucune adresse trouvée',
  },
  /** The template tools shared by notification types and alert types (src/templates/). */
  templates: {
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
  },
  screens: { ...screensFr },
  history: { ...historyFr },
  bulk: bulkFr,
  search: searchFr,
  transfer: transferFr,
  ...viewsFr,
  usedBy: usedByFr,
  /** react-admin texts the console words its own way (laid over ra-language-french by i18n/consoleMessages.ts). */
  ra: {
    /** The listing rows' delete button: also read by the early listing painted before the console starts (src/early/). */
    action: { delete: 'Supprimer' },
    navigation: {
      no_filtered_results: 'Aucun résultat ne correspond aux filtres actuels.',
      no_results: 'Aucun résultat',
    },
  },
} as const;

export default fr;
