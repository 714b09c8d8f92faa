import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from './fixtures';
import { codeIn, resetKeyIn, signIn, temporaryPasswordIn } from './mail';
import type { ReceivedMail } from './smtpServer';
import { startSmtpServer, type TestSmtpServer } from './smtpServer';
import { createTestApp, DATABASES, type TestApp } from './testApp';

const PUBLIC_URL = 'https://backoffice.example.org';
const PRACTITIONER_URL = 'https://praticien.example.org/connexion';
const SENDER = { address: 'referentiel@clinique.example', name: 'Équipe référentiel' };

/**
 * Every e-mail the server sends, as a real mail server receives it (smtp-server on loopback, read with mailparser):
 * once, from MAIL_FROM named MAIL_FROM_NAME, dated, identified at the sender's domain, in UTF-8, with links built
 * from PUBLIC_URL alone, from the latest template version in the recipient's language (docs/operations.md, "Mail").
 */
describe.each(DATABASES)('e-mails through a real SMTP server on %s', (database) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(database, {
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: SENDER.address,
        MAIL_FROM_NAME: SENDER.name,
        PUBLIC_URL,
        PRACTITIONER_URL,
      },
    });
    // A second version of each e-mail in each language: the one sent must be the latest.
    for (const [keyName, fr, en] of [
      ['account_created', 'Bienvenue {{firstName}}', 'Welcome {{firstName}}'],
      ['credentials_refreshed', 'Nouveaux accès de {{firstName}}', 'New access for {{firstName}}'],
      ['password_reset_request', 'Votre lien, {{firstName}}', 'Your link, {{firstName}}'],
      ['email_verification_code', 'Votre code, {{firstName}}', 'Your code, {{firstName}}'],
    ]) {
      const [type] = (await t.call({ method: 'GET', url: `/api/notification-types?keyName=${keyName}` })).json();
      const versions = (
        await t.call({ method: 'GET', url: `/api/notification-types/${type.id}/notification-templates` })
      ).json() as Array<{ language: string; template: string }>;
      for (const [language, title] of [
        ['fr', fr],
        ['en', en],
      ]) {
        const first = versions.find((v) => v.language === language)!;
        await create(t, 'notification-templates', {
          notificationTypeId: type.id,
          language,
          titleTemplate: title,
          template: first.template,
        });
      }
    }
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** The one message `address` received since `before` messages: exactly one, or the test fails. */
  const onlyNewMailTo = (address: string, before: number): ReceivedMail => {
    const mails = smtp.to(address).slice(before);
    expect(mails, `one e-mail to ${address}`).toHaveLength(1);
    return mails[0];
  };

  /** What every e-mail holds, whatever it says. */
  const expectWellFormed = ({ mail, raw }: ReceivedMail, to: string) => {
    expect(mail.from?.value).toEqual([SENDER]);
    // The display name is not ASCII: an RFC 2047 encoded word on the wire.
    const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
    expect(/^From: (.*)$/im.exec(head)?.[1]).toMatch(/^=\?UTF-8\?[BQ]\?.+\?= <referentiel@clinique\.example>$/i);
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((v) => v.address) : []).toEqual([to]);
    expect(mail.date).toBeInstanceOf(Date);
    expect(/^Date: /im.test(head)).toBe(true);
    expect(mail.messageId).toMatch(/^<[^@\s]+@clinique\.example>$/);
    expect(mail.headers.get('content-type')).toMatchObject({ value: 'text/plain', params: { charset: 'utf-8' } });
    expect(mail.html).toBe(false);
  };

  const practice = async (email: string, defaultLanguage: 'fr' | 'en', firstName: string) =>
    create(t, 'companies', {
      name: `Cabinet ${firstName}`,
      mainUserEmail: email,
      mainUserFirstName: firstName,
      mainUserLastName: 'Lefèvre',
      defaultLanguage,
    });

  // A request's Host and X-Forwarded-Host, which a client writes, never reach a link.
  const forgedHosts = { host: 'attacker.example.net', 'x-forwarded-host': 'attacker.example.net' };

  describe.each([
    ['fr', 'Hélène', ['Bienvenue Hélène', 'Nouveaux accès de Hélène', 'Votre lien, Hélène', 'Votre code, Hélène']],
    ['en', 'Chloé', ['Welcome Chloé', 'New access for Chloé', 'Your link, Chloé', 'Your code, Chloé']],
  ] as const)('in %s', (language, firstName, subjects) => {
    const email = `${firstName.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}.${language}@example.org`;

    it('sends the new account its credentials, then refreshed ones, linking to PRACTITIONER_URL', async () => {
      const record = await practice(email, language, firstName);
      const created = onlyNewMailTo(email, 0);
      expectWellFormed(created, email);
      expect(created.mail.subject).toBe(subjects[0]);
      const password = temporaryPasswordIn(created.mail.text ?? '');
      expect(created.mail.text).toContain(PRACTITIONER_URL);
      expect(created.mail.text).toContain(language === 'fr' ? `Bonjour ${firstName},` : `Hello ${firstName},`);
      expect((await signIn(t, email, password, 'practitioner')).statusCode).toBe(200);

      const refreshed = await t.call({
        method: 'PUT',
        url: `/api/users/${record.mainUserId}/refresh-credentials`,
        headers: forgedHosts,
      });
      expect(refreshed.statusCode).toBe(204);
      const mail = onlyNewMailTo(email, 1);
      expectWellFormed(mail, email);
      expect(mail.mail.subject).toBe(subjects[1]);
      expect(mail.mail.text).toContain(PRACTITIONER_URL);
      expect(mail.raw).not.toContain('attacker');
      expect((await signIn(t, email, temporaryPasswordIn(mail.mail.text ?? ''), 'practitioner')).statusCode).toBe(200);
    });

    it('sends a reset link built from PUBLIC_URL, whatever host the request names', async () => {
      const before = smtp.to(email).length;
      const answer = await t.call({
        method: 'POST',
        url: '/api/auth/reinit-password/request',
        token: null,
        headers: forgedHosts,
        payload: { email, type: 'practitioner', brand: 1 },
      });
      expect(answer.statusCode).toBe(200);
      const mail = onlyNewMailTo(email, before);
      expectWellFormed(mail, email);
      expect(mail.mail.subject).toBe(subjects[2]);
      const links = (mail.mail.text ?? '').match(/https?:\/\/\S+/g) ?? [];
      expect(links).toHaveLength(1);
      expect(links[0]?.startsWith(`${PUBLIC_URL}/#/reset-password?key=`)).toBe(true);
      expect(mail.raw).not.toContain('attacker');
      const reset = await t.call({
        method: 'POST',
        url: '/api/auth/reinit-password/validate',
        token: null,
        payload: { key: resetKeyIn(mail.mail.text ?? ''), password: 'Chosen-Passw0rd!' },
      });
      expect(reset.statusCode).toBe(200);
    });

    it('sends an e-mail verification code', async () => {
      const before = smtp.to(email).length;
      const answer = await t.call({
        method: 'POST',
        url: '/api/auth/email/resend-code',
        token: null,
        headers: forgedHosts,
        payload: { email },
      });
      expect(answer.statusCode).toBe(200);
      const mail = onlyNewMailTo(email, before);
      expectWellFormed(mail, email);
      expect(mail.mail.subject).toBe(subjects[3]);
      const check = await t.call({
        method: 'POST',
        url: '/api/auth/email/check-code',
        token: null,
        payload: { email, code: codeIn(mail.mail.text ?? '') },
      });
      expect(check.statusCode).toBe(200);
    });
  });
});
