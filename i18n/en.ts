import bulkEn from './bulk.en';
import type fr from './fr';
import historyEn from './history.en';
import screensEn from './screens.en';
import searchEn from './search.en';
import transferEn from './transfer.en';
import usedByEn from './usedBy.en';
import viewsEn from './views.en';

/** A catalogue with the keys of the French one: a missing or extra key fails the type-check. */
export type MessageTable<T> = { -readonly [K in keyof T]: T[K] extends string ? string : MessageTable<T[K]> };

const en = {
  Error_Default: 'An error occurred',
  Error_BadCredentials: 'Wrong login or password',
  Error_DuplicateIdentifier: 'This identifier is already in use',
  Error_DuplicateIdentifier_KeyName: 'This key already exists',
  Error_DuplicateIdentifier_Email: 'This e-mail address already exists',
  Generic_Error: 'An error occurred, please try again later',
  app: {
    title: 'Administration console',
    demo: {
      badge: 'Demo mode',
      hint: 'Demonstration data kept in this tab, no server. Login: %{login} — password: %{password}',
      reset: 'Reset the data',
    },
    documentTitle: '%{page} · Administration console',
    language: { label: 'Language', fr: 'Français', en: 'English' },
    menu: { label: 'Main navigation', home: 'Home' },
    areas: {
      sessions: 'Sessions',
      exams: 'Exams',
      protocols: 'Protocols',
      attributes: 'Attributes',
      objectives: 'Objectives',
      appliances: 'Appliances',
      acts: 'Acts',
      organisations: 'Organisations and people',
      notifications: 'Notifications and alerts',
      scenarios: 'Scenarios and documents',
      images: 'Images',
      pedagogicalSheets: 'Pedagogical sheets',
      phases: 'Treatment phases',
      rendering: 'Rendering',
    },
    /** The phone's one app-bar button for the language, the dark theme and the demo (src/layout/CompactSettingsMenu.tsx). */
    settingsMenu: 'Language and display',
    rendering: { darkMode: 'Dark theme', compact: 'Compact display' },
    home: {
      title: 'Home',
      welcome: 'Hello %{name}',
      intro: 'Here is what the catalogues hold. Pick a list to open it, or add an item.',
      count: '%{smart_count} item |||| %{smart_count} items',
      countFailed: 'Count unavailable',
      create: 'Add: %{name}',
      /** The catalogues whose items miss a language (src/home/MissingTranslationsPanel.tsx). */
      missingTranslations: {
        title: 'Missing translations',
        intro: 'Items with a text not written in every language. Open a list to complete them.',
        link: '%{name}: %{smart_count} item missing a language |||| %{name}: %{smart_count} items missing a language',
      },
    },
    auth: {
      signInTitle: 'Sign in',
      login: 'Login',
      password: 'Password',
      signIn: 'Sign in',
      signOut: 'Sign out',
      signingOut: 'Signing out…',
      forgotPassword: 'Forgotten password?',
      register: 'Create an account',
      backToLogin: 'Back to sign-in',
      loginNotFound: 'Unknown login',
      loginMissing: 'Please enter your login',
      invalidPassword: 'Please enter your password',
      loginError: 'Sign-in failed, please try again',
      blockedFor:
        'Too many attempts: sign-in to this account is blocked for %{smart_count} minute. |||| Too many attempts: sign-in to this account is blocked for %{smart_count} minutes.',
      blocked: 'Too many attempts: sign-in to this account is blocked for now.',
      email: 'E-mail address',
      send: 'Send',
      forgotTitle: 'Forgotten password',
      forgotIntro: 'Enter the e-mail address of your account: you will receive a link to choose a new password.',
      resetEmailSent:
        'An e-mail will be sent to the address of your account, or to the practice manager’s address if your account has none.',
      resetRequestFailed: 'No account matches this e-mail address',
      registerTitle: 'Create your access',
      registerIntro:
        'Administrator accounts are opened by an operator. Enter the e-mail address of your account: you will receive a link to choose your password.',
      resetTitle: 'New password',
      resetIntro: 'Choose the password of your account.',
      resetMissingKey: 'This link is incomplete. Ask for a new reset link.',
      newPassword: 'New password',
      confirmPassword: 'Confirm the password',
      save: 'Save',
      passwordChanged: 'Your password has been changed',
      firstConnectTitle: 'First sign-in',
      firstConnectIntro: 'Welcome! Choose your password to activate your account.',
      linkTitle: 'Or link this account to an existing one',
      linkIntro: 'Enter the login and password of the existing account.',
      link: 'Link the accounts',
      wrongCode: 'Wrong code',
    },
    password: {
      rules:
        '8 to 50 characters, with at least one lowercase letter, one uppercase letter, one digit and one of @$!%*#?&_-',
      mismatch: 'The two passwords are not identical',
      unmet: 'Rules not met: %{rules}',
      problems: {
        length: '8 to 50 characters',
        lowercase: 'a lowercase letter',
        uppercase: 'an uppercase letter',
        digit: 'a digit',
        special: 'a special character among @$!%*#?&_-',
      },
    },
    errors: {
      deletionTitle: 'Error on deletion',
      deletionRefused: 'Deletion impossible: at least one associated element exists.',
      network: 'The server does not answer: check the connection. What you typed is kept; try again.',
      staleVersion: 'Someone else changed this item meanwhile: reload it before saving.',
      mailNotSent: 'The mail server did not take the e-mail: nothing was saved. Try again later or tell the operator.',
    },
    sessionRenewal: {
      title: 'Your session has ended',
      intro: 'Sign in again to continue: what you typed is kept and the save resumes at once.',
      sameAccount: 'Signing in again to the same account',
      cancelKeeps:
        'If you cancel, you go back to the sign-in page: your unsaved changes will be offered again on this form.',
    },
    notifications: {
      created: '%{name} created',
    },
    validation: {
      incompleteCondition: 'The condition is not complete',
      missingTranslation: 'Missing translation',
      missingSectionTitle: 'Missing section title',
      nameThisField: 'Give this field a name',
    },
    form: {
      createTitle: 'New: %{name}',
    },
  },
  /** The account screens shared by practices, aligner companies and diagnosticians (src/organisations/accounts/). */
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
  /** The address search of the organisations' forms (src/organisations/address/). */
  addressSearch: {
    label: 'Address',
    help: 'Type at least 3 characters to look the address up.',
    searching: 'Searching…',
    noResult: 'No address found',
  },
  /** The template tools shared by notification types and alert types (src/templates/). */
  templates: {
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
  },
  screens: { ...screensEn },
  history: { ...historyEn },
  bulk: bulkEn,
  search: searchEn,
  transfer: transferEn,
  ...viewsEn,
  usedBy: usedByEn,
  /** react-admin's English names the catalogue mid-sentence with its title case ("No Act categories found"). */
  ra: {
    /** The listing rows' delete button: also read by the early listing painted before the console starts (src/early/). */
    action: { delete: 'Delete' },
    navigation: {
      no_filtered_results: 'No results match the current filters.',
      no_results: 'No results found',
    },
  },
} satisfies MessageTable<typeof fr>;

export default en;
