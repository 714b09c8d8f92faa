import type { Mail } from './mailer';

/** The product's outgoing messages, in French then English. */
export function credentialsMail(options: {
  to: string;
  login: string;
  password: string;
  url: string;
  userId: number;
}): Mail {
  return {
    to: options.to,
    subject: 'Vos identifiants temporaires / Your temporary credentials',
    text: [
      'Bonjour,',
      '',
      `Votre identifiant : ${options.login}`,
      `Votre mot de passe temporaire : ${options.password}`,
      `Connectez-vous sur ${options.url} ; il vous sera demandé de choisir votre mot de passe.`,
      '',
      'Hello,',
      '',
      `Your login: ${options.login}`,
      `Your temporary password: ${options.password}`,
      `Sign in at ${options.url}; you will be asked to choose your own password.`,
    ].join('\n'),
  };
}

export function resetPasswordMail(options: { to: string; link: string }): Mail {
  return {
    to: options.to,
    subject: 'Réinitialisation du mot de passe / Password reset',
    text: [
      'Bonjour,',
      '',
      'Pour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure) :',
      options.link,
      '',
      'Hello,',
      '',
      'To choose a new password, open this link (valid for one hour):',
      options.link,
      '',
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message. / If you did not ask for this, ignore this message.",
    ].join('\n'),
  };
}

export function emailCodeMail(options: { to: string; code: string }): Mail {
  return {
    to: options.to,
    subject: 'Votre code de vérification / Your verification code',
    text: [
      `Votre code de vérification : ${options.code} (valable 10 minutes).`,
      `Your verification code: ${options.code} (valid for 10 minutes).`,
    ].join('\n'),
  };
}
