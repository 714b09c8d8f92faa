import { decodeJwt } from 'jose';
import type { TestApp } from './testApp';

export interface ReadMail {
  /** The From header, its display name decoded. */
  from: string;
  to: string;
  subject: string;
  text: string;
}

/** Quoted-printable bytes (`=C3=A9`, and `_` for a space in encoded words) as UTF-8 text. */
function decodeQuotedPrintable(text: string, underscoreIsSpace = false): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(underscoreIsSpace && text[i] === '_' ? ' ' : text[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A header's value, unfolded, with its RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) decoded. */
function headerOf(head: string, name: string): string {
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const raw = new RegExp(`^${name}: (.*)$`, 'im').exec(unfolded)?.[1].trim() ?? '';
  return raw
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, words: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(words, 'base64').toString('utf8')
        : decodeQuotedPrintable(words, true),
    );
}

/** An outbox .eml as the recipient reads it: the From and To headers and the decoded plain-text body. */
export function readMail(eml: string): ReadMail {
  const blankLine = /\r?\n\r?\n/.exec(eml);
  const head = blankLine ? eml.slice(0, blankLine.index) : eml;
  const body = blankLine ? eml.slice(blankLine.index + blankLine[0].length) : '';
  const from = headerOf(head, 'From');
  const to = headerOf(head, 'To');
  const subject = headerOf(head, 'Subject');
  const encoding = headerOf(head, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'base64') return { from, to, subject, text: Buffer.from(body, 'base64').toString('utf8') };
  if (encoding !== 'quoted-printable') return { from, to, subject, text: body };
  return { from, to, subject, text: decodeQuotedPrintable(body.replace(/=\r?\n/g, '')) };
}

/** Every message sent to `address`, oldest first. */
export const fullMailsTo = (t: TestApp, address: string): ReadMail[] =>
  t
    .outbox()
    .map(readMail)
    .filter((mail) => mail.to === address);

/** The bodies of every message sent to `address`, oldest first. */
export const mailsTo = (t: TestApp, address: string): string[] => fullMailsTo(t, address).map((mail) => mail.text);

export function lastFullMailTo(t: TestApp, address: string): ReadMail {
  const mails = fullMailsTo(t, address);
  if (mails.length === 0) throw new Error(`no mail to ${address}`);
  return mails[mails.length - 1];
}

export const lastMailTo = (t: TestApp, address: string): string => lastFullMailTo(t, address).text;

export function resetKeyIn(text: string): string {
  const match = /\/#\/reset-password\?key=(\S+)/.exec(text);
  if (!match) throw new Error('no reset link in the mail');
  return decodeURIComponent(match[1]);
}

export const temporaryPasswordIn = (text: string): string => {
  // The seeded first versions, in French or English (the recipient's language).
  const match = /(?:Your temporary password|Votre mot de passe temporaire) ?: (\S+)/.exec(text);
  if (!match) throw new Error('no temporary password in the mail');
  return match[1];
};

export const codeIn = (text: string): string => {
  const match = /(?:Your verification code|Votre code de vérification) ?: (\d{6})/.exec(text);
  if (!match) throw new Error('no code in the mail');
  return match[1];
};

export interface SignInAnswer {
  token: string;
  refresh_token: string;
  password_reset_key?: string;
}

export function signIn(t: TestApp, login: string, password: string, userType = 'admin', remoteAddress?: string) {
  return t.call({
    method: 'POST',
    url: '/api/auth/token',
    token: null,
    payload: { login, password, userType },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export const claimsOf = (token: string) =>
  decodeJwt(token) as {
    sub: string;
    username: string;
    roles: string[];
    firstConnect: boolean;
    companyId?: number;
    settings?: { language: string };
    exp: number;
  };
