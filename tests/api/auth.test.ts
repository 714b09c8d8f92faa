import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../server/bootstrap';
import { create } from './fixtures';
import { expectNoSecretInHistory } from './historySecrets';
import { claimsOf, lastMailTo, type SignInAnswer, signIn, temporaryPasswordIn } from './mail';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, DATABASES, type TestApp, tr } from './testApp';

const TEST_SECRET = 'test-secret-for-api-tests-only';
const PASSWORD = 'Other-Passw0rd!';

describe.each(DATABASES)('authentication on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  // No secret of this file's sign-ins and account actions reached the history (docs/history.md).
  afterAll(async () => {
    await expectNoSecretInHistory(t);
    await t.close();
  });

  /** A second administrator and an access token of theirs. */
  const otherAdmin = async (email: string) => {
    const other = await createAdmin(t.app, { email, password: PASSWORD });
    const token = await t.app.tokens.sign({
      sub: String(other.id),
      username: email,
      roles: ['ROLE_USER_ADMIN'],
      firstConnect: false,
    });
    return { other, token };
  };

  const refresh = (refreshToken: string) =>
    t.call({
      method: 'POST',
      url: '/api/token/refresh',
      token: null,
      payload: { refresh_token: refreshToken, brand: 1, type: 'admin' },
    });
  const adminSession = async (): Promise<SignInAnswer> => {
    const answer = await signIn(t, ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(answer.statusCode).toBe(200);
    return answer.json();
  };

  it('signs an administrator in with a token pair whose claims follow the contract', async () => {
    const answer = await signIn(t, ADMIN_EMAIL, ADMIN_PASSWORD);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(Object.keys(body).sort()).toEqual(['refresh_token', 'token']);
    const claims = claimsOf(body.token);
    expect(claims).toMatchObject({
      username: ADMIN_EMAIL,
      roles: ['ROLE_USER_ADMIN'],
      firstConnect: false,
      settings: { language: 'fr' },
    });
    expect(Number(claims.sub)).toBeGreaterThan(0);
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
    const list = await t.call({ method: 'GET', url: '/api/companies', token: body.token });
    expect(list.statusCode).toBe(200);
  });

  it('stores refresh tokens only as their hash', async () => {
    const { refresh_token } = await adminSession();
    const rows = await t.app.db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.token_hash.includes(refresh_token))).toBe(false);
  });

  it('answers 401 / 1100 alike for a wrong password and an unknown login', async () => {
    const wrong = await signIn(t, ADMIN_EMAIL, 'Wrong-Passw0rd!');
    const unknown = await signIn(t, 'nobody@example.com', 'Wrong-Passw0rd!');
    for (const answer of [wrong, unknown]) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ error_code: 1100, error_status: 401 });
    }
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses the console to an account without ROLE_USER_ADMIN, with the same answer', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/companies',
      payload: {
        name: 'Cabinet Nord',
        mainUserEmail: 'nord@example.com',
        mainUserFirstName: 'Anne',
        mainUserLastName: 'Nord',
      },
    });
    expect(created.statusCode).toBe(201);
    const password = temporaryPasswordIn(lastMailTo(t, 'nord@example.com'));
    const asAdmin = await signIn(t, 'nord@example.com', password, 'admin');
    expect(asAdmin.statusCode).toBe(401);
    expect(asAdmin.json()).toMatchObject({ error_code: 1100, error_status: 401 });
    const asPractitioner = await signIn(t, 'nord@example.com', password, 'practitioner');
    expect(asPractitioner.statusCode).toBe(200);
    expect(claimsOf(asPractitioner.json().token).roles).toEqual(['ROLE_USER_PRACTITIONER']);
  });

  it('throttles failed sign-ins per login and address: 429 / 1105 with Retry-After, even with the right password', async () => {
    await createAdmin(t.app, { email: 'throttled@example.com', password: PASSWORD });
    const address = '10.0.0.1';
    for (let i = 0; i < 5; i++) {
      expect((await signIn(t, 'throttled@example.com', 'Wrong-Passw0rd!', 'admin', address)).statusCode).toBe(401);
    }
    const blocked = await signIn(t, 'throttled@example.com', PASSWORD, 'admin', address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ error_code: 1105, error_status: 429 });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(30);
    // Another login from the same address is not blocked.
    expect((await signIn(t, ADMIN_EMAIL, ADMIN_PASSWORD, 'admin', address)).statusCode).toBe(200);
  });

  it('never lets failures from one address lock the rightful user out from another', async () => {
    await createAdmin(t.app, { email: 'targeted@example.com', password: PASSWORD });
    const attacker = '10.0.1.1';
    for (let i = 0; i < 5; i++) await signIn(t, 'targeted@example.com', 'Wrong-Passw0rd!', 'admin', attacker);
    expect((await signIn(t, 'targeted@example.com', PASSWORD, 'admin', attacker)).statusCode).toBe(429);
    expect((await signIn(t, 'targeted@example.com', PASSWORD, 'admin', '10.0.1.2')).statusCode).toBe(200);
  });

  it('blocks a persisting address longer at each further failure (progressive delay)', async () => {
    const address = '10.0.2.1';
    const retryAfter = async () => {
      await t.app.db.updateTable('login_attempts').set({ blocked_until: null }).execute();
      const failed = await signIn(t, 'persistent@example.com', 'Wrong-Passw0rd!', 'admin', address);
      expect(failed.statusCode).toBe(401);
      const blocked = await signIn(t, 'persistent@example.com', 'Wrong-Passw0rd!', 'admin', address);
      expect(blocked.statusCode).toBe(429);
      return Number(blocked.headers['retry-after']);
    };
    for (let i = 0; i < 4; i++) await signIn(t, 'persistent@example.com', 'Wrong-Passw0rd!', 'admin', address);
    const delays = [await retryAfter(), await retryAfter(), await retryAfter()];
    expect(delays[1]).toBeGreaterThan(delays[0]);
    expect(delays[2]).toBeGreaterThan(delays[1]);
    expect(delays[2]).toBeLessThanOrEqual(15 * 60);
  });

  it('clears the login counter after a successful sign-in', async () => {
    await createAdmin(t.app, { email: 'forgetful@example.com', password: PASSWORD });
    const address = '10.0.0.2';
    for (let i = 0; i < 4; i++) await signIn(t, 'forgetful@example.com', 'Wrong-Passw0rd!', 'admin', address);
    expect((await signIn(t, 'forgetful@example.com', PASSWORD, 'admin', address)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await signIn(t, 'forgetful@example.com', 'Wrong-Passw0rd!', 'admin', address)).statusCode).toBe(401);
    }
    expect((await signIn(t, 'forgetful@example.com', PASSWORD, 'admin', address)).statusCode).toBe(200);
  });

  it('throttles failed sign-ins per client address across logins', async () => {
    const address = '10.0.0.3';
    for (let i = 0; i < 20; i++) {
      expect((await signIn(t, `guess${i}@example.com`, 'Wrong-Passw0rd!', 'admin', address)).statusCode).toBe(401);
    }
    const blocked = await signIn(t, ADMIN_EMAIL, ADMIN_PASSWORD, 'admin', address);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await signIn(t, ADMIN_EMAIL, ADMIN_PASSWORD, 'admin', '10.0.0.4')).statusCode).toBe(200);
  });

  it('answers 400 to malformed sign-in bodies: 1202 for a missing or empty field, 1203 otherwise', async () => {
    const post = (payload: unknown, headers: Record<string, string> = {}) =>
      t.call({ method: 'POST', url: '/api/auth/token', token: null, payload: payload as string, headers });
    const missing = await post({ login: ADMIN_EMAIL });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error_code: 1202, error_status: 400, error_field: 'password' });
    const empty = await post({ login: '', password: 'x' });
    expect(empty.json()).toMatchObject({ error_code: 1202, error_field: 'login' });
    const wrongType = await post({ login: { $ne: null }, password: 'x' });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json()).toMatchObject({ error_code: 1203, error_field: 'login' });
    const badUserType = await post({ login: ADMIN_EMAIL, password: ADMIN_PASSWORD, userType: 'root' });
    expect(badUserType.json()).toMatchObject({ error_code: 1203, error_status: 400 });
    const notJson = await post('{"login": ', { 'content-type': 'application/json' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ error_code: 1203, error_status: 400 });
    const tooLong = await post({ login: ADMIN_EMAIL, password: 'x'.repeat(10_000) });
    expect(tooLong.json()).toMatchObject({ error_code: 1203, error_field: 'password' });
  });

  it('answers 401 / 1103 to an expired access token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await new SignJWT({ username: ADMIN_EMAIL, roles: ['ROLE_USER_ADMIN'], firstConnect: false })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('1')
      .setIssuedAt(now - 120)
      .setExpirationTime(now - 60)
      .sign(new TextEncoder().encode(TEST_SECRET));
    const answer = await t.call({ method: 'GET', url: '/api/companies', token });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ error_code: 1103, error_status: 401 });
  });

  it('answers 401 / 1100 to a forged, malformed or missing token', async () => {
    const forged = await new SignJWT({ username: ADMIN_EMAIL, roles: ['ROLE_USER_ADMIN'], firstConnect: false })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('1')
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('another-secret-entirely'));
    const answers = [
      await t.call({ method: 'GET', url: '/api/companies', token: forged }),
      await t.call({ method: 'GET', url: '/api/companies', token: 'not.a.jwt' }),
      await t.call({ method: 'GET', url: '/api/companies', token: null, headers: { authorization: 'Basic abc' } }),
      await t.call({ method: 'GET', url: '/api/companies', token: null }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ error_code: 1100, error_status: 401 });
    }
  });

  it('answers 403 / 1101 to a valid token without ROLE_USER_ADMIN', async () => {
    const token = await t.app.tokens.sign({
      sub: '1',
      username: ADMIN_EMAIL,
      roles: ['ROLE_USER_PRACTITIONER'],
      firstConnect: false,
    });
    const answer = await t.call({ method: 'GET', url: '/api/companies', token });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ error_code: 1101, error_status: 403 });
  });

  it('refuses a deactivated or deleted administrator on the very next read, before any data or read error', async () => {
    const { other, token } = await otherAdmin('reader@example.com');
    const created = await t.call({
      method: 'POST',
      url: '/api/attribute-categories',
      payload: {
        keyName: 'reader-category',
        label: [
          { language: 'fr', value: 'Lecture' },
          { language: 'en', value: 'Reading' },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    // A detail with embedded references and one with account fields: their statement carries the account check.
    const attribute = await create(t, 'attributes', {
      keyName: 'reader-attribute',
      label: tr('Lu', 'Read'),
      categoryId: id,
    });
    const practice = await create(t, 'companies', {
      name: 'reader-practice',
      mainUserEmail: 'reader-practice@example.com',
      mainUserFirstName: 'Inès',
      mainUserLastName: 'Moreau',
    });
    // Reads of every kind: list, search, details, an unknown record, a malformed id, a refused query; list pages
    // (their statement carries the account check) sorted by a field, filtered, with account fields, and empty.
    const reads = [
      '/api/attribute-categories',
      '/api/attribute-categories?q=lecture',
      `/api/attribute-categories/${id}`,
      `/api/attributes/${attribute.id}`,
      `/api/companies/${practice.id}`,
      '/api/attribute-categories/2147483647',
      '/api/attribute-categories/not-an-id',
      '/api/attribute-categories?order[label]=sideways',
      '/api/attribute-categories?order[keyName]=desc',
      `/api/attributes?categoryId=${id}&page=1&itemsPerPage=10`,
      '/api/companies?q=moreau',
      '/api/attribute-categories?page=99',
    ];
    const answers = async () => Promise.all(reads.map((url) => t.call({ method: 'GET', url, token })));
    const served = [200, 200, 200, 200, 200, 404, 404, 400, 200, 200, 200, 200];
    expect((await answers()).map((answer) => answer.statusCode)).toEqual(served);
    const [categories, , category, attributeDetail, practiceDetail, , , , sorted, filtered, practices, empty] =
      await answers();
    expect(categories.json()).toEqual([expect.objectContaining({ id, keyName: 'reader-category' })]);
    expect(sorted.json()).toEqual([expect.objectContaining({ id, keyName: 'reader-category' })]);
    expect(filtered.json()).toEqual([
      expect.objectContaining({ id: attribute.id, category: expect.objectContaining({ id }) }),
    ]);
    expect(practices.json()).toEqual([
      expect.objectContaining({ id: practice.id, mainUserIsActive: false, mainUserId: expect.any(Number) }),
    ]);
    expect(empty.json()).toEqual([]);
    expect(category.json()).toMatchObject({ id, keyName: 'reader-category' });
    expect(attributeDetail.json()).toMatchObject({
      keyName: 'reader-attribute',
      category: { id, keyName: 'reader-category' },
    });
    expect(practiceDetail.json()).toMatchObject({ name: 'reader-practice', mainUserIsActive: false });
    expect(practiceDetail.json().mainUserId).toBeGreaterThan(0);

    const refused = async () => {
      for (const answer of await answers()) {
        expect(answer.statusCode).toBe(401);
        expect(answer.json()).toMatchObject({ error_code: 1100, error_status: 401 });
        expect(answer.headers.etag).toBeUndefined();
        for (const name of ['reader-category', 'reader-attribute', 'reader-practice'])
          expect(answer.body).not.toContain(name);
      }
    };
    await t.app.db.updateTable('users').set({ is_active: 0 }).where('id', '=', other.id).execute();
    await refused();
    await t.app.db.updateTable('users').set({ is_active: 1 }).where('id', '=', other.id).execute();
    expect((await answers()).map((answer) => answer.statusCode)).toEqual(served);
    await t.app.db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', other.id)
      .execute();
    await refused();
  });

  it("refuses a deactivated administrator's update before any change or update error, and lets an active one save", async () => {
    const { other, token } = await otherAdmin('writer@example.com');
    const category = await create(t, 'attribute-categories', {
      keyName: 'writer-category',
      label: tr('Écrit', 'Written'),
    });
    const put = (id: number | string, label: unknown, ifMatch = '*') =>
      t.call({
        method: 'PUT',
        url: `/api/attribute-categories/${id}`,
        token,
        headers: { 'if-match': ifMatch },
        payload: { keyName: 'writer-category', label },
      });
    // A valid edit, an unknown record, a refused body, a stale version: each answered 401 alone while deactivated.
    const attempts = async () =>
      Promise.all([
        put(category.id, tr('Changé', 'Changed')),
        put(2147483647, tr('Changé', 'Changed')),
        put(category.id, 'not a translation set'),
        put(category.id, tr('Changé', 'Changed'), '"99"'),
      ]);
    await t.app.db.updateTable('users').set({ is_active: 0 }).where('id', '=', other.id).execute();
    for (const answer of await attempts()) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ error_code: 1100, error_status: 401 });
      expect(answer.headers.etag).toBeUndefined();
    }
    const unchanged = await t.call({ method: 'GET', url: `/api/attribute-categories/${category.id}` });
    expect(unchanged.json().label).toEqual(tr('Écrit', 'Written'));
    expect(unchanged.headers.etag).toBe('"1"');

    await t.app.db.updateTable('users').set({ is_active: 1 }).where('id', '=', other.id).execute();
    expect((await attempts()).map((answer) => answer.statusCode)).toEqual([200, 404, 400, 409]);
    const changed = await t.call({ method: 'GET', url: `/api/attribute-categories/${category.id}` });
    expect(changed.json().label).toEqual(tr('Changé', 'Changed'));
  });

  it('rotates refresh tokens: each refresh answers a new working pair', async () => {
    const first = await adminSession();
    const second = await refresh(first.refresh_token);
    expect(second.statusCode).toBe(200);
    const pair = second.json();
    expect(pair.refresh_token).not.toBe(first.refresh_token);
    expect(claimsOf(pair.token).username).toBe(ADMIN_EMAIL);
    expect((await t.call({ method: 'GET', url: '/api/companies', token: pair.token })).statusCode).toBe(200);
    const third = await refresh(pair.refresh_token);
    expect(third.statusCode).toBe(200);
  });

  it('revokes the whole chain when a rotated refresh token is presented again', async () => {
    const first = await adminSession();
    const second = (await refresh(first.refresh_token)).json();
    const reuse = await refresh(first.refresh_token);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toMatchObject({ error_code: 1103, error_status: 401 });
    const newer = await refresh(second.refresh_token);
    expect(newer.statusCode).toBe(401);
    expect(newer.json()).toMatchObject({ error_code: 1103 });
    // Other sessions of the same account are untouched.
    const other = await adminSession();
    expect((await refresh(other.refresh_token)).statusCode).toBe(200);
  });

  it('refuses unknown and malformed refresh tokens', async () => {
    const unknown = await refresh('definitely-not-a-token');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ error_code: 1100 });
    const missing = await t.call({ method: 'POST', url: '/api/token/refresh', token: null, payload: { brand: 1 } });
    expect(missing.json()).toMatchObject({ error_code: 1202, error_status: 400, error_field: 'refresh_token' });
  });

  it('refuses an expired refresh token with 401 / 1103', async () => {
    const { refresh_token } = await adminSession();
    await t.app.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const answer = await refresh(refresh_token);
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ error_code: 1103 });
  });

  it('logs out: the refresh token stops working; logging out again still answers 204', async () => {
    const { refresh_token } = await adminSession();
    const logout = () => t.call({ method: 'POST', url: '/api/auth/logout', token: null, payload: { refresh_token } });
    expect((await logout()).statusCode).toBe(204);
    const after = await refresh(refresh_token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ error_code: 1103 });
    expect((await logout()).statusCode).toBe(204);
  });

  it('answers odd bodies on every authentication and user call with a 4xx error body, never a 500', async () => {
    const calls: Array<[string, string]> = [
      ['POST', '/api/auth/token'],
      ['POST', '/api/token/refresh'],
      ['POST', '/api/auth/logout'],
      ['POST', '/api/auth/reinit-password/request'],
      ['POST', '/api/auth/reinit-password/validate'],
      ['POST', '/api/users/password-reset-request'],
      ['POST', '/api/users/password-reset'],
      ['POST', '/api/auth/email/resend-code'],
      ['POST', '/api/auth/email/check-code'],
      ['PUT', '/api/users/1/init-password'],
      ['PUT', '/api/users/1/link-account'],
      ['POST', '/api/users/1/settings'],
      ['POST', '/api/users/1/password-reset-password'],
    ];
    const bodies = [
      'null',
      '[]',
      '"text"',
      '42',
      '{"login":{},"password":{},"key":{},"email":{},"refresh_token":{},"code":{},"language":{}}',
    ];
    for (const [method, url] of calls) {
      for (const payload of bodies) {
        const answer = await t.call({
          method: method as 'POST',
          url,
          payload,
          headers: { 'content-type': 'application/json' },
        });
        expect(answer.statusCode, `${method} ${url} ${payload}`).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode, `${method} ${url} ${payload}`).toBeLessThan(500);
        expect(answer.json().error_code).toEqual(expect.any(Number));
      }
    }
  });

  it('describes the authentication and user calls in the OpenAPI document', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/docs' })).json();
    for (const path of [
      '/api/auth/token',
      '/api/token/refresh',
      '/api/users/{id}/init-password',
      '/api/companies/{id}/user-companies',
    ]) {
      expect(doc.paths[path]).toBeDefined();
    }
    expect(doc.paths['/api/auth/token'].post.security).toEqual([]);
  });
});
