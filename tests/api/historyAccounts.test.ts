import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../lib/history';
import { expectNoSecretInHistory } from './historySecrets';
import { lastMailTo, resetKeyIn, type SignInAnswer, signIn, temporaryPasswordIn } from './mail';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, DATABASES, type TestApp } from './testApp';

const CHOSEN = 'Chosen-Passw0rd!';

// docs/history.md: sign-ins, their refusals, refresh-token reuse, sign-outs and account actions are recorded, with the
// client address, and never a password, a token or a key.
describe.each(DATABASES)('session and account history on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(async () => {
    await t.close();
  });

  /** The newest entry of an action. */
  const latest = async (action: string) => {
    const answer = await t.call({ method: 'GET', url: `/api/activity?action=${action}&itemsPerPage=1` });
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as HistoryEntry[])[0];
  };

  it('records a failed sign-in with the login tried, a sign-in, a throttled sign-in', async () => {
    expect((await signIn(t, ADMIN_EMAIL, 'Wrong-Passw0rd!', 'admin', '10.0.0.7')).statusCode).toBe(401);
    expect(await latest('sign-in-failed')).toMatchObject({
      actorId: null,
      actorEmail: null,
      catalogue: null,
      recordId: null,
      label: ADMIN_EMAIL,
      address: '10.0.0.7',
      changes: [{ field: 'login', before: null, after: ADMIN_EMAIL }],
    });
    expect((await signIn(t, ADMIN_EMAIL, ADMIN_PASSWORD, 'admin', '10.0.0.7')).statusCode).toBe(200);
    expect(await latest('sign-in')).toMatchObject({
      actorId: 1,
      actorEmail: ADMIN_EMAIL,
      catalogue: 'users',
      recordId: 1,
      address: '10.0.0.7',
    });
    for (let attempt = 1; attempt <= 5; attempt++)
      expect((await signIn(t, 'nobody@example.com', 'Wrong-Passw0rd!', 'admin', '10.0.0.8')).statusCode).toBe(401);
    expect((await signIn(t, 'nobody@example.com', 'Wrong-Passw0rd!', 'admin', '10.0.0.8')).statusCode).toBe(429);
    expect(await latest('sign-in-throttled')).toMatchObject({ label: 'nobody@example.com', address: '10.0.0.8' });
  });

  it('records a refresh token presented again and a sign-out', async () => {
    const session = (await signIn(t, ADMIN_EMAIL, ADMIN_PASSWORD)).json() as SignInAnswer;
    const refresh = (refresh_token: string) =>
      t.call({ method: 'POST', url: '/api/token/refresh', token: null, payload: { refresh_token } });
    const next = (await refresh(session.refresh_token)).json() as SignInAnswer;
    expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    expect(await latest('refresh-token-reuse')).toMatchObject({ actorId: null, catalogue: 'users', recordId: 1 });
    const other = (await signIn(t, ADMIN_EMAIL, ADMIN_PASSWORD)).json() as SignInAnswer;
    const out = await t.call({
      method: 'POST',
      url: '/api/auth/logout',
      token: null,
      payload: { refresh_token: other.refresh_token },
    });
    expect(out.statusCode).toBe(204);
    expect(await latest('sign-out')).toMatchObject({ actorId: 1, recordId: 1, label: ADMIN_EMAIL });
    expect(next.token).toBeTruthy();
  });

  it("records an administrator's actions on an account and the account's own", async () => {
    const company = await t.call({
      method: 'POST',
      url: '/api/companies',
      payload: {
        name: 'Cabinet Suivi',
        mainUserEmail: 'suivi@example.com',
        mainUserFirstName: 'S',
        mainUserLastName: 'V',
      },
    });
    expect(company.statusCode, company.body).toBe(201);
    const userId = company.json().mainUserId as number;
    const about = { catalogue: 'users', recordId: userId, label: 'suivi@example.com', actorId: 1 };

    expect((await t.call({ method: 'PUT', url: `/api/users/${userId}/refresh-credentials` })).statusCode).toBe(204);
    expect(await latest('refresh-credentials')).toMatchObject({ ...about, changes: [] });
    expect((await t.call({ method: 'PUT', url: `/api/users/${userId}/password-reset-request` })).statusCode).toBe(200);
    expect(await latest('password-reset-request')).toMatchObject(about);
    const set = await t.call({
      method: 'POST',
      url: `/api/users/${userId}/password-reset-password`,
      payload: { password: CHOSEN },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(await latest('password-set')).toMatchObject({ ...about, changes: [] });
    const settings = await t.call({
      method: 'POST',
      url: `/api/users/${userId}/settings`,
      payload: { language: 'en' },
    });
    expect(settings.statusCode).toBe(200);
    expect(await latest('settings')).toMatchObject({
      ...about,
      changes: [{ field: 'language', before: 'fr', after: 'en' }],
    });
    const init = await t.call({
      method: 'PUT',
      url: `/api/users/${userId}/init-password`,
      payload: { password: CHOSEN },
    });
    expect(init.statusCode, init.body).toBe(200);
    expect(await latest('init-password')).toMatchObject(about);

    const key = resetKeyIn(lastMailTo(t, 'suivi@example.com'));
    const reset = await t.call({
      method: 'POST',
      url: '/api/auth/reinit-password/validate',
      token: null,
      payload: { key, password: 'Other-Passw0rd!' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await latest('password-reset')).toMatchObject({ ...about, actorId: userId });
  });

  it('records an account linking itself to another account by its login only', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/companies',
      payload: {
        name: 'Cabinet Lien',
        mainUserEmail: 'lien@example.com',
        mainUserFirstName: 'L',
        mainUserLastName: 'N',
      },
    });
    const userId = created.json().mainUserId as number;
    const temporary = temporaryPasswordIn(lastMailTo(t, 'lien@example.com'));
    const session = (await signIn(t, 'lien@example.com', temporary, 'practitioner')).json() as SignInAnswer;
    const linked = await t.call({
      method: 'PUT',
      url: `/api/users/${userId}/link-account`,
      token: session.token,
      payload: { login: 'suivi@example.com', password: 'Other-Passw0rd!' },
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(await latest('link-account')).toMatchObject({
      actorId: userId,
      actorEmail: 'lien@example.com',
      recordId: userId,
      changes: [{ field: 'login', before: 'lien@example.com', after: 'suivi@example.com' }],
    });
  });

  it('holds no password, token, hash or key in any entry', async () => {
    expect(await expectNoSecretInHistory(t)).toBeGreaterThan(15);
  });
});
