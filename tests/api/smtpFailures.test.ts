import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { create } from './fixtures';
import { resetKeyIn, signIn, temporaryPasswordIn } from './mail';
import { startSilentServer, startSmtpServer, type TestSmtpServer } from './smtpServer';
import { createTestApp, DATABASES, type TestApp } from './testApp';

const MAIL_NOT_SENT = { error_code: 1005, error_status: 502, description: 'mail_not_sent' };

/**
 * A mail server refusing a message, dropping the connection in the middle of it, or not answering in time: the caller
 * gets the documented answer, the failure is logged once without the message, and nothing of the call is kept
 * (docs/operations.md, "When an e-mail cannot be sent").
 */
describe.each(DATABASES)('when the mail server fails, on %s', (database) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(database, { env: { SMTP_URL: smtp.url, SMTP_TIMEOUT_MS: '2000' }, logged: true });
  });
  afterEach(() => {
    smtp.behaviour = 'accept';
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** The log lines written by `action`. */
  const loggedDuring = async (action: () => Promise<void>) => {
    const before = t.logs().length;
    await action();
    return t.logs().slice(before);
  };
  /** Exactly one line says the e-mail was not sent, naming it and why; no line holds the message's text. */
  const expectLoggedOnce = (lines: Array<Record<string, unknown>>, mail: string, to: string, reason: RegExp) => {
    const failures = lines.filter((line) => Number(line.level) >= 50);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ msg: 'e-mail not sent', mail, to });
    expect(String(failures[0].reason)).toMatch(reason);
    const text = JSON.stringify(lines);
    for (const body of ['Bonjour', 'mot de passe', 'reset-password', 'identifiants', 'code de vérification'])
      expect(text).not.toContain(body);
  };
  const userOf = (email: string) =>
    t.app.db.selectFrom('users').select(['id', 'entity_id']).where('email', '=', email).executeTakeFirst();
  const historyCount = async () =>
    Number(
      (
        await t.app.db
          .selectFrom('history_entries')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const createPractice = (email: string) =>
    t.call({
      method: 'POST',
      url: '/api/companies',
      payload: { name: `Cabinet ${email}`, mainUserEmail: email, mainUserFirstName: 'Inès', mainUserLastName: 'Roy' },
    });

  it.each([
    ['refuses the recipient', 'refuse', 502, /550/],
    ['closes the connection in the middle of the message', 'closeMidMessage', 502, /closed/i],
    ['takes the message and never answers', 'neverAnswer', 504, /ETIMEDOUT/],
  ] as const)(
    'creates no practice when the server %s: 50x, no record, no account',
    async (_, behaviour, status, reason) => {
      const email = `${behaviour.toLowerCase()}@example.org`;
      smtp.behaviour = behaviour;
      const entriesBefore = await historyCount();
      let answer: Awaited<ReturnType<typeof createPractice>> | undefined;
      const lines = await loggedDuring(async () => {
        answer = await createPractice(email);
      });
      expect(answer?.statusCode).toBe(status);
      expect(answer?.json()).toEqual({
        ...MAIL_NOT_SENT,
        error_status: status,
        message: expect.stringMatching(/^e-mail not sent/),
      });
      expectLoggedOnce(lines, 'account_created', email, reason);
      expect(await userOf(email)).toBeUndefined();
      const listed = await t.call({ method: 'GET', url: `/api/companies?q=${encodeURIComponent(email)}` });
      expect(listed.json()).toEqual([]);
      expect(await historyCount()).toBe(entriesBefore);
      // The same practice goes through once the mail server takes it.
      smtp.behaviour = 'accept';
      expect((await createPractice(email)).statusCode).toBe(201);
      expect(smtp.to(email)).toHaveLength(1);
    },
  );

  it('keeps the current credentials when refreshed ones cannot be sent', async () => {
    const email = 'refresh-refused@example.org';
    const practice = await create(t, 'companies', {
      name: 'Cabinet Refus',
      mainUserEmail: email,
      mainUserFirstName: 'Inès',
      mainUserLastName: 'Roy',
    });
    const password = temporaryPasswordIn(smtp.to(email)[0].mail.text ?? '');
    smtp.behaviour = 'refuse';
    const entriesBefore = await historyCount();
    let status = 0;
    const lines = await loggedDuring(async () => {
      const answer = await t.call({ method: 'PUT', url: `/api/users/${practice.mainUserId}/refresh-credentials` });
      status = answer.statusCode;
      expect(answer.json()).toMatchObject(MAIL_NOT_SENT);
    });
    expect(status).toBe(502);
    expectLoggedOnce(lines, 'credentials_refreshed', email, /550/);
    expect(await historyCount()).toBe(entriesBefore);
    expect((await signIn(t, email, password, 'practitioner')).statusCode).toBe(200);
  });

  it('answers an administrator 502 for a reset link not sent, and records nothing', async () => {
    const email = 'admin-reset@example.org';
    const practice = await create(t, 'companies', {
      name: 'Cabinet Lien',
      mainUserEmail: email,
      mainUserFirstName: 'Inès',
      mainUserLastName: 'Roy',
    });
    smtp.behaviour = 'refuse';
    const entriesBefore = await historyCount();
    const lines = await loggedDuring(async () => {
      const answer = await t.call({ method: 'PUT', url: `/api/users/${practice.mainUserId}/password-reset-request` });
      expect(answer.statusCode).toBe(502);
      expect(answer.json()).toMatchObject(MAIL_NOT_SENT);
    });
    expectLoggedOnce(lines, 'password_reset_request', email, /550/);
    expect(await historyCount()).toBe(entriesBefore);
  });

  it('still answers a public reset request 200 {}, and the previous link still works', async () => {
    const email = 'public-reset@example.org';
    await create(t, 'companies', {
      name: 'Cabinet Oubli',
      mainUserEmail: email,
      mainUserFirstName: 'Inès',
      mainUserLastName: 'Roy',
    });
    const request = () =>
      t.call({
        method: 'POST',
        url: '/api/auth/reinit-password/request',
        token: null,
        payload: { email, type: 'practitioner', brand: 1 },
      });
    await request();
    const firstKey = resetKeyIn(smtp.to(email)[1].mail.text ?? '');
    smtp.behaviour = 'refuse';
    const lines = await loggedDuring(async () => {
      const answer = await request();
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({});
    });
    expectLoggedOnce(lines, 'password_reset_request', email, /550/);
    expect(smtp.to(email)).toHaveLength(2);
    const reset = await t.call({
      method: 'POST',
      url: '/api/auth/reinit-password/validate',
      token: null,
      payload: { key: firstKey, password: 'Chosen-Passw0rd!' },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('still answers a code request 200 {} (as for an unknown address), and logs it once', async () => {
    const email = 'code-refused@example.org';
    await create(t, 'companies', {
      name: 'Cabinet Code',
      mainUserEmail: email,
      mainUserFirstName: 'Inès',
      mainUserLastName: 'Roy',
    });
    smtp.behaviour = 'refuse';
    const lines = await loggedDuring(async () => {
      const answer = await t.call({
        method: 'POST',
        url: '/api/auth/email/resend-code',
        token: null,
        payload: { email },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({});
    });
    expectLoggedOnce(lines, 'email_verification_code', email, /550/);
  });
});

describe('when the mail server never greets', () => {
  it('answers 504 once SMTP_TIMEOUT_MS has passed, and creates nothing', async () => {
    const silent = await startSilentServer();
    const t = await createTestApp('sqlite', { env: { SMTP_URL: silent.url, SMTP_TIMEOUT_MS: '300' }, logged: true });
    try {
      const answer = await t.call({
        method: 'POST',
        url: '/api/companies',
        payload: {
          name: 'Cabinet Muet',
          mainUserEmail: 'muet@example.org',
          mainUserFirstName: 'A',
          mainUserLastName: 'B',
        },
      });
      expect(answer.statusCode).toBe(504);
      expect(answer.json()).toMatchObject({ ...MAIL_NOT_SENT, error_status: 504 });
      const failures = t.logs().filter((line) => Number(line.level) >= 50);
      expect(failures).toEqual([expect.objectContaining({ msg: 'e-mail not sent', to: 'muet@example.org' })]);
      expect(String(failures[0].reason)).toMatch(/ETIMEDOUT/);
      const users = await t.app.db.selectFrom('users').select('id').where('email', '=', 'muet@example.org').execute();
      expect(users).toEqual([]);
    } finally {
      await t.close();
      await silent.close();
    }
  });
});
