import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchHit } from '../../lib/globalSearch';
import { category, create, documentType, expectError } from './fixtures';
import { createTestApp, DATABASES, type TestApp, tr } from './testApp';

// docs/search.md: one query over every catalogue, on the list index kept in step with each write.
describe.each(DATABASES)('global search on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  const search = async (q: string, limit?: number) => {
    const query = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
    const answer = await t.call({ method: 'GET', url: `/api/search?${query}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as { items: SearchHit[] }).items;
  };
  const found = async (q: string) => (await search(q)).map((hit) => [hit.resource, hit.id]);

  it('finds a record at once after its create, under its new name after a rename, and not after its delete', async () => {
    const created = await category(t, 'radiographies', 'Radiographies panoramiques', 'Panoramic X-rays');
    expect(await found('panoramiq')).toEqual([['documentCategories', created.id]]);
    const renamed = await t.call({
      method: 'PUT',
      url: `/api/document-categories/${created.id}`,
      payload: { ...created, label: tr('Clichés rétro-alvéolaires', 'Periapical X-rays') },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await found('panoramiq')).toEqual([]);
    expect(await found('retro-alveo')).toEqual([['documentCategories', created.id]]);
    expect((await t.call({ method: 'DELETE', url: `/api/document-categories/${created.id}` })).statusCode).toBe(204);
    expect(await found('retro-alveo')).toEqual([]);
    const restored = await t.call({
      method: 'POST',
      url: `/api/document-categories/${created.id}/restore`,
      payload: {},
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await found('retro-alveo')).toEqual([['documentCategories', created.id]]);
  });

  it('answers each hit with its catalogue, view, name, key and the matched text, accents and case aside', async () => {
    const created = await category(t, 'ortho-face', 'Téléradiographie de FACE', 'Frontal cephalogram');
    const [hit] = await search('TELERADIO');
    expect(hit).toEqual({
      resource: 'documentCategories',
      view: 'documentCategories',
      id: created.id,
      label: tr('Téléradiographie de FACE', 'Frontal cephalogram'),
      keyName: 'ortho-face',
      match: { field: 'label', language: 'fr', text: 'Téléradiographie de FACE', start: 0, end: 9, rank: 2 },
    });
    const [english] = await search('cephalo');
    expect(english.match).toEqual({
      field: 'label',
      language: 'en',
      text: 'Frontal cephalogram',
      start: 8,
      end: 15,
      rank: 3,
    });
  });

  it('ranks a whole key name first, then a whole value, a start, a word, inside', async () => {
    const category1 = await category(t, 'other-cat', 'Catégorie', 'Category');
    const inside = await documentType(t, 'doc-inside', category1.id, { label: tr('Lesmolaires', 'Inside') });
    const word = await documentType(t, 'doc-word', category1.id, { label: tr('Grandes molaires', 'Word') });
    const start = await documentType(t, 'doc-start', category1.id, { label: tr('Molaires du haut', 'Start') });
    const whole = await documentType(t, 'doc-whole', category1.id, { label: tr('Molaires', 'Whole') });
    const key = await category(t, 'molaires', 'Dents du fond', 'Back teeth');
    expect(await found('molaires')).toEqual([
      ['documentCategories', key.id],
      ['documentTypes', whole.id],
      ['documentTypes', start.id],
      ['documentTypes', word.id],
      ['documentTypes', inside.id],
    ]);
    expect((await search('molaires', 2)).map((hit) => hit.id)).toEqual([key.id, whole.id]);
  });

  it('finds e-mails, RPPS numbers and names of accounts, and descriptions', async () => {
    const diagnostician = await create(t, 'user-third-parties', {
      rpps: '10100000042',
      email: 'hannah.wright@diag.example.com',
      firstName: 'Hannah',
      lastName: 'Wright',
    });
    expect(await found('10100000042')).toEqual([['userThirdParties', diagnostician.id]]);
    expect((await search('hannah.wright@diag'))[0]).toMatchObject({ id: diagnostician.id, match: { field: 'email' } });
    const protocol = await create(t, 'protocols', {
      label: tr('Contention', 'Retention'),
      description: tr('Gouttière portée la nuit', 'Night-time splint'),
    });
    expect((await search('gouttiere'))[0]).toMatchObject({
      resource: 'protocols',
      id: protocol.id,
      match: { field: 'description', language: 'fr', text: 'Gouttière portée la nuit', start: 0, end: 9 },
    });
  });

  it('answers nothing at once for one character, whole key names alone for two', async () => {
    const short = await category(t, 'ab', 'Abcès', 'Abscess');
    expect(await search('a')).toEqual([]);
    expect(await search('')).toEqual([]);
    expect(await found('AB')).toEqual([['documentCategories', short.id]]);
    expect(await found('ab ')).toEqual([['documentCategories', short.id]]);
  });

  it('searches query syntax as text and refuses a query over 1,000 characters or a wrong limit', async () => {
    const odd = await category(t, 'odd-chars', 'Taux 100% "brut" \\ *NEAR* OR', 'Odd');
    for (const q of ['100%', '"brut"', '\\ *near*', 'near* or', '" OR "', 'a"b', '%%', '\\\\', '*', 'NEAR(a b)'])
      await search(q);
    expect(await found('100%')).toEqual([['documentCategories', odd.id]]);
    expect(await found('"brut"')).toEqual([['documentCategories', odd.id]]);
    expect(await found('\\ *near* or')).toEqual([['documentCategories', odd.id]]);
    expect(await found('100_')).toEqual([]);
    // NUL is refused by every call (server/plugins/storableInput.ts); other control characters read as spaces.
    expectError(await t.call({ method: 'GET', url: '/api/search?q=bru%00t' }), 400, 1203, 'q');
    expect(await found('\u0007brut\u001b')).toEqual([['documentCategories', odd.id]]);
    expect(await search('x'.repeat(1000))).toEqual([]);
    expectError(await t.call({ method: 'GET', url: `/api/search?q=${'x'.repeat(1001)}` }), 400, 1203, 'q');
    for (const limit of ['0', '-1', 'ten', '1.5'])
      expectError(await t.call({ method: 'GET', url: `/api/search?q=brut&limit=${limit}` }), 400, 1203, 'limit');
    expect(await search('brut', 500)).toHaveLength(1);
  });

  it('is for administrators only', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/search?q=brut' });
    expect(answer.statusCode).toBe(401);
  });
});
