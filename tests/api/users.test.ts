import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoSecretInHistory } from './historySecrets';
import { claimsOf, lastMailTo, mailsTo, signIn, temporaryPasswordIn } from './mail';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, DATABASES, type TestApp } from './testApp';

const CHOSEN = 'Chosen-Passw0rd!';

describe.each(DATABASES)('users and accounts on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  // No secret of this file's sign-ins and account actions reached the history (docs/history.md).
  afterAll(async () => {
    await expectNoSecretInHistory(t);
    await t.close();
  });

  const createCompany = async (email: string, name = 'Cabinet du Parc') => {
    const answer = await t.call({
      method: 'POST',
      url: '/api/companies',
      payload: { name, mainUserEmail: email, mainUserFirstName: 'Claire', mainUserLastName: 'Dupont' },
    });
    expect(answer.statusCode).toBe(201);
    return answer.json() as { id: number; mainUserId: number; mainUserIsActive: boolean };
  };
  const practitionerSession = async (email: string, password: string) => {
    const answer = await signIn(t, email, password, 'practitioner');
    expect(answer.statusCode).toBe(200);
    return answer.json() as { token: string; refresh_token: string; password_reset_key?: string };
  };

  it('walks a practice through its first connection', async () => {
    const company = await createCompany('parc@example.com');
    expect(company.mainUserIsActive).toBe(false);
    const temporary = temporaryPasswordIn(lastMailTo(t, 'parc@example.com'));

    const first = await practitionerSession('parc@example.com', temporary);
    const claims = claimsOf(first.token);
    expect(claims).toMatchObject({ firstConnect: true, username: 'parc@example.com', companyId: company.id });
    expect(Number(claims.sub)).toBe(company.mainUserId);
    expect(first.password_reset_key).toBeUndefined();

    const locked = await t.call({
      method: 'PUT',
      url: `/api/companies/${company.id}`,
      payload: {
        name: 'Renamed',
        mainUserEmail: 'parc@example.com',
        mainUserFirstName: 'Claire',
        mainUserLastName: 'Dupont',
      },
    });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ error_code: 1105, error_status: 403 });

    const initPassword = (password: string) =>
      t.call({
        method: 'PUT',
        url: `/api/users/${company.mainUserId}/init-password`,
        token: first.token,
        payload: { password },
      });
    const weak = await initPassword('password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ error_code: 1203, error_field: 'password' });
    expect((await initPassword(CHOSEN)).statusCode).toBe(200);

    const next = await practitionerSession('parc@example.com', CHOSEN);
    expect(claimsOf(next.token).firstConnect).toBe(false);
    expect((await signIn(t, 'parc@example.com', temporary, 'practitioner')).statusCode).toBe(401);
    const read = await t.call({ method: 'GET', url: `/api/companies/${company.id}` });
    expect(read.json().mainUserIsActive).toBe(true);
    const renamed = await t.call({
      method: 'PUT',
      url: `/api/companies/${company.id}`,
      payload: {
        name: 'Renamed',
        mainUserEmail: 'parc@example.com',
        mainUserFirstName: 'Claire',
        mainUserLastName: 'Dupont',
      },
    });
    expect(renamed.statusCode).toBe(200);

    // Once activated, the account changes its password through the reset flow, not init-password.
    const again = await t.call({
      method: 'PUT',
      url: `/api/users/${company.mainUserId}/init-password`,
      token: next.token,
      payload: { password: 'Again-Passw0rd!' },
    });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ error_code: 1105 });
  });

  it("refuses init-password on someone else's account to a non-administrator", async () => {
    const company = await createCompany('meddler@example.com', 'Cabinet Curieux');
    const session = await practitionerSession(
      'meddler@example.com',
      temporaryPasswordIn(lastMailTo(t, 'meddler@example.com')),
    );
    const answer = await t.call({
      method: 'PUT',
      url: '/api/users/1/init-password',
      token: session.token,
      payload: { password: CHOSEN },
    });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ error_code: 1101, error_status: 403 });
    // An administrator may initialise it for them.
    const byAdmin = await t.call({
      method: 'PUT',
      url: `/api/users/${company.mainUserId}/init-password`,
      payload: { password: CHOSEN },
    });
    expect(byAdmin.statusCode).toBe(200);
    expect(claimsOf((await practitionerSession('meddler@example.com', CHOSEN)).token).firstConnect).toBe(false);
  });

  it('refreshes credentials: a new temporary password is e-mailed and must be replaced at sign-in', async () => {
    const company = await createCompany('refresh@example.com', 'Cabinet Frais');
    const temporary = temporaryPasswordIn(lastMailTo(t, 'refresh@example.com'));
    const session = await practitionerSession('refresh@example.com', temporary);
    await t.call({
      method: 'PUT',
      url: `/api/users/${company.mainUserId}/init-password`,
      token: session.token,
      payload: { password: CHOSEN },
    });

    const answer = await t.call({ method: 'PUT', url: `/api/users/${company.mainUserId}/refresh-credentials` });
    expect(answer.statusCode).toBe(204);
    expect(mailsTo(t, 'refresh@example.com')).toHaveLength(2);
    const renewed = temporaryPasswordIn(lastMailTo(t, 'refresh@example.com'));
    expect(renewed).not.toBe(temporary);
    expect((await signIn(t, 'refresh@example.com', CHOSEN, 'practitioner')).statusCode).toBe(401);
    const signedIn = await practitionerSession('refresh@example.com', renewed);
    expect(signedIn.password_reset_key).toEqual(expect.any(String));

    expect((await t.call({ method: 'PUT', url: '/api/users/99999/refresh-credentials' })).statusCode).toBe(404);
    const notAdmin = await t.call({
      method: 'PUT',
      url: `/api/users/${company.mainUserId}/refresh-credentials`,
      token: signedIn.token,
    });
    expect(notAdmin.json()).toMatchObject({ error_code: 1101, error_status: 403 });
  });

  it('refuses an e-mail address already used by another account, whichever catalogue holds it', async () => {
    await createCompany('taken@example.com', 'Cabinet Pris');
    const thirdParty = await t.call({
      method: 'POST',
      url: '/api/user-third-parties',
      payload: { rpps: '10101010101', email: 'Taken@Example.com', firstName: 'Paul', lastName: 'Martin' },
    });
    expect(thirdParty.statusCode).toBe(409);
    expect(thirdParty.json()).toMatchObject({ error_code: 1201, error_status: 409, error_field: 'email' });
    const aligner = await t.call({
      method: 'POST',
      url: '/api/company-aligners',
      payload: { name: 'Aligneurs', mainUserEmail: ADMIN_EMAIL, mainUserFirstName: 'Luc', mainUserLastName: 'Bernard' },
    });
    expect(aligner.statusCode).toBe(409);
    expect(aligner.json()).toMatchObject({ error_code: 1201, error_field: 'mainUserEmail' });
    const company = await t.call({
      method: 'POST',
      url: '/api/companies',
      payload: { name: 'Doublon', mainUserEmail: 'taken@example.com', mainUserFirstName: 'A', mainUserLastName: 'B' },
    });
    expect(company.json()).toMatchObject({ error_code: 1201, error_field: 'mainUserEmail' });
  });

  it('lists the accounts linked to a practice and to an aligner company, and the practices of a user', async () => {
    const company = await createCompany('linked@example.com', 'Cabinet Relié');
    const thirdParty = await t.call({
      method: 'POST',
      url: '/api/user-third-parties',
      payload: {
        rpps: '12345678901',
        email: 'diag@example.com',
        firstName: 'Inès',
        lastName: 'Roux',
        companyIds: [company.id],
      },
    });
    expect(thirdParty.statusCode).toBe(201);
    const aligner = await t.call({
      method: 'POST',
      url: '/api/company-aligners',
      payload: {
        name: 'Aligneurs du Sud',
        mainUserEmail: 'sud@example.com',
        mainUserFirstName: 'Marc',
        mainUserLastName: 'Blanc',
        companyIds: [company.id],
      },
    });
    expect(aligner.statusCode).toBe(201);

    const ofCompany = await t.call({ method: 'GET', url: `/api/companies/${company.id}/user-companies` });
    expect(ofCompany.statusCode).toBe(200);
    expect(ofCompany.json()).toEqual([
      {
        id: company.mainUserId,
        email: 'linked@example.com',
        firstName: 'Claire',
        lastName: 'Dupont',
        isActive: false,
        type: 'practitioner',
      },
      {
        id: thirdParty.json().userId,
        email: 'diag@example.com',
        firstName: 'Inès',
        lastName: 'Roux',
        isActive: false,
        type: 'third_party',
      },
      {
        id: aligner.json().mainUserId,
        email: 'sud@example.com',
        firstName: 'Marc',
        lastName: 'Blanc',
        isActive: false,
        type: 'aligner',
      },
    ]);
    const ofAligner = await t.call({ method: 'GET', url: `/api/company-aligners/${aligner.json().id}/user-companies` });
    expect(ofAligner.json().map((u: { email: string }) => u.email)).toEqual(['linked@example.com', 'sud@example.com']);
    expect((await t.call({ method: 'GET', url: '/api/companies/99999/user-companies' })).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: `/api/company-aligners/${company.id}/user-companies` })).statusCode,
    ).toBe(404);

    const companiesOf = async (userId: number, token?: string) =>
      (await t.call({ method: 'GET', url: `/api/users/${userId}/companies`, token })).json();
    expect((await companiesOf(thirdParty.json().userId)).map((c: { id: number }) => c.id)).toEqual([company.id]);
    expect((await companiesOf(aligner.json().mainUserId)).map((c: { id: number }) => c.id)).toEqual([company.id]);
    expect(await companiesOf(1)).toEqual([]);
    const session = await practitionerSession(
      'linked@example.com',
      temporaryPasswordIn(lastMailTo(t, 'linked@example.com')),
    );
    expect((await companiesOf(company.mainUserId, session.token))[0]).toMatchObject({
      id: company.id,
      name: 'Cabinet Relié',
    });
    const foreign = await t.call({
      method: 'GET',
      url: `/api/users/${thirdParty.json().userId}/companies`,
      token: session.token,
    });
    expect(foreign.statusCode).toBe(403);
  });

  it('stores the language setting of the user itself, or of anyone for an administrator', async () => {
    const company = await createCompany('lang@example.com', 'Cabinet Langues');
    const session = await practitionerSession(
      'lang@example.com',
      temporaryPasswordIn(lastMailTo(t, 'lang@example.com')),
    );
    const settings = (userId: number, language: unknown, token?: string) =>
      t.call({ method: 'POST', url: `/api/users/${userId}/settings`, token, payload: { language } });
    const own = await settings(company.mainUserId, 'en', session.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ language: 'en' });
    const stored = await t.app.db
      .selectFrom('users')
      .select('language')
      .where('id', '=', company.mainUserId)
      .executeTakeFirstOrThrow();
    expect(stored.language).toBe('en');
    const again = await practitionerSession('lang@example.com', temporaryPasswordIn(lastMailTo(t, 'lang@example.com')));
    expect(claimsOf(again.token).settings).toEqual({ language: 'en' });
    expect((await settings(company.mainUserId, 'de', session.token)).json()).toMatchObject({
      error_code: 1203,
      error_field: 'language',
    });
    expect((await settings(1, 'en', session.token)).json()).toMatchObject({ error_code: 1101, error_status: 403 });
    expect((await settings(company.mainUserId, 'fr')).statusCode).toBe(200);
    expect((await settings(99999, 'fr')).statusCode).toBe(404);
    expect((await settings(999_999_999_999, 'fr')).statusCode).toBe(404);
    expect((await t.call({ method: 'GET', url: '/api/users/999999999999/companies' })).statusCode).toBe(404);
    expect((await t.call({ method: 'PUT', url: '/api/users/999999999999/refresh-credentials' })).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'POST', url: '/api/users/abc/settings', payload: { language: 'fr' } })).statusCode,
    ).toBe(404);
  });

  it('links an account: checks the credentials of the existing account and answers them back', async () => {
    const company = await createCompany('newcomer@example.com', 'Cabinet Neuf');
    const session = await practitionerSession(
      'newcomer@example.com',
      temporaryPasswordIn(lastMailTo(t, 'newcomer@example.com')),
    );
    const link = (payload: unknown, userId = company.mainUserId) =>
      t.call({
        method: 'PUT',
        url: `/api/users/${userId}/link-account`,
        token: session.token,
        payload: payload as object,
      });
    const linked = await link({ login: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toEqual({ login: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    const wrong = await link({ login: ADMIN_EMAIL, password: 'Wrong-Passw0rd!' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error_code: 1100 });
    expect((await link({ login: ADMIN_EMAIL, password: ADMIN_PASSWORD }, 1)).statusCode).toBe(403);
    expect((await link({ login: ADMIN_EMAIL })).json()).toMatchObject({ error_code: 1202, error_field: 'password' });
  });
});
