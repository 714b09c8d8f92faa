import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, DATABASES, type TestApp, tr } from './testApp';

/**
 * An update answers the record without reading it back (server/store/recordReads.ts, `writtenRecord`): what it answers
 * must be what a GET answers right after, embedded summaries, account fields, children and version included.
 */
describe.each(DATABASES)('update answers on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createDemoApp(database);
  }, 120_000);
  afterAll(() => t.close());

  it('answers every catalogue record re-sent as it was read exactly as a GET does afterwards', async () => {
    const updated: string[] = [];
    for (const model of t.app.models.all) {
      if (!model.verbs.includes('update') || !model.verbs.includes('get') || !model.verbs.includes('list')) continue;
      const listed = await t.call({ method: 'GET', url: `/api/${model.api}?itemsPerPage=1` });
      const first = (listed.json() as Array<{ id: number }>)[0];
      if (!first) continue;
      const read = await t.call({ method: 'GET', url: `/api/${model.api}/${first.id}` });
      const put = await t.call({ method: 'PUT', url: `/api/${model.api}/${first.id}`, payload: read.json() });
      if (put.statusCode !== 200) continue;
      const after = await t.call({ method: 'GET', url: `/api/${model.api}/${first.id}` });
      expect(put.json(), model.name).toEqual(after.json());
      expect(put.headers.etag, model.name).toBe(after.headers.etag);
      updated.push(model.name);
    }
    // The catalogues with embedded summaries, account fields and embedded children are among them.
    expect(updated).toEqual(expect.arrayContaining(['attributes', 'companies', 'actTypes']));
    expect(updated.length).toBeGreaterThan(25);
  }, 120_000);

  it('answers a changed reference with the new summary, and a cleared one with null', async () => {
    const categories = (
      await t.call({ method: 'GET', url: '/api/attribute-categories?itemsPerPage=2' })
    ).json() as Array<{
      id: number;
    }>;
    const attribute = (await t.call({ method: 'GET', url: '/api/attributes?itemsPerPage=1' })).json()[0] as {
      id: number;
    };
    const read = (await t.call({ method: 'GET', url: `/api/attributes/${attribute.id}` })).json() as Record<
      string,
      unknown
    >;
    const moved = read.categoryId === categories[0].id ? categories[1].id : categories[0].id;
    const put = await t.call({
      method: 'PUT',
      url: `/api/attributes/${attribute.id}`,
      payload: {
        ...read,
        categoryId: moved,
        subCategoryId: null,
        pedagogicalSheetId: null,
        description: tr('décrit', 'described'),
      },
    });
    expect(put.statusCode).toBe(200);
    const after = (await t.call({ method: 'GET', url: `/api/attributes/${attribute.id}` })).json();
    expect(put.json()).toEqual(after);
    expect(after).toMatchObject({ categoryId: moved, category: { id: moved }, subCategory: null });
  });
});
