import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setPassword } from '../../server/auth/users';
import { createAdmin } from '../../server/bootstrap';
import { expectNoSecretInHistory } from './historySecrets';
import { claimsOf, lastMailTo, mailsTo, resetKeyIn, signIn } from './mail';
import { ADMIN_EMAIL, createTestApp, DATABASES, type TestApp } from './testApp';

const OLD_PASSWORD = 'Old-Passw0rd!';
const NEW_PASSWORD = 'New-Passw0rd!';

describe.each(DATABASES)('password reset on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  // No secret of this file's sign-ins and account actions reached the history (docs/history.md).
  afterAll(async () => {
    await expectNoSecretInHistory(t);
    await t.close();
  });

  const requestReset = (email: string) =>
    t.call({
      method: 'POST',
      url: '/api/auth/reinit-password/request',
      token: null,
      payload: { email, type: 'admin', brand: 1 },
    });
  const validate = (key: string, password: string) =>
    t.call({ method: 'POST', url: '/api/auth/reinit-password/validate', token: null, payload: { key, password } });

  it('e-mails a link whose key sets a new password: the new one signs in, the old one no longer does', async () => {
    await createAdmin(t.app, { email: 'reset@example.com', password: OLD_PASSWORD });
    const session = (await signIn(t, 'reset@example.com', OLD_PASSWORD)).json();
    const answer = await requestReset('Reset@Example.com');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({});
    const mail = lastMailTo(t, 'reset@example.com');
    expect(mail).toContain(`${t.app.config.publicUrl}/#/reset-password?key=`);
    const key = resetKeyIn(mail);

    const weak = await validate(key, 'weakpass');
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ error_code: 1203, error_status: 400, error_field: 'password' });

    const done = await validate(key, NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(claimsOf(done.json().token)).toMatchObject({ username: 'reset@example.com', firstConnect: false });
    expect(done.json().refresh_token).toEqual(expect.any(String));
    expect((await signIn(t, 'reset@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(t, 'reset@example.com', OLD_PASSWORD)).statusCode).toBe(401);
    // Sessions opened before the reset are ended.
    const stale = await t.call({
      method: 'POST',
      url: '/api/token/refresh',
      token: null,
      payload: { refresh_token: session.refresh_token },
    });
    expect(stale.statusCode).toBe(401);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = t.outbox().length;
    const unknown = await requestReset('nobody@example.com');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({});
    expect(t.outbox()).toHaveLength(before);
    expect(mailsTo(t, 'nobody@example.com')).toHaveLength(0);
    const known = await requestReset(ADMIN_EMAIL);
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.body).toBe(unknown.body);
  });

  it('stores keys only as their hash, and each key works once', async () => {
    await createAdmin(t.app, { email: 'once@example.com', password: OLD_PASSWORD });
    await requestReset('once@example.com');
    const key = resetKeyIn(lastMailTo(t, 'once@example.com'));
    const stored = await t.app.db.selectFrom('one_time_keys').select('key_hash').execute();
    expect(stored.some((row) => row.key_hash.includes(key))).toBe(false);
    expect((await validate(key, NEW_PASSWORD)).statusCode).toBe(200);
    const again = await validate(key, 'Another-Passw0rd!');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error_code: 1203, error_field: 'key' });
    expect((await signIn(t, 'once@example.com', 'Another-Passw0rd!')).statusCode).toBe(401);
  });

  it('refuses unknown keys (400 / 1203), expired keys (401 / 1103) and a missing key (400 / 1202)', async () => {
    const unknown = await validate('no-such-key', NEW_PASSWORD);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error_code: 1203, error_field: 'key' });

    await createAdmin(t.app, { email: 'late@example.com', password: OLD_PASSWORD });
    await requestReset('late@example.com');
    const key = resetKeyIn(lastMailTo(t, 'late@example.com'));
    await t.app.db
      .updateTable('one_time_keys')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('used_at', 'is', null)
      .execute();
    const expired = await validate(key, NEW_PASSWORD);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ error_code: 1103, error_status: 401 });

    const missing = await t.call({
      method: 'POST',
      url: '/api/auth/reinit-password/validate',
      token: null,
      payload: { password: NEW_PASSWORD },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error_code: 1202, error_field: 'key' });
  });

  it('keeps only the newest link of an account working', async () => {
    await createAdmin(t.app, { email: 'twice@example.com', password: OLD_PASSWORD });
    await requestReset('twice@example.com');
    const first = resetKeyIn(lastMailTo(t, 'twice@example.com'));
    await requestReset('twice@example.com');
    const second = resetKeyIn(lastMailTo(t, 'twice@example.com'));
    expect(second).not.toBe(first);
    expect((await validate(first, NEW_PASSWORD)).statusCode).toBe(400);
    expect((await validate(second, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('offers the same flow as /api/users/password-reset-request and /api/users/password-reset', async () => {
    await createAdmin(t.app, { email: 'users-flow@example.com', password: OLD_PASSWORD });
    const unknown = await t.call({
      method: 'POST',
      url: '/api/users/password-reset-request',
      token: null,
      payload: { login: 'ghost@example.com' },
    });
    const request = await t.call({
      method: 'POST',
      url: '/api/users/password-reset-request',
      token: null,
      payload: { login: 'users-flow@example.com' },
    });
    expect(request.statusCode).toBe(200);
    expect(request.body).toBe(unknown.body);
    const key = resetKeyIn(lastMailTo(t, 'users-flow@example.com'));
    const reset = await t.call({
      method: 'POST',
      url: '/api/users/password-reset',
      token: null,
      payload: { key, password: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().token).toEqual(expect.any(String));
    expect((await signIn(t, 'users-flow@example.com', NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('lets an administrator send a reset link to a user (PUT /api/users/{id}/password-reset-request)', async () => {
    const { id } = await createAdmin(t.app, { email: 'sent-by-admin@example.com', password: OLD_PASSWORD });
    const before = mailsTo(t, 'sent-by-admin@example.com').length;
    const answer = await t.call({ method: 'PUT', url: `/api/users/${id}/password-reset-request` });
    expect(answer.statusCode).toBe(200);
    expect(mailsTo(t, 'sent-by-admin@example.com')).toHaveLength(before + 1);
    expect((await validate(resetKeyIn(lastMailTo(t, 'sent-by-admin@example.com')), NEW_PASSWORD)).statusCode).toBe(200);
    expect((await t.call({ method: 'PUT', url: '/api/users/99999/password-reset-request' })).json()).toMatchObject({
      error_code: 1200,
      error_status: 404,
    });
    const anonymous = await t.call({ method: 'PUT', url: `/api/users/${id}/password-reset-request`, token: null });
    expect(anonymous.statusCode).toBe(401);
  });

  it("lets an administrator set another user's password (POST /api/users/{id}/password-reset-password)", async () => {
    const { id } = await createAdmin(t.app, { email: 'set-by-admin@example.com', password: OLD_PASSWORD });
    const weak = await t.call({
      method: 'POST',
      url: `/api/users/${id}/password-reset-password`,
      payload: { password: 'short' },
    });
    expect(weak.json()).toMatchObject({ error_code: 1203, error_field: 'password' });
    const done = await t.call({
      method: 'POST',
      url: `/api/users/${id}/password-reset-password`,
      payload: { password: NEW_PASSWORD },
    });
    expect(done.statusCode).toBe(200);
    expect((await signIn(t, 'set-by-admin@example.com', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(t, 'set-by-admin@example.com', OLD_PASSWORD)).statusCode).toBe(401);
  });

  it('answers a password_reset_key at sign-in when an activated account must choose a new password', async () => {
    const { id } = await createAdmin(t.app, { email: 'must-change@example.com', password: OLD_PASSWORD });
    await setPassword(t.app.db, id, 'Temp-Passw0rd!', { must_change_password: 1 });
    const answer = await signIn(t, 'must-change@example.com', 'Temp-Passw0rd!');
    expect(answer.statusCode).toBe(200);
    const { password_reset_key } = answer.json();
    expect(password_reset_key).toEqual(expect.any(String));
    expect((await validate(password_reset_key, NEW_PASSWORD)).statusCode).toBe(200);
    const next = await signIn(t, 'must-change@example.com', NEW_PASSWORD);
    expect(next.json().password_reset_key).toBeUndefined();
    expect(claimsOf(next.json().token).firstConnect).toBe(false);
  });
});
