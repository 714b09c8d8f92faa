/** The demo API's own start: seeded from resources/<name>/seed.ts, kept across reloads, reset to the seeds. */
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../lib/model';
import { SYSTEM_NOTIFICATIONS } from '../../lib/systemNotifications';
import { DemoApi } from '../../src/demo/api/demoApi';
import type { DemoState } from '../../src/demo/api/state';
import { DEMO_ADMIN } from '../../src/demo/demoMode';
import { demoSeeds } from '../../src/demo/demoSeeds';
import { allModels } from '../../src/modelRegistry';

const json = (body: unknown, token?: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  body: JSON.stringify(body),
});

async function signIn(api: DemoApi, password: string = DEMO_ADMIN.password) {
  const answer = await api.handle(
    new Request('http://demo.test/api/auth/token', json({ login: DEMO_ADMIN.email, password })),
  );
  return { status: answer.status, body: (await answer.json()) as { token: string; error_code?: number } };
}

describe('demo API', () => {
  it('loads every catalogue’s demo records through the catalogue rules', async () => {
    const seeds = demoSeeds();
    let saved: DemoState | undefined;
    const api = await DemoApi.open({ models: allModels, seeds, saved: (state) => (saved = state) });
    const { body } = await signIn(api);
    const counts = (await (
      await api.handle(
        new Request('http://demo.test/api/counts', { headers: { authorization: `Bearer ${body.token}` } }),
      )
    ).json()) as Record<string, number>;
    const seeded = [...seeds.values()].reduce((sum, records) => sum + records.length, 0);
    // Beside them, as on the server whatever SEED says: each system e-mail's type and its first version per language.
    const systemMails = Object.keys(SYSTEM_NOTIFICATIONS).length * (1 + LANGUAGES.length);
    expect(seeded).toBeGreaterThan(50);
    expect(Object.values(counts).reduce((sum, n) => sum + n, 0)).toBe(seeded + systemMails);
    expect(saved?.entities).toHaveLength(seeded + systemMails);
  });

  it('keeps its state across a reload and refuses a write that breaks a rule without changing anything', async () => {
    let saved: DemoState | undefined;
    const options = { models: allModels, saved: (state: DemoState) => (saved = structuredClone(state)) };
    const api = await DemoApi.open(options);
    const { body } = await signIn(api);
    const label = [
      { language: 'fr', value: 'Photos' },
      { language: 'en', value: 'Photos' },
    ];
    const created = await api.handle(
      new Request('http://demo.test/api/act-categories', json({ label, keyName: 'photos' }, body.token)),
    );
    expect(created.status).toBe(201);
    const refused = await api.handle(
      new Request('http://demo.test/api/act-categories', json({ label, keyName: 'Photos' }, body.token)),
    );
    expect(await refused.json()).toMatchObject({ error_code: 1201, error_status: 409, error_field: 'keyName' });

    const reopened = await DemoApi.open(options, saved);
    const again = await signIn(reopened);
    const listed = await reopened.handle(
      new Request('http://demo.test/api/act-categories', { headers: { authorization: `Bearer ${again.body.token}` } }),
    );
    expect(((await listed.json()) as Array<{ keyName: string }>).map((c) => c.keyName)).toEqual(['photos']);
    expect((await signIn(reopened, 'Wrong-Passw0rd!')).body).toMatchObject({ error_code: 1100 });
  });

  it('refuses calls without a valid token (401 / 1100) and an expired one (401 / 1103)', async () => {
    const api = await DemoApi.open({ models: allModels, lifetimes: { accessTtl: -1 } });
    const none = await api.handle(new Request('http://demo.test/api/act-types'));
    expect(await none.json()).toMatchObject({ error_code: 1100, error_status: 401 });
    const { body } = await signIn(api);
    const late = await api.handle(
      new Request('http://demo.test/api/act-types', { headers: { authorization: `Bearer ${body.token}` } }),
    );
    expect(await late.json()).toMatchObject({ error_code: 1103, error_status: 401 });
  });
});
