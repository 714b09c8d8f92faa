import { decodeJwt } from 'jose';
import type { TestApp } from './testApp';

export interface ReadMail {
  to: string;
  text: string;
}

/** An outbox .eml as the recipient reads it: the To header and the decoded plain-text body. */
export function readMail(eml: string): ReadMail {
  const split = eml.indexOf('\n\n');
  const head = eml.slice(0, split);
  const body = eml.slice(split + 2);
  const to = /^To: (.+)$/m.exec(head)?.[1].trim() ?? '';
  const encoding = /^Content-Transfer-Encoding: (.+)$/im.exec(head)?.[1].trim().toLowerCase();
  if (encoding === 'base64') return { to, text: Buffer.from(body, 'base64').toString('utf8') };
  if (encoding !== 'quoted-printable') return { to, text: body };
  const unfolded = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded.slice(i + 1, i + 3);
    if (unfolded[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unfolded[i], 'utf8'));
    }
  }
  return { to, text: Buffer.from(bytes).toString('utf8') };
}

/** Every message sent to `address`, oldest first. */
export const mailsTo = (t: TestApp, address: string): string[] =>
  t
    .outbox()
    .map(readMail)
    .filter((mail) => mail.to === address)
    .map((mail) => mail.text);

export function lastMailTo(t: TestApp, address: string): string {
  const mails = mailsTo(t, address);
  if (mails.length === 0) throw new Error(`no mail to ${address}`);
  return mails[mails.length - 1];
}

export function resetKeyIn(text: string): string {
  const match = /\/#\/reset-password\?key=(\S+)/.exec(text);
  if (!match) throw new Error('no reset link in the mail');
  return decodeURIComponent(match[1]);
}

export const temporaryPasswordIn = (text: string): string => {
  const match = /Your temporary password: (\S+)/.exec(text);
  if (!match) throw new Error('no temporary password in the mail');
  return match[1];
};

export const codeIn = (text: string): string => {
  const match = /Your verification code: (\d{6})/.exec(text);
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
