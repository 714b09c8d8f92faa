import { LANGUAGES, type Language } from './model';
import { renderTemplate } from './templateText';

/** Subject and body of one language of an e-mail, with `{{parameter}}` placeholders. */
export interface MailText {
  title: string;
  body: string;
}

/**
 * An e-mail the server sends by itself: its notification type and the texts seeded as its first version.
 * The server fills every parameter in the subject as in the body, so both lists declare them all.
 */
export interface SystemNotification {
  keyName: string;
  description: string;
  parameters: readonly string[];
  titleParameters: readonly string[];
  firstVersion: Record<Language, MailText>;
}

const credentials = (intro: Record<Language, string>): Record<Language, MailText> => ({
  fr: {
    title: 'Vos identifiants temporaires',
    body: [
      'Bonjour {{firstName}},',
      '',
      intro.fr,
      'Votre identifiant : {{login}}',
      'Votre mot de passe temporaire : {{temporaryPassword}}',
      'Connectez-vous sur {{loginUrl}} ; il vous sera demandé de choisir votre mot de passe.',
    ].join('\n'),
  },
  en: {
    title: 'Your temporary credentials',
    body: [
      'Hello {{firstName}},',
      '',
      intro.en,
      'Your login: {{login}}',
      'Your temporary password: {{temporaryPassword}}',
      'Sign in at {{loginUrl}}; you will be asked to choose your own password.',
    ].join('\n'),
  },
});

const CREDENTIAL_PARAMETERS = ['firstName', 'lastName', 'login', 'temporaryPassword', 'loginUrl'] as const;

/**
 * The product's outgoing e-mails. Each is rendered from the latest version of its notification type's
 * template in the recipient's language; these texts are that type's version 1 (docs/mail-templates.md).
 */
export const SYSTEM_NOTIFICATIONS = {
  accountCreated: {
    keyName: 'account_created',
    description:
      "Envoyé au titulaire d'un nouveau compte (cabinet, fabricant, diagnostiqueur) avec ses identifiants temporaires.",
    parameters: CREDENTIAL_PARAMETERS,
    titleParameters: CREDENTIAL_PARAMETERS,
    firstVersion: credentials({ fr: 'Votre compte a été créé.', en: 'Your account has been created.' }),
  },
  credentialsRefreshed: {
    keyName: 'credentials_refreshed',
    description: "Envoyé lorsqu'un administrateur renvoie de nouveaux identifiants temporaires.",
    parameters: CREDENTIAL_PARAMETERS,
    titleParameters: CREDENTIAL_PARAMETERS,
    firstVersion: credentials({
      fr: 'De nouveaux identifiants temporaires vous ont été attribués.',
      en: 'New temporary credentials have been issued for you.',
    }),
  },
  passwordResetRequest: {
    keyName: 'password_reset_request',
    description: 'Lien de réinitialisation du mot de passe, valable une heure.',
    parameters: ['firstName', 'lastName', 'resetUrl', 'validityHours'],
    titleParameters: ['firstName', 'lastName', 'resetUrl', 'validityHours'],
    firstVersion: {
      fr: {
        title: 'Réinitialisation du mot de passe',
        body: [
          'Bonjour {{firstName}},',
          '',
          'Pour choisir un nouveau mot de passe, ouvrez ce lien : {{resetUrl}}',
          'Il reste valable {{validityHours}} heure.',
          '',
          "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
        ].join('\n'),
      },
      en: {
        title: 'Password reset',
        body: [
          'Hello {{firstName}},',
          '',
          'To choose a new password, open this link: {{resetUrl}}',
          'It remains valid for {{validityHours}} hour.',
          '',
          'If you did not ask for this, ignore this message.',
        ].join('\n'),
      },
    },
  },
  emailVerificationCode: {
    keyName: 'email_verification_code',
    description: "Code à six chiffres confirmant l'adresse e-mail.",
    parameters: ['firstName', 'lastName', 'code', 'validityMinutes'],
    titleParameters: ['firstName', 'lastName', 'code', 'validityMinutes'],
    firstVersion: {
      fr: {
        title: 'Votre code de vérification',
        body: 'Votre code de vérification : {{code}} (valable {{validityMinutes}} minutes).',
      },
      en: {
        title: 'Your verification code',
        body: 'Your verification code: {{code}} (valid for {{validityMinutes}} minutes).',
      },
    },
  },
} satisfies Record<string, SystemNotification>;

export type SystemNotificationName = keyof typeof SYSTEM_NOTIFICATIONS;

/** What `{{loginUrl}}` reads when no practitioner application address is configured (PRACTITIONER_URL). */
export const UNCONFIGURED_LOGIN_URL: Record<Language, string> = {
  fr: "l'application praticien",
  en: 'the practitioner application',
};

/** The catalogues holding the e-mails' notification types and their template versions. */
export const NOTIFICATION_TYPES = 'notificationTypes';
export const NOTIFICATION_TEMPLATES = 'notificationTemplates';

/**
 * The records installed for a system e-mail where its type is missing (server and demo API alike): its
 * notification type, then one first template version per language of the product.
 */
export function systemNotificationRecords(notification: SystemNotification) {
  const { keyName, description, parameters, titleParameters } = notification;
  return {
    type: { keyName, description, parameters, titleParameters },
    templates: (typeId: number) =>
      LANGUAGES.map((language) => ({
        notificationTypeId: typeId,
        language,
        titleTemplate: notification.firstVersion[language].title,
        template: notification.firstVersion[language].body,
      })),
  };
}

/**
 * The text an e-mail is rendered from: the latest of the type's template `versions` in `language`, else
 * in French, else the seeded first version.
 */
export function latestMailText(
  versions: ReadonlyArray<Record<string, unknown>>,
  language: Language,
  firstVersion: Record<Language, MailText>,
): MailText {
  const latestIn = (wanted: Language) =>
    versions
      .filter((template) => template.language === wanted)
      .sort((a, b) => Number(b.version) - Number(a.version))[0];
  const latest = latestIn(language) ?? latestIn(LANGUAGES[0]);
  if (!latest) return firstVersion[language];
  return { title: String(latest.titleTemplate ?? ''), body: String(latest.template ?? '') };
}

/** An e-mail's subject and body from its text and parameters; a subject is one header line, whatever was typed. */
export function renderMail(text: MailText, parameters: Readonly<Record<string, string | number>>) {
  const values = Object.fromEntries(Object.entries(parameters).map(([key, value]) => [key, String(value)]));
  return {
    subject: renderTemplate(text.title, values).replace(/\s+/g, ' ').trim(),
    text: renderTemplate(text.body, values),
  };
}

/** The console uses a hash router: the reset form lives at /#/reset-password. */
export const resetLink = (publicUrl: string, key: string) =>
  `${publicUrl.replace(/\/+$/, '')}/#/reset-password?key=${encodeURIComponent(key)}`;
