import { ref, type SeedRecord } from '../../lib/seed';

type Content = { title: string; body: string };

const templates: Record<string, { fr: Content; en: Content }> = {
  account_created: {
    fr: {
      title: 'Bienvenue {{firstName}}, votre compte est prêt',
      body: "Bonjour {{firstName}},\n\nVotre compte a été créé.\nIdentifiant : {{login}}\nMot de passe temporaire : {{temporaryPassword}}\n\nConnectez-vous sur {{loginUrl}} pour choisir votre mot de passe.\n\nÀ bientôt,\nL'équipe support",
    },
    en: {
      title: 'Welcome {{firstName}}, your account is ready',
      body: 'Hello {{firstName}},\n\nYour account has been created.\nLogin: {{login}}\nTemporary password: {{temporaryPassword}}\n\nSign in at {{loginUrl}} to choose your password.\n\nKind regards,\nThe support team',
    },
  },
  credentials_refreshed: {
    fr: {
      title: 'Vos nouveaux identifiants',
      body: 'Bonjour {{firstName}},\n\nDe nouveaux identifiants temporaires vous ont été attribués.\nIdentifiant : {{login}}\nMot de passe temporaire : {{temporaryPassword}}\n\nConnectez-vous sur {{loginUrl}} pour définir votre mot de passe.',
    },
    en: {
      title: 'Your new credentials',
      body: 'Hello {{firstName}},\n\nNew temporary credentials have been issued for you.\nLogin: {{login}}\nTemporary password: {{temporaryPassword}}\n\nSign in at {{loginUrl}} to set your password.',
    },
  },
  password_reset_request: {
    fr: {
      title: 'Réinitialisation de votre mot de passe',
      body: "Bonjour {{firstName}},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien : {{resetUrl}}\nIl reste valable {{validityHours}} heure(s).\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
    },
    en: {
      title: 'Reset your password',
      body: "Hello {{firstName}},\n\nTo choose a new password, open this link: {{resetUrl}}\nIt remains valid for {{validityHours}} hour(s).\n\nIf you didn't ask for this, please ignore this message.",
    },
  },
  email_verification_code: {
    fr: {
      title: 'Votre code de vérification : {{code}}',
      body: 'Bonjour {{firstName}},\n\nVotre code de vérification est {{code}}. Il expire dans {{validityMinutes}} minutes.',
    },
    en: {
      title: 'Your verification code: {{code}}',
      body: 'Hello {{firstName}},\n\nYour verification code is {{code}}. It expires in {{validityMinutes}} minutes.',
    },
  },
  diagnosis_requested: {
    fr: {
      title: "Demande d'avis pour {{patientName}} ({{practiceName}})",
      body: 'Bonjour {{diagnosticianName}},\n\nLe cabinet {{practiceName}} sollicite votre avis sur le dossier de {{patientName}}.\nPhotos, radiographies et bilan clinique sont disponibles ici : {{caseUrl}}',
    },
    en: {
      title: 'Opinion requested for {{patientName}} ({{practiceName}})',
      body: 'Hello {{diagnosticianName}},\n\n{{practiceName}} would like your opinion on the case of {{patientName}}.\nPhotos, X-rays and the clinical exam are available here: {{caseUrl}}',
    },
  },
  setup_available: {
    fr: {
      title: 'Set-up disponible pour {{patientName}}',
      body: 'Bonjour {{practitionerName}},\n\n{{alignerCompanyName}} a déposé le set-up virtuel de {{patientName}}.\nMerci de le valider ou de demander des modifications : {{setupUrl}}',
    },
    en: {
      title: 'Setup available for {{patientName}}',
      body: 'Hello {{practitionerName}},\n\n{{alignerCompanyName}} has uploaded the virtual setup for {{patientName}}.\nPlease approve it or request changes: {{setupUrl}}',
    },
  },
  aligners_shipped: {
    fr: {
      title: 'Gouttières expédiées pour {{patientName}}',
      body: 'Bonjour {{practitionerName}},\n\n{{alignerCount}} gouttières de {{patientName}} ont été expédiées.\nNuméro de suivi : {{trackingNumber}}\nLivraison prévue le {{deliveryDate}}.',
    },
    en: {
      title: 'Aligners shipped for {{patientName}}',
      body: 'Hello {{practitionerName}},\n\n{{alignerCount}} aligners for {{patientName}} have been shipped.\nTracking number: {{trackingNumber}}\nExpected delivery on {{deliveryDate}}.',
    },
  },
};

const seed: SeedRecord[] = Object.entries(templates).flatMap(([type, byLanguage]) =>
  (['fr', 'en'] as const).map((language) => ({
    ref: `${type}.${language}`,
    data: {
      notificationTypeId: ref('notificationTypes', type),
      language,
      titleTemplate: byLanguage[language].title,
      template: byLanguage[language].body,
    },
  })),
);
export default seed;
