import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin } from '../../server/bootstrap';
import { expectNoSecretInHistory } from './historySecrets';
import { codeIn, lastMailTo, mailsTo } from './mail';
import { createTestApp, DATABASES, type TestApp } from './testApp';

const PASSWORD = 'Code-Passw0rd!';

describe.each(DATABASES)('e-mail codes on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  // No secret of this file's sign-ins and account actions reached the history (docs/history.md).
  afterAll(async () => {
    await expectNoSecretInHistory(t);
    await t.close();
  });

  const resend = (email: string) =>
    t.call({ method: 'POST', url: '/api/auth/email/resend-code', token: null, payload: { email } });
  const check = (email: string, code: string) =>
    t.call({ method: 'POST', url: '/api/auth/email/check-code', token: null, payload: { email, code } });
  /** A code that differs from `code`. */
  const other = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('sends a 6-digit code that checks once', async () => {
    await createAdmin(t.app, { email: 'code@example.com', password: PASSWORD });
    const sent = await resend('code@example.com');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({});
    const code = codeIn(lastMailTo(t, 'code@example.com'));
    const stored = await t.app.db
      .selectFrom('one_time_keys')
      .select('key_hash')
      .where('purpose', '=', 'email_code')
      .execute();
    expect(stored.some((row) => row.key_hash.includes(code))).toBe(false);
    const right = await check('code@example.com', code);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ valid: true });
    const reused = await check('code@example.com', code);
    expect(reused.statusCode).toBe(404);
    expect(reused.json()).toMatchObject({ description: 'wrong_code' });
  });

  it('answers 404 wrong_code to a wrong code', async () => {
    await createAdmin(t.app, { email: 'wrong@example.com', password: PASSWORD });
    await resend('wrong@example.com');
    const code = codeIn(lastMailTo(t, 'wrong@example.com'));
    const wrong = await check('wrong@example.com', other(code));
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ error_code: 1200, error_status: 404, description: 'wrong_code' });
    expect((await check('wrong@example.com', code)).json()).toEqual({ valid: true });
  });

  it('sends a new code on the 5th failed attempt and answers new_code_sent', async () => {
    await createAdmin(t.app, { email: 'five@example.com', password: PASSWORD });
    await resend('five@example.com');
    const first = codeIn(lastMailTo(t, 'five@example.com'));
    for (let i = 0; i < 4; i++) {
      expect((await check('five@example.com', other(first))).json()).toMatchObject({ description: 'wrong_code' });
    }
    const fifth = await check('five@example.com', other(first));
    expect(fifth.statusCode).toBe(404);
    expect(fifth.json()).toMatchObject({ error_code: 1200, error_status: 404, description: 'new_code_sent' });
    expect(mailsTo(t, 'five@example.com')).toHaveLength(2);
    const second = codeIn(lastMailTo(t, 'five@example.com'));
    if (second !== first)
      expect((await check('five@example.com', first)).json()).toMatchObject({ description: 'wrong_code' });
    expect((await check('five@example.com', second)).json()).toEqual({ valid: true });
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const before = t.outbox().length;
    const sent = await resend('stranger@example.com');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({});
    expect(t.outbox()).toHaveLength(before);
    expect((await check('stranger@example.com', '123456')).json()).toMatchObject({ description: 'wrong_code' });
  });

  it('refuses an expired code', async () => {
    await createAdmin(t.app, { email: 'slow@example.com', password: PASSWORD });
    await resend('slow@example.com');
    const code = codeIn(lastMailTo(t, 'slow@example.com'));
    await t.app.db
      .updateTable('one_time_keys')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('purpose', '=', 'email_code')
      .execute();
    expect((await check('slow@example.com', code)).json()).toMatchObject({
      error_code: 1200,
      description: 'wrong_code',
    });
  });

  it('answers 400 when the e-mail or the code is missing', async () => {
    const missing = await t.call({
      method: 'POST',
      url: '/api/auth/email/check-code',
      token: null,
      payload: { email: 'code@example.com' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error_code: 1202, error_field: 'code' });
    const noEmail = await t.call({ method: 'POST', url: '/api/auth/email/resend-code', token: null, payload: {} });
    expect(noEmail.json()).toMatchObject({ error_code: 1202, error_field: 'email' });
  });
});
