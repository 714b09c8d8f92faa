import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create } from './fixtures';
import { createTestApp, DATABASES, type TestApp, tr } from './testApp';

const CATEGORY_CATALOGUES = [
  'attribute-categories',
  'act-categories',
  'appliance-categories',
  'objective-categories',
  'session-categories',
];

/** Every catalogue with a category / sub-category pair: its API path and the fields a record needs besides the pair. */
const PAIRS: Array<[string, string, Record<string, unknown>]> = [
  ['attributes', 'attribute-categories', {}],
  ['session-types', 'session-categories', {}],
];

describe.each(DATABASES)('category rules on %s', (database) => {
  let t: TestApp;
  let serial = 0;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  const keyName = (stem: string) => `${stem}_${++serial}`;
  const category = (api: string, parentCategoryId?: number) =>
    create(t, api, { keyName: keyName('cat'), label: tr('Catégorie', 'Category'), parentCategoryId });
  const write = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>) =>
    t.call({ method, url, payload });
  const expectInvalid = (answer: Awaited<ReturnType<typeof write>>, field: string) => {
    expect(answer.statusCode, answer.body).toBe(400);
    expect(answer.json()).toMatchObject({ error_code: 1203, error_status: 400, error_field: field });
  };

  it.each(PAIRS)('%s: the sub-category must belong to the chosen category', async (api, categories, extra) => {
    const implants = await category(categories);
    const ofImplants = await category(categories, implants.id);
    const gums = await category(categories);
    const ofGums = await category(categories, gums.id);
    const record = (categoryId: number | null, subCategoryId: number | null) => ({
      ...extra,
      keyName: keyName('record'),
      label: tr('Élément', 'Item'),
      categoryId,
      subCategoryId,
    });

    // What the console's sub-category picker asks for: the children of the chosen category only.
    const offered = await t.call({ method: 'GET', url: `/api/${categories}?parentCategoryId=${gums.id}` });
    expect((offered.json() as Array<{ id: number }>).map((c) => c.id)).toEqual([ofGums.id]);

    expectInvalid(await write('POST', `/api/${api}`, record(gums.id, ofImplants.id)), 'subCategoryId');
    const created = await create(t, api, record(implants.id, ofImplants.id));
    expect(created).toMatchObject({ categoryId: implants.id, subCategoryId: ofImplants.id });

    const moved = { ...record(gums.id, ofImplants.id), keyName: created.keyName };
    expectInvalid(await write('PUT', `/api/${api}/${created.id}`, moved), 'subCategoryId');
    const unchanged = await t.call({ method: 'GET', url: `/api/${api}/${created.id}` });
    expect(unchanged.json()).toMatchObject({ categoryId: implants.id, subCategoryId: ofImplants.id });

    const both = { ...record(gums.id, ofGums.id), keyName: created.keyName };
    expect((await write('PUT', `/api/${api}/${created.id}`, both)).statusCode).toBe(200);
  });

  it('attributes: a sub-category needs its category', async () => {
    const parent = await category('attribute-categories');
    const child = await category('attribute-categories', parent.id);
    const answer = await write('POST', '/api/attributes', {
      keyName: keyName('lonely'),
      label: tr('Seul', 'Alone'),
      subCategoryId: child.id,
    });
    expectInvalid(answer, 'subCategoryId');
  });

  it.each(CATEGORY_CATALOGUES)('%s: parents form no cycle and nest two levels at most', async (api) => {
    const top = await category(api);
    const child = await category(api, top.id);
    const other = await category(api);
    const rename = (record: Record<string, unknown>, parentCategoryId: number | null) => ({
      keyName: record.keyName,
      label: tr('Renommée', 'Renamed'),
      parentCategoryId,
    });

    expectInvalid(
      await write('POST', `/api/${api}`, {
        keyName: keyName('deep'),
        label: tr('Trop', 'Deep'),
        parentCategoryId: child.id,
      }),
      'parentCategoryId',
    );
    expectInvalid(await write('PUT', `/api/${api}/${top.id}`, rename(top, child.id)), 'parentCategoryId');
    expectInvalid(await write('PUT', `/api/${api}/${top.id}`, rename(top, other.id)), 'parentCategoryId');
    expect((await t.call({ method: 'GET', url: `/api/${api}/${top.id}` })).json()).toMatchObject({
      parentCategoryId: null,
    });

    expect((await write('PUT', `/api/${api}/${other.id}`, rename(other, top.id))).statusCode).toBe(200);
    expect((await write('PUT', `/api/${api}/${child.id}`, rename(child, null))).statusCode).toBe(200);
  });
});
