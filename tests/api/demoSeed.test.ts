import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bootstrap } from '../../server/bootstrap';
import { loadDemoData } from '../../server/seed/demoSeed';
import type { EntityStore } from '../../server/store/entityStore';
import { rowCount } from './fixtures';
import { startSmtpServer, type TestSmtpServer } from './smtpServer';
import { createTestApp, DATABASES, type TestApp } from './testApp';

// The demo data (resources/<name>/seed.ts) loads whole or not at all: a server stopped or failing halfway through its
// first start leaves no demo record, and its next start seeds again (server/bootstrap.ts seeds a database without
// records; the e-mail templates it installs on every start are not demo data). Loaded whole, the demo data is what
// createDemoApp (testApp.ts) gives the listing, write and translation suites.

describe.each(DATABASES)('the demo data on %s', (database) => {
  let t: TestApp;
  const recordCount = () => rowCount(t, 'entities');

  beforeEach(async () => {
    t = await createTestApp(database);
  });
  afterEach(async () => {
    await t.close();
  });

  it('leaves no record behind when a record fails halfway through', async () => {
    const installed = await recordCount();
    const store = t.app.store;
    const create = store.create.bind(store);
    let calls = 0;
    const failing = Object.assign(Object.create(Object.getPrototypeOf(store)), store, {
      create: (...args: Parameters<EntityStore['create']>) => {
        calls += 1;
        if (calls === 200) throw new Error('the disk is full');
        return create(...args);
      },
    }) as EntityStore;
    await expect(loadDemoData(failing, t.app.models)).rejects.toThrow('the disk is full');
    expect(calls).toBe(200);
    expect(await recordCount()).toBe(installed);
  });
});

/**
 * A first start on a real mail server sends nobody anything (docs/operations.md, "First start"): without SEED it
 * loads no demo data and says why in one line; with SEED=demo the demo accounts are created without e-mail.
 */
describe('a first start with SMTP_URL set', () => {
  let smtp: TestSmtpServer;
  let t: TestApp | undefined;
  beforeEach(async () => {
    smtp = await startSmtpServer();
  });
  afterEach(async () => {
    await t?.close();
    t = undefined;
    await smtp.close();
  });
  const firstStart = async (seed: string) => {
    t = await createTestApp('sqlite', { env: { SMTP_URL: smtp.url, SEED: seed } });
    const printed: string[] = [];
    await bootstrap(t.app, (line) => printed.push(line));
    return printed;
  };
  const demoRecords = () =>
    t!.app.db
      .selectFrom('entities')
      .select('id')
      .where('resource', 'not in', ['notificationTypes', 'notificationTemplates'])
      .execute();

  it('loads no demo data unless SEED says so, and prints why in one line', async () => {
    expect(await firstStart('')).toEqual([
      'Empty catalogue, no demo data: SMTP_URL is set (SEED=demo loads the demo data).',
    ]);
    expect(await demoRecords()).toEqual([]);
    expect(smtp.received).toEqual([]);
  });

  it('loads the demo data with SEED=demo, its accounts created without any e-mail', async () => {
    const printed = await firstStart('demo');
    expect(printed).toEqual([expect.stringMatching(/^Demo data loaded: \d+ records\.$/)]);
    const accounts = await t!.app.db.selectFrom('users').select('email').where('type', '!=', 'admin').execute();
    expect(accounts.length).toBeGreaterThanOrEqual(10);
    expect(smtp.received).toEqual([]);
  });
});
