import { afterEach, describe, expect, it } from 'vitest';
import { fullMailsTo } from './mail';
import { createTestApp, type TestApp } from './testApp';

/** The sender every e-mail shows (MAIL_FROM, MAIL_FROM_NAME), read from the outbox the mailer writes without SMTP_URL. */
describe('the sender of e-mails', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const requestReset = (app: TestApp, email: string) =>
    app.call({
      method: 'POST',
      url: '/api/auth/reinit-password/request',
      token: null,
      payload: { email, type: 'admin', brand: 1 },
    });
  const createPractice = (app: TestApp, email: string) =>
    app.call({
      method: 'POST',
      url: '/api/companies',
      payload: {
        name: 'Cabinet du Parc',
        mainUserEmail: email,
        mainUserFirstName: 'Claire',
        mainUserLastName: 'Dupont',
      },
    });

  it('is MAIL_FROM with its display name MAIL_FROM_NAME on every e-mail', async () => {
    t = await createTestApp('sqlite', {
      env: { MAIL_FROM: 'referentiel@clinique.example', MAIL_FROM_NAME: 'Équipe référentiel' },
    });
    expect((await requestReset(t, 'admin@example.com')).statusCode).toBe(200);
    expect((await createPractice(t, 'parc@example.com')).statusCode).toBe(201);
    const sent = [...fullMailsTo(t, 'admin@example.com'), ...fullMailsTo(t, 'parc@example.com')];
    expect(sent).toHaveLength(2);
    // The name is not ASCII: written as an RFC 2047 encoded word, read back decoded.
    for (const mail of sent) expect(mail.from).toBe('Équipe référentiel <referentiel@clinique.example>');
  });

  it('is no-reply@backoffice.local, named Back-office, when MAIL_FROM is unset', async () => {
    t = await createTestApp('sqlite');
    expect((await requestReset(t, 'admin@example.com')).statusCode).toBe(200);
    expect(fullMailsTo(t, 'admin@example.com').map((mail) => mail.from)).toEqual([
      '"Back-office" <no-reply@backoffice.local>',
    ]);
  });
});
