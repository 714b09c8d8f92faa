import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VIEW_NAME_MAX } from '../../lib/savedViews';
import { createAdmin } from '../../server/bootstrap';
import { expectError } from './fixtures';
import { createTestApp, DATABASES, type TestApp } from './testApp';

const PASSWORD = 'Other-Passw0rd!';

describe.each(DATABASES)('saved views and column choices on %s', (database) => {
  let t: TestApp;
  let colleague: string;
  beforeAll(async () => {
    t = await createTestApp(database);
    const other = await createAdmin(t.app, { email: 'colleague@example.com', password: PASSWORD });
    colleague = await t.app.tokens.sign({
      sub: String(other.id),
      username: 'colleague@example.com',
      roles: ['ROLE_USER_ADMIN'],
      firstConnect: false,
    });
  });
  afterAll(() => t.close());

  const save = (payload: object, token?: string) => t.call({ method: 'POST', url: '/api/saved-views', payload, token });
  const change = (id: number, payload: object, token?: string) =>
    t.call({ method: 'PUT', url: `/api/saved-views/${id}`, payload, token });
  const mine = async (listing: string, token?: string) =>
    (await t.call({ method: 'GET', url: `/api/saved-views?listing=${listing}`, token })).json() as Array<{
      name: string;
    }>;

  const wanted = {
    listing: 'actTypes',
    name: 'Radiographies récentes',
    filter: { q: 'radio', categoryId: 3 },
    sort: { field: 'keyName', order: 'DESC' },
    columns: ['label', 'keyName'],
  };

  it('saves a listing’s filters, sort and columns under a name, and lists them to their owner only', async () => {
    const saved = await save(wanted);
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      ...wanted,
      id: expect.any(Number),
      ownerEmail: 'admin@example.com',
      owned: true,
      dropped: [],
    });
    await save({ ...wanted, name: 'Autres actes', filter: {}, sort: null, columns: null });
    expect((await mine('actTypes')).map((view) => view.name)).toEqual(['Autres actes', 'Radiographies récentes']);
    expect(await mine('actCategories')).toEqual([]);
    expect(await mine('actTypes', colleague)).toEqual([]);
  });

  it('lets a colleague open a view by its link but not change or delete it (403 / 1105)', async () => {
    const { id } = (await save({ ...wanted, name: 'Partagée' })).json() as { id: number };
    const opened = await t.call({ method: 'GET', url: `/api/saved-views/${id}`, token: colleague });
    expect(opened.json()).toMatchObject({ ...wanted, name: 'Partagée', owned: false, ownerEmail: 'admin@example.com' });
    expectError(await change(id, { name: 'Volée' }, colleague), 403, 1105);
    expectError(await t.call({ method: 'DELETE', url: `/api/saved-views/${id}`, token: colleague }), 403, 1105);
    expect((await t.call({ method: 'GET', url: `/api/saved-views/${id}` })).json()).toMatchObject({ name: 'Partagée' });
    // The colleague may keep a view of the same name: names are unique per administrator.
    expect((await save({ ...wanted, name: 'Partagée' }, colleague)).statusCode).toBe(201);
  });

  it('renames and deletes a view; an unknown id is 404', async () => {
    const { id } = (await save({ ...wanted, name: 'À renommer' })).json() as { id: number };
    const renamed = await change(id, { name: '  Renommée  ' });
    expect(renamed.json()).toMatchObject({ name: 'Renommée', filter: wanted.filter, sort: wanted.sort });
    const narrowed = await change(id, { filter: { q: 'pano' }, columns: ['keyName'] });
    expect(narrowed.json()).toMatchObject({ name: 'Renommée', filter: { q: 'pano' }, columns: ['keyName'] });
    expect((await t.call({ method: 'DELETE', url: `/api/saved-views/${id}` })).statusCode).toBe(204);
    expectError(await t.call({ method: 'GET', url: `/api/saved-views/${id}` }), 404, 1200);
    expectError(await change(id, { name: 'x' }), 404, 1200);
    expectError(await t.call({ method: 'GET', url: '/api/saved-views/abc' }), 404, 1200);
  });

  it('refuses empty, too long and duplicate names, changing nothing', async () => {
    expectError(await save({ ...wanted, name: '   ' }), 400, 1202, 'name');
    expectError(await save({ ...wanted, name: undefined }), 400, 1202, 'name');
    expectError(await save({ ...wanted, name: 'x'.repeat(VIEW_NAME_MAX + 1) }), 400, 1203, 'name');
    expectError(await save({ ...wanted, name: 'tab\tinside' }), 400, 1203, 'name');
    expectError(await save({ ...wanted, name: 'RADIOGRAPHIES RÉCENTES ' }), 409, 1201, 'name');
    const { id } = (await save({ ...wanted, name: 'Unique' })).json() as { id: number };
    expectError(await change(id, { name: 'Autres actes' }), 409, 1201, 'name');
    expect((await mine('actTypes')).filter((view) => view.name === 'Unique')).toHaveLength(1);
  });

  it('refuses listings, filters, sorts and columns the listing does not have, with the field named', async () => {
    expectError(await save({ ...wanted, listing: undefined }), 400, 1202, 'listing');
    expectError(await save({ ...wanted, listing: 'nowhere' }), 400, 1203, 'listing');
    expectError(await save({ ...wanted, name: 'f', filter: { logicConditionRecommended: 'x' } }), 400, 1203, 'filter');
    expectError(await save({ ...wanted, name: 'f', filter: { q: { $ne: 1 } } }), 400, 1203, 'filter');
    expectError(await save({ ...wanted, name: 'f', filter: 'q=1' }), 400, 1203, 'filter');
    expectError(await save({ ...wanted, name: 's', sort: { field: 'nope', order: 'ASC' } }), 400, 1203, 'sort');
    expectError(await save({ ...wanted, name: 's', sort: { field: 'label', order: 'UP' } }), 400, 1203, 'sort');
    expectError(await save({ ...wanted, name: 'c', columns: [] }), 400, 1203, 'columns');
    expectError(await save({ ...wanted, name: 'c', columns: ['label', 'label'] }), 400, 1203, 'columns');
    expectError(await save({ ...wanted, name: 'c', columns: ["x'; drop table users"] }), 400, 1203, 'columns');
    expectError(await save([wanted]), 400, 1203);
  });

  it('opens a view whose filters or sort name a field gone with them dropped, and names them', async () => {
    const now = new Date().toISOString();
    const stored = { filter: { q: 'radio', retiredField: 'x' }, sort: { field: 'gone', order: 'ASC' }, columns: null };
    const { id } = await t.app.db
      .insertInto('saved_views')
      .values({
        owner_id: 1,
        listing: 'actTypes',
        name: 'Ancienne',
        name_key: 'ancienne',
        state: JSON.stringify(stored),
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const opened = (await t.call({ method: 'GET', url: `/api/saved-views/${id}`, token: colleague })).json();
    expect(opened).toMatchObject({ filter: { q: 'radio' }, sort: null, dropped: ['retiredField', 'gone'] });
    expect(opened.filter).not.toHaveProperty('retiredField');
  });

  it('keeps each administrator’s columns of each listing, and forgets them on null', async () => {
    const url = '/api/column-choices/actTypes';
    expect((await t.call({ method: 'GET', url })).json()).toEqual({ listing: 'actTypes', columns: null });
    const chosen = await t.call({ method: 'PUT', url, payload: { columns: ['keyName', 'label'] } });
    expect(chosen.json()).toEqual({ listing: 'actTypes', columns: ['keyName', 'label'] });
    await t.call({ method: 'PUT', url, payload: { columns: ['label'] } });
    expect((await t.call({ method: 'GET', url })).json()).toEqual({ listing: 'actTypes', columns: ['label'] });
    expect((await t.call({ method: 'GET', url, token: colleague })).json()).toEqual({
      listing: 'actTypes',
      columns: null,
    });
    expectError(await t.call({ method: 'PUT', url, payload: { columns: 'label' } }), 400, 1203, 'columns');
    expectError(await t.call({ method: 'PUT', url, payload: {} }), 400, 1203, 'columns');
    expectError(await t.call({ method: 'GET', url: '/api/column-choices/nowhere' }), 400, 1203, 'listing');
    await t.call({ method: 'PUT', url, payload: { columns: null } });
    expect((await t.call({ method: 'GET', url })).json()).toEqual({ listing: 'actTypes', columns: null });
  });

  it('answers 401 without a token', async () => {
    expectError(await t.call({ method: 'GET', url: '/api/saved-views', token: null }), 401, 1100);
  });
});
