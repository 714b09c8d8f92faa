import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadDemoData } from '../../server/seed/demoSeed';
import type { EntityStore } from '../../server/store/entityStore';
import { rowCount } from './fixtures';
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
