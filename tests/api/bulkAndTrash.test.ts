import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BULK_IDS } from '../../lib/bulk';
import { category, create, documentType, expectError, ids } from './fixtures';
import { createTestApp, DATABASES, type TestApp, tr } from './testApp';

/** Selection, bulk actions, dependents of a refused delete and the trash (docs/bulk-and-trash.md). */
describe.each(DATABASES)('bulk actions and trash on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  const post = (url: string, payload: unknown) => t.call({ method: 'POST', url, payload: payload as object });
  const activity = async (record: number) =>
    (
      await t.call({ method: 'GET', url: `/api/activity?catalogue=documentCategories&record=${record}` })
    ).json() as Array<{
      action: string;
    }>;

  it('names the first 10 dependents of a refused delete, with their total', async () => {
    const cat = await category(t, 'many-children', 'Beaucoup', 'Many');
    const children = [];
    for (let i = 0; i < 12; i++) children.push(await documentType(t, `child-${String(i).padStart(2, '0')}`, cat.id));
    const refused = await t.call({ method: 'DELETE', url: `/api/document-categories/${cat.id}` });
    expectError(refused, 409, 1104);
    const body = refused.json();
    expect(body.referencesTotal).toBe(12);
    expect(body.references).toHaveLength(10);
    expect(body.references[0]).toEqual({
      resource: 'documentTypes',
      id: children[0].id,
      label: tr('child-00', 'child-00'),
    });
    expect(body.references.map((r: { id: number }) => r.id)).toEqual(children.slice(0, 10).map((c) => c.id));
  });

  it('deletes in bulk: the free records go, each referenced one is refused by name with its dependents', async () => {
    const kept = await category(t, 'bulk-kept', 'Gardée', 'Kept');
    const free = [await category(t, 'bulk-free-1'), await category(t, 'bulk-free-2')];
    const child = await documentType(t, 'bulk-child', kept.id);
    const answer = await post('/api/document-categories/bulk-delete', {
      ids: [free[0].id, kept.id, free[1].id, 999999],
    });
    expect(answer.statusCode).toBe(200);
    const outcome = answer.json();
    expect(outcome.done).toEqual([free[0].id, free[1].id]);
    expect(outcome.refused).toEqual([
      {
        id: kept.id,
        label: tr('Gardée', 'Kept'),
        error: expect.objectContaining({
          error_code: 1104,
          error_status: 409,
          references: [{ resource: 'documentTypes', id: child.id, label: tr('bulk-child', 'bulk-child') }],
          referencesTotal: 1,
        }),
      },
      { id: 999999, label: null, error: expect.objectContaining({ error_code: 1200, error_status: 404 }) },
    ]);
    const listed = ids(await t.call({ method: 'GET', url: '/api/document-categories?itemsPerPage=1000' }));
    expect(listed).toContain(kept.id);
    expect(listed).not.toContain(free[0].id);
    expect((await activity(free[0].id)).map((entry) => entry.action)).toEqual(['delete', 'create']);
    expect((await activity(kept.id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it('changes one field in bulk through the ordinary update, refusing a value a record cannot take', async () => {
    const cat = await category(t, 'bulk-update-cat');
    const other = await category(t, 'bulk-update-other');
    const types = [await documentType(t, 'bulk-u-1', cat.id), await documentType(t, 'bulk-u-2', cat.id)];
    const changed = await post('/api/document-types/bulk-update', {
      ids: types.map((type) => type.id),
      field: 'mediaType',
      value: 'video',
    });
    expect(changed.json()).toEqual({ done: types.map((type) => type.id), refused: [] });
    const read = await t.call({ method: 'GET', url: `/api/document-types/${types[0].id}` });
    expect(read.json()).toMatchObject({ mediaType: 'video', keyName: 'bulk-u-1' });
    expect(read.headers.etag).toBe('"2"');
    const moved = await post('/api/document-types/bulk-update', {
      ids: [types[0].id],
      field: 'categoryId',
      value: other.id,
    });
    expect(moved.json().done).toEqual([types[0].id]);
    const badValue = await post('/api/document-types/bulk-update', {
      ids: [types[1].id],
      field: 'mediaType',
      value: 'hologram',
    });
    expect(badValue.json().refused).toEqual([
      {
        id: types[1].id,
        label: tr('bulk-u-2', 'bulk-u-2'),
        error: expect.objectContaining({ error_code: 1203, error_field: 'mediaType' }),
      },
    ]);
    const revisions = await t.call({ method: 'GET', url: `/api/document-types/${types[0].id}/revisions` });
    expect(revisions.json().map((entry: { action: string }) => entry.action)).toEqual(['update', 'update', 'create']);
  });

  it('names the language a record lacks when a bulk change is refused for its incomplete translation set', async () => {
    const cat = await category(t, 'bulk-lang-cat');
    const type = await documentType(t, 'bulk-lang', cat.id);
    // A record older than the rule (as demo data may be): its English label is empty.
    const row = await t.app.db
      .selectFrom('entities')
      .select('data')
      .where('id', '=', type.id)
      .executeTakeFirstOrThrow();
    const data = { ...JSON.parse(row.data), label: tr('Ancien libellé', '') };
    await t.app.db
      .updateTable('entities')
      .set({ data: JSON.stringify(data) })
      .where('id', '=', type.id)
      .execute();
    const answer = await post('/api/document-types/bulk-update', {
      ids: [type.id],
      field: 'mediaType',
      value: 'video',
    });
    expect(answer.json()).toEqual({
      done: [],
      refused: [
        {
          id: type.id,
          label: tr('Ancien libellé', ''),
          error: expect.objectContaining({
            error_code: 1202,
            error_status: 400,
            error_field: 'label',
            missing_languages: ['en'],
          }),
        },
      ],
    });
  });

  it('refuses bad bulk calls with a clear 400, changing nothing', async () => {
    const cat = await category(t, 'bulk-bad');
    expectError(await post('/api/document-categories/bulk-delete', {}), 400, 1202, 'ids');
    expectError(await post('/api/document-categories/bulk-delete', { ids: [] }), 400, 1203, 'ids');
    expectError(await post('/api/document-categories/bulk-delete', { ids: ['a'] }), 400, 1203, 'ids');
    expectError(await post('/api/document-categories/bulk-delete', [cat.id]), 400, 1203);
    const tooMany = Array.from({ length: MAX_BULK_IDS + 1 }, (_, i) => i + 1);
    const refused = await post('/api/document-categories/bulk-delete', { ids: tooMany });
    expectError(refused, 400, 1203, 'ids');
    expect(refused.json().message).toContain(`at most ${MAX_BULK_IDS}`);
    expectError(
      await post('/api/document-types/bulk-update', { ids: [cat.id], field: 'label', value: 'x' }),
      400,
      1203,
      'field',
    );
    expectError(await post('/api/document-types/bulk-update', { ids: [cat.id], value: 'x' }), 400, 1202, 'field');
    expectError(
      await post('/api/document-types/bulk-update', { ids: [cat.id], field: 'mediaType' }),
      400,
      1202,
      'value',
    );
    expectError(await post('/api/document-categories/restore', { ids: [0] }), 400, 1203, 'ids');
    expect((await t.call({ method: 'GET', url: `/api/document-categories/${cat.id}` })).statusCode).toBe(200);
  });

  it('answers the ids every page of a filtered listing holds', async () => {
    const cat = await category(t, 'ids-cat');
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await documentType(t, `ids-type-${i}`, cat.id));
    const answer = await t.call({ method: 'GET', url: `/api/document-types/ids?categoryId=${cat.id}&itemsPerPage=1` });
    expect(answer.json()).toEqual({ ids: made.map((m) => m.id), total: 3 });
    expectError(await t.call({ method: 'GET', url: '/api/document-types/ids?nothing=1' }), 400, 1203, 'nothing');
  });

  it('lists the trash and restores a record, recorded in its history', async () => {
    const cat = await category(t, 'trash-one', 'Corbeille', 'Trash');
    await t.call({ method: 'DELETE', url: `/api/document-categories/${cat.id}` });
    const trash = await t.call({ method: 'GET', url: '/api/document-categories/trash?q=corbeille' });
    expect(trash.statusCode).toBe(200);
    expect(trash.json()).toEqual([
      expect.objectContaining({ id: cat.id, keyName: 'trash-one', deletedAt: expect.any(String) }),
    ]);
    expect((await t.call({ method: 'GET', url: '/api/document-categories/trash/ids?q=corbeille' })).json()).toEqual({
      ids: [cat.id],
      total: 1,
    });
    const restored = await post(`/api/document-categories/${cat.id}/restore`, {});
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: cat.id, keyName: 'trash-one' });
    expect(restored.headers.etag).toBe('"1"');
    expect(ids(await t.call({ method: 'GET', url: '/api/document-categories?q=corbeille' }))).toEqual([cat.id]);
    expect((await t.call({ method: 'GET', url: '/api/document-categories/trash?q=corbeille' })).json()).toEqual([]);
    expect((await activity(cat.id)).map((entry) => entry.action)).toEqual(['restore', 'delete', 'create']);
    // An active record is not in the trash: restoring it is 404, as any unknown one.
    expectError(await post(`/api/document-categories/${cat.id}/restore`, {}), 404, 1200);
    expectError(await post('/api/document-categories/999999/restore', {}), 404, 1200);
  });

  it('refuses to restore a record whose key name was reused since (409 / 1201), restores the others', async () => {
    const reused = await category(t, 'reused-key');
    const free = await category(t, 'not-reused');
    const answer = await post('/api/document-categories/bulk-delete', { ids: [reused.id, free.id] });
    expect(answer.json().done).toEqual([reused.id, free.id]);
    const newcomer = await category(t, 'REUSED-KEY');
    expectError(await post(`/api/document-categories/${reused.id}/restore`, {}), 409, 1201, 'keyName');
    const many = await post('/api/document-categories/restore', { ids: [reused.id, free.id] });
    expect(many.json()).toEqual({
      done: [free.id],
      refused: [
        {
          id: reused.id,
          label: tr('reused-key', 'reused-key'),
          error: expect.objectContaining({ error_code: 1201, error_status: 409, error_field: 'keyName' }),
        },
      ],
    });
    const listed = ids(await t.call({ method: 'GET', url: '/api/document-categories?itemsPerPage=1000' }));
    expect(listed).toContain(newcomer.id);
    expect(listed).not.toContain(reused.id);
    expect((await activity(reused.id)).map((entry) => entry.action)).toEqual(['delete', 'create']);
  });

  it('refuses to restore a record referring to a record deleted since (400 / 1203 on the reference)', async () => {
    const cat = await category(t, 'gone-parent');
    const type = await documentType(t, 'orphan-type', cat.id);
    await t.call({ method: 'DELETE', url: `/api/document-types/${type.id}` });
    await t.call({ method: 'DELETE', url: `/api/document-categories/${cat.id}` });
    expectError(await post(`/api/document-types/${type.id}/restore`, {}), 400, 1203, 'categoryId');
    expect((await post(`/api/document-categories/${cat.id}/restore`, {})).statusCode).toBe(200);
    expect((await post(`/api/document-types/${type.id}/restore`, {})).statusCode).toBe(200);
  });

  it('restores a practice with its account, refusing it while another account holds its e-mail', async () => {
    const practice = await create(t, 'companies', {
      name: 'Cabinet restauré',
      mainUserEmail: 'restored@example.com',
      mainUserFirstName: 'Claire',
      mainUserLastName: 'Dupont',
    });
    await t.call({ method: 'DELETE', url: `/api/companies/${practice.id}` });
    const taker = await create(t, 'companies', {
      name: 'Autre cabinet',
      mainUserEmail: 'restored@example.com',
      mainUserFirstName: 'Jean',
      mainUserLastName: 'Martin',
    });
    expectError(await post(`/api/companies/${practice.id}/restore`, {}), 409, 1201, 'mainUserEmail');
    await t.call({ method: 'DELETE', url: `/api/companies/${taker.id}` });
    const restored = await post(`/api/companies/${practice.id}/restore`, {});
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: practice.id, mainUserId: expect.any(Number) });
  });
});
