import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordHit } from '../../server/auth/throttle';
import { expectNoSecretInHistory } from './historySecrets';
import { createTestApp, DATABASES, type TestApp } from './testApp';

/** Failures arriving together (several servers on one database, or one busy server) are each counted. */
describe.each(DATABASES)('sign-in failure counts on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  // No secret of this file's sign-ins and account actions reached the history (docs/history.md).
  afterAll(async () => {
    await expectNoSecretInHistory(t);
    await t.close();
  });

  it('counts thirty simultaneous failures as thirty, none lost', async () => {
    const rule = { max: 1000, windowSeconds: 900, blockSeconds: 30 };
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => recordHit(t.app.db, 'login:198.51.100.7:x', rule)),
    );
    expect(answers.map((answer) => answer.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    );
    const row = await t.app.db
      .selectFrom('login_attempts')
      .select('failures')
      .where('key', '=', 'login:198.51.100.7:x')
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(30);
  });

  it('blocks at the limit exactly once when the last failures arrive together', async () => {
    const rule = { max: 5, windowSeconds: 900, blockSeconds: 30 };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => recordHit(t.app.db, 'login:198.51.100.8:y', rule)),
    );
    expect(
      answers
        .filter((answer) => !answer.wasBlocked)
        .map((answer) => answer.count)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5]);
    expect(answers.filter((answer) => answer.wasBlocked)).toHaveLength(3);
  });
});
