import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from './fixtures';
import { lastFullMailTo, resetKeyIn } from './mail';
import { createTestApp, DATABASES, type TestApp } from './testApp';

const PRACTITIONER_URL = 'https://praticien.example.test/connexion';
const CONSOLE_URL = 'https://backoffice.example.test';

describe.each(DATABASES)('e-mails rendered from their templates on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database, { env: { PRACTITIONER_URL, PUBLIC_URL: CONSOLE_URL } });
  });
  afterAll(() => t.close());

  const typeId = async (keyName: string) => {
    const answer = await t.call({ method: 'GET', url: `/api/notification-types?keyName=${keyName}` });
    const [type] = answer.json() as Array<{ id: number; parameters: string[] }>;
    expect(type, `${keyName} is installed`).toBeDefined();
    return type.id;
  };
  const newVersion = async (keyName: string, language: string, titleTemplate: string, template: string) =>
    create(t, 'notification-templates', {
      notificationTypeId: await typeId(keyName),
      language,
      titleTemplate,
      template,
    });
  const practice = (email: string, defaultLanguage = 'fr') =>
    create(t, 'companies', {
      name: 'Cabinet des Lilas',
      mainUserEmail: email,
      mainUserFirstName: 'Inès',
      mainUserLastName: 'Moreau',
      defaultLanguage,
    });

  it('installs the e-mails the server sends, their fixed texts as version 1 in both languages', async () => {
    const answer = await t.call({
      method: 'GET',
      url: `/api/notification-types/${await typeId('account_created')}/notification-templates`,
    });
    const versions = answer.json() as Array<{ language: string; version: number; titleTemplate: string }>;
    expect(versions.map((v) => [v.language, v.version, v.titleTemplate]).sort()).toEqual([
      ['en', 1, 'Your temporary credentials'],
      ['fr', 1, 'Vos identifiants temporaires'],
    ]);
    for (const keyName of ['credentials_refreshed', 'password_reset_request', 'email_verification_code']) {
      await typeId(keyName);
    }
  });

  it('sends the credentials of a new practice from the latest version of account_created, in its language', async () => {
    await newVersion(
      'account_created',
      'fr',
      'Bienvenue {{firstName}} {{lastName}}',
      'Identifiant {{login}}, mot de passe {{temporaryPassword}}, à utiliser sur {{loginUrl}}.',
    );
    await practice('lilas@example.com');
    const french = lastFullMailTo(t, 'lilas@example.com');
    expect(french.subject).toBe('Bienvenue Inès Moreau');
    expect(french.text).toMatch(
      new RegExp(`^Identifiant lilas@example\\.com, mot de passe \\S{8,}, à utiliser sur ${PRACTITIONER_URL}\\.\\s*$`),
    );

    await practice('lilac@example.com', 'en');
    const english = lastFullMailTo(t, 'lilac@example.com');
    expect(english.subject).toBe('Your temporary credentials');
    expect(english.text).toContain('Hello Inès,');
    expect(english.text).toContain('Your login: lilac@example.com');
    expect(english.text).not.toContain('Identifiant');
  });

  it('sends refreshed credentials from the latest version of credentials_refreshed', async () => {
    const company = await practice('renouveau@example.com');
    await newVersion('credentials_refreshed', 'fr', 'Nouveaux accès', 'Mot de passe : {{temporaryPassword}}');
    const refreshed = await t.call({ method: 'PUT', url: `/api/users/${company.mainUserId}/refresh-credentials` });
    expect(refreshed.statusCode).toBe(204);
    const mail = lastFullMailTo(t, 'renouveau@example.com');
    expect(mail.subject).toBe('Nouveaux accès');
    expect(mail.text).toMatch(/^Mot de passe : \S{8,}\s*$/);
  });

  it('sends the reset link and the e-mail code from their latest versions', async () => {
    await practice('oubli@example.com');
    await newVersion('password_reset_request', 'fr', 'Votre lien', 'Lien ({{validityHours}} h) : {{resetUrl}}');
    const request = await t.call({
      method: 'POST',
      url: '/api/auth/reinit-password/request',
      token: null,
      payload: { email: 'oubli@example.com', type: 'admin', brand: 1 },
    });
    expect(request.statusCode).toBe(200);
    const reset = lastFullMailTo(t, 'oubli@example.com');
    expect(reset.subject).toBe('Votre lien');
    expect(reset.text).toMatch(new RegExp(`^Lien \\(1 h\\) : ${CONSOLE_URL}/#/reset-password\\?key=\\S+\\s*$`));
    expect(resetKeyIn(reset.text)).not.toBe('');

    await newVersion('email_verification_code', 'fr', 'Code {{code}}', 'Saisissez {{code}} ({{validityMinutes}} min).');
    const resend = await t.call({
      method: 'POST',
      url: '/api/auth/email/resend-code',
      token: null,
      payload: { email: 'oubli@example.com' },
    });
    expect(resend.statusCode).toBeLessThan(300);
    const code = lastFullMailTo(t, 'oubli@example.com');
    expect(code.subject).toMatch(/^Code \d{6}$/);
    expect(code.text).toMatch(/^Saisissez \d{6} \(10 min\)\.\s*$/);
  });
});

describe.each(DATABASES)('credentials e-mails point to the practitioner application on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database, { env: { PRACTITIONER_URL, PUBLIC_URL: CONSOLE_URL } });
  });
  afterAll(() => t.close());

  const organisations: Array<[string, string, Record<string, unknown>]> = [
    ['practice', 'companies', { name: 'Cabinet Nord', mainUserFirstName: 'Léa', mainUserLastName: 'Roux' }],
    ['aligner company', 'company-aligners', { name: 'AlignLab', mainUserFirstName: 'Tom', mainUserLastName: 'Petit' }],
    ['diagnostician', 'user-third-parties', { rpps: '10101010101', firstName: 'Zoé', lastName: 'Marin' }],
  ];

  it.each(organisations)('a new %s is sent to PRACTITIONER_URL, never to the back-office', async (_, api, fields) => {
    const email = `${api}@example.com`;
    const emailField = api === 'user-third-parties' ? 'email' : 'mainUserEmail';
    const record = await create(t, api, { ...fields, [emailField]: email });
    const created = lastFullMailTo(t, email);
    expect(created.text).toContain(`Connectez-vous sur ${PRACTITIONER_URL} ;`);
    expect(created.text).not.toContain(CONSOLE_URL);

    const userId = record.mainUserId ?? record.userId;
    const refreshed = await t.call({ method: 'PUT', url: `/api/users/${userId}/refresh-credentials` });
    expect(refreshed.statusCode).toBe(204);
    const again = lastFullMailTo(t, email);
    expect(again.text).toContain(`Connectez-vous sur ${PRACTITIONER_URL} ;`);
    expect(again.text).not.toContain(CONSOLE_URL);
  });
});

describe('credentials e-mails without PRACTITIONER_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { PUBLIC_URL: CONSOLE_URL } });
  });
  afterAll(() => t.close());

  it('name the practitioner application instead of linking to the back-office', async () => {
    await create(t, 'companies', {
      name: 'Cabinet Sud',
      mainUserEmail: 'sud@example.com',
      mainUserFirstName: 'Paul',
      mainUserLastName: 'Blanc',
    });
    const mail = lastFullMailTo(t, 'sud@example.com');
    expect(mail.text).toContain("Connectez-vous sur l'application praticien ;");
    expect(mail.text).not.toContain(CONSOLE_URL);
  });
});
