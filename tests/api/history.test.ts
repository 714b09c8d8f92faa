import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../lib/history';
import { retentionDays } from '../../server/config';
import { runMaintenance } from '../../server/plugins/maintenance';
import { category, create, documentType, expectError, PNG, rowCount, uploadOverlay } from './fixtures';
import { ADMIN_EMAIL, createTestApp, DATABASES, type TestApp, tr } from './testApp';

// docs/history.md: every catalogue write appends its entry in its own transaction; revisions, the activity feed and
// revert read and use them.
describe.each(DATABASES)('change history on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  const revisions = async (api: string, id: number, query = '') => {
    const answer = await t.call({ method: 'GET', url: `/api/${api}/${id}/revisions${query}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as HistoryEntry[];
  };
  const activity = async (query: string) => {
    const answer = await t.call({ method: 'GET', url: `/api/activity?${query}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json() as HistoryEntry[];
  };
  const entryCount = () => rowCount(t, 'history_entries');
  const put = (api: string, id: number, payload: Record<string, unknown>) =>
    t.call({ method: 'PUT', url: `/api/${api}/${id}`, payload });

  it('records a create with its author, the label and every field set', async () => {
    const created = await category(t, 'created', 'Créée', 'Created');
    const [entry, ...others] = await revisions('document-categories', created.id);
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      action: 'create',
      actorId: 1,
      actorEmail: ADMIN_EMAIL,
      catalogue: 'documentCategories',
      recordId: created.id,
      label: tr('Créée', 'Created'),
      address: null,
    });
    expect(Date.parse(entry.at)).not.toBeNaN();
    expect(entry.changes).toEqual(
      expect.arrayContaining([
        { field: 'label', language: 'fr', before: null, after: 'Créée' },
        { field: 'label', language: 'en', before: null, after: 'Created' },
        { field: 'keyName', before: null, after: 'created' },
      ]),
    );
  });

  it('records an update as the fields that changed, translation sets per language, newest first', async () => {
    const created = await category(t, 'updated', 'Avant', 'Before');
    const saved = await put('document-categories', created.id, { ...created, label: tr('Avant', 'After') });
    expect(saved.statusCode, saved.body).toBe(200);
    const [update, creation] = await revisions('document-categories', created.id);
    expect(creation.action).toBe('create');
    expect(update).toMatchObject({ action: 'update', actorId: 1, label: tr('Avant', 'After') });
    expect(update.changes).toEqual([{ field: 'label', language: 'en', before: 'Before', after: 'After' }]);
    expect(update.id).toBeGreaterThan(creation.id);
  });

  it('records nothing for an update that changes nothing, nor for a refused write', async () => {
    const created = await category(t, 'unchanged');
    await category(t, 'taken');
    const before = await entryCount();
    expect((await put('document-categories', created.id, created)).statusCode).toBe(200);
    expectError(await put('document-categories', created.id, { ...created, keyName: 'taken' }), 409, 1201, 'keyName');
    expectError(await put('document-categories', created.id, { ...created, label: [] }), 400, 1202, 'label');
    expectError(
      await t.call({
        method: 'POST',
        url: '/api/document-categories',
        payload: { keyName: 'taken', label: tr('a', 'b') },
      }),
      409,
      1201,
      'keyName',
    );
    expectError(await t.call({ method: 'DELETE', url: '/api/document-categories/999999' }), 404, 1200);
    expect(await entryCount()).toBe(before);
  });

  it('records a delete, a move among siblings and a relation list change', async () => {
    const first = await category(t, 'move-a');
    const second = await category(t, 'move-b');
    const moved = await t.call({
      method: 'PUT',
      url: `/api/document-categories/${second.id}/display-order`,
      payload: { displayOrder: 0 },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [move] = await revisions('document-categories', second.id);
    expect(move).toMatchObject({ action: 'move', changes: [{ field: 'displayOrder', after: 0 }] });
    expect(move.changes[0].before).toBeGreaterThan(0);

    const doc = await documentType(t, 'in-scenario', first.id);
    const scenario = await create(t, 'scenarios', { label: tr('Bilan', 'Check-up'), keyName: 'history-scenario' });
    const set = await t.call({
      method: 'POST',
      url: `/api/scenarios/${scenario.id}/document-types`,
      payload: [{ id: doc.id, role: 'reference' }],
    });
    expect(set.statusCode, set.body).toBe(200);
    const [relation] = await revisions('scenarios', scenario.id);
    expect(relation).toMatchObject({
      action: 'relation',
      changes: [{ field: 'documents', before: [], after: [{ id: doc.id, role: 'reference' }] }],
    });

    const removed = await t.call({ method: 'DELETE', url: `/api/document-categories/${second.id}` });
    expect(removed.statusCode, removed.body).toBe(204);
    const [deletion] = await revisions('document-categories', second.id);
    expect(deletion).toMatchObject({ action: 'delete', actorId: 1, label: tr('move-b', 'move-b'), changes: [] });
  });

  it("records an overlay upload by its name and size, never its bytes, and an exam form's fields", async () => {
    const uploaded = await uploadOverlay(t, PNG, 'grid.png');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const [upload] = await revisions('image-overlays', uploaded.json().id);
    expect(upload).toMatchObject({ action: 'upload', label: 'grid.png' });
    expect(upload.changes).toEqual(
      expect.arrayContaining([
        { field: 'originalName', before: null, after: 'grid.png' },
        { field: 'size', before: null, after: PNG.length },
      ]),
    );
    expect(JSON.stringify(upload)).not.toContain(PNG.toString('base64'));

    const examCategory = await create(t, 'exam-categories', {
      label: tr('Visage', 'Face'),
      keyName: 'history-face',
      examType: 'clinical',
    });
    const exam = await create(t, 'exam-panel-types', {
      label: tr('Profil', 'Profile'),
      keyName: 'history-profile',
      categoryId: examCategory.id,
      examType: 'clinical',
    });
    const form = await t.call({
      method: 'POST',
      url: `/api/components/${exam.id}/fields`,
      payload: [{ label: tr('Nez', 'Nose'), type: 'text', required: false, displayOrder: 0 }],
    });
    expect(form.statusCode, form.body).toBe(200);
    const [field] = form.json();
    expect((await revisions('fields', field.id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it('records one entry per record of a bulk create', async () => {
    const answer = await t.call({
      method: 'POST',
      url: '/api/document-categories/batch',
      payload: { items: [1, 2, 3].map((n) => ({ keyName: `bulk-${n}`, label: tr(`Lot ${n}`, `Bulk ${n}`) })) },
    });
    expect(answer.statusCode, answer.body).toBe(201);
    for (const id of answer.json().ids as number[])
      expect(await revisions('document-categories', id)).toMatchObject([{ action: 'create', actorId: 1 }]);
  });

  it('rolls a write back with its entry: when the entry cannot be written, the write is gone too', async () => {
    const created = await category(t, 'atomic', 'Atomique', 'Atomic');
    await sql`alter table history_entries rename to history_entries_away`.execute(t.app.db);
    try {
      const failed = await put('document-categories', created.id, { ...created, label: tr('Perdu', 'Lost') });
      expect(failed.statusCode).toBe(500);
      const removed = await t.call({ method: 'DELETE', url: `/api/document-categories/${created.id}` });
      expect(removed.statusCode).toBe(500);
    } finally {
      await sql`alter table history_entries_away rename to history_entries`.execute(t.app.db);
    }
    const read = await t.call({ method: 'GET', url: `/api/document-categories/${created.id}` });
    expect(read.statusCode).toBe(200);
    expect(read.json().label).toEqual(tr('Atomique', 'Atomic'));
    expect(read.headers.etag).toBe('"1"');
  });

  it('pages revisions and refuses unknown records and bad paging', async () => {
    const created = await category(t, 'paged', 'v0', 'v0');
    for (let n = 1; n <= 4; n++)
      expect((await put('document-categories', created.id, { ...created, label: tr(`v${n}`, 'v0') })).statusCode).toBe(
        200,
      );
    const all = await revisions('document-categories', created.id);
    expect(all.map((entry) => entry.changes[0].after)).toEqual(['v4', 'v3', 'v2', 'v1', 'v0']);
    const second = await revisions('document-categories', created.id, '?page=2&itemsPerPage=2');
    expect(second.map((entry) => entry.id)).toEqual([all[2].id, all[3].id]);
    const oldest = await revisions('document-categories', created.id, '?order[at]=asc&itemsPerPage=1');
    expect(oldest.map((entry) => entry.action)).toEqual(['create']);
    expectError(await t.call({ method: 'GET', url: '/api/document-categories/999999/revisions' }), 404, 1200);
    expectError(await t.call({ method: 'GET', url: `/api/protocols/${created.id}/revisions` }), 404, 1200);
    expectError(
      await t.call({ method: 'GET', url: `/api/document-categories/${created.id}/revisions?page=0` }),
      400,
      1203,
      'page',
    );
    expectError(
      await t.call({ method: 'GET', url: `/api/document-categories/${created.id}/revisions?actor=1` }),
      400,
      1203,
      'actor',
    );
  });

  const revert = (api: string, id: number, revisionId: number) =>
    t.call({ method: 'POST', url: `/api/${api}/${id}/revisions/${revisionId}/revert` });

  it('reverts a record to how it was right after a revision, recorded as a new revision', async () => {
    const created = await category(t, 'reverted', 'Un', 'One');
    await put('document-categories', created.id, { ...created, label: tr('Deux', 'Two') });
    await put('document-categories', created.id, { ...created, keyName: 'reverted-3', label: tr('Trois', 'Two') });
    const [, second, creation] = await revisions('document-categories', created.id);
    const back = await revert('document-categories', created.id, second.id);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json()).toMatchObject({ keyName: 'reverted', label: tr('Deux', 'Two') });
    expect(back.headers.etag).toBe('"4"');
    const [entry] = await revisions('document-categories', created.id);
    expect(entry).toMatchObject({ action: 'revert', revertedTo: second.id, actorId: 1 });
    expect(entry.changes).toEqual([
      { field: 'label', language: 'fr', before: 'Trois', after: 'Deux' },
      { field: 'keyName', before: 'reverted-3', after: 'reverted' },
    ]);
    const first = await revert('document-categories', created.id, creation.id);
    expect(first.json()).toMatchObject({ keyName: 'reverted', label: tr('Un', 'One') });
  });

  it('refuses a revert that would break a rule, and unknown records or revisions, recording nothing', async () => {
    const created = await category(t, 'key-then', 'Clé', 'Key');
    await put('document-categories', created.id, { ...created, keyName: 'key-now' });
    await category(t, 'key-then');
    const [, creation] = await revisions('document-categories', created.id);
    /** The refusal answered, and no entry appended. */
    const refused = async (
      call: () => Promise<{ statusCode: number; json(): unknown }>,
      ...expected: [number, number, string?]
    ) => {
      const before = await entryCount();
      expectError(await call(), ...expected);
      expect(await entryCount()).toBe(before);
    };
    await refused(() => revert('document-categories', created.id, creation.id), 409, 1201, 'keyName');

    const overlay = (await uploadOverlay(t, PNG, 'ref.png')).json();
    const doc = await documentType(t, 'ref-then', created.id, { imageOverlayId: overlay.id });
    await put('document-types', doc.id, { ...doc, imageOverlayId: null });
    expect((await t.call({ method: 'DELETE', url: `/api/image-overlays/${overlay.id}` })).statusCode).toBe(204);
    const [, docCreation] = await revisions('document-types', doc.id);
    await refused(() => revert('document-types', doc.id, docCreation.id), 400, 1203, 'imageOverlayId');

    const other = await category(t, 'other-record');
    const [otherCreation] = await revisions('document-categories', other.id);
    await refused(() => revert('document-categories', created.id, otherCreation.id), 404, 1200);
    await refused(() => revert('document-categories', created.id, 999999), 404, 1200);
    await refused(() => revert('document-categories', created.id, 0), 404, 1200);
    expect((await t.call({ method: 'DELETE', url: `/api/document-categories/${other.id}` })).statusCode).toBe(204);
    await refused(() => revert('document-categories', other.id, otherCreation.id), 404, 1200);
  });

  it('filters and pages the activity feed', async () => {
    const stamp = new Date().toISOString();
    const created = await category(t, 'feed', 'Flux', 'Feed');
    await put('document-categories', created.id, { ...created, label: tr('Flux 2', 'Feed') });
    const newest = await activity('itemsPerPage=2');
    expect(newest.map((entry) => [entry.action, entry.recordId])).toEqual([
      ['update', created.id],
      ['create', created.id],
    ]);
    const next = await activity('itemsPerPage=2&page=2');
    expect(next.every((entry) => entry.id < newest[1].id)).toBe(true);
    expect((await activity(`record=${created.id}&catalogue=documentCategories`)).map((entry) => entry.action)).toEqual([
      'update',
      'create',
    ]);
    expect((await activity(`action=update&from=${encodeURIComponent(stamp)}`)).map((entry) => entry.recordId)).toEqual([
      created.id,
    ]);
    expect(await activity('actor=999')).toEqual([]);
    const mine = await activity('actor=1&itemsPerPage=1000');
    expect(mine.length).toBeGreaterThan(10);
    expect(mine.every((entry) => entry.actorId === 1)).toBe(true);
    const scenarios = await activity('catalogue=scenarios');
    expect(scenarios.length).toBeGreaterThan(0);
    expect(scenarios.every((entry) => entry.catalogue === 'scenarios')).toBe(true);
    expect(await activity(`to=${encodeURIComponent(stamp)}&action=update&record=${created.id}`)).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await activity(`from=${today}&to=${today}&record=${created.id}`)).length).toBe(2);
    for (const [query, field] of [
      ['actor=abc', 'actor'],
      ['catalogue=nope', 'catalogue'],
      ['action=rename', 'action'],
      ['from=yesterday', 'from'],
      ['from=2026-02-30', 'from'],
      ['from=2026-03-02&to=2026-03-01', 'to'],
      ['itemsPerPage=0', 'itemsPerPage'],
      ['order[at]=up', 'order[at]'],
      ['colour=red', 'colour'],
    ])
      expectError(await t.call({ method: 'GET', url: `/api/activity?${query}` }), 400, 1203, field);
  });

  it('answers history calls to administrators only', async () => {
    expectError(await t.call({ method: 'GET', url: '/api/activity', token: null }), 401, 1100);
  });
});

// HISTORY_RETENTION_DAYS: the hourly maintenance removes older entries (docs/history.md, "Retention").
describe.each(DATABASES)('history retention on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database, { env: { HISTORY_RETENTION_DAYS: '30' } });
  });
  afterAll(() => t.close());

  it('removes the entries older than the retention, keeps the others', async () => {
    const kept = await category(t, 'kept-entry');
    const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await t.app.db
      .insertInto('history_entries')
      .values({
        at: old,
        action: 'update',
        catalogue: 'documentCategories',
        record_id: kept.id,
        changes: '[]',
      } as never)
      .execute();
    expect(await runMaintenance(t.app)).toBeDefined();
    const left = await t.app.db
      .selectFrom('history_entries')
      .select(['action', 'at'])
      .where('record_id', '=', kept.id)
      .where('catalogue', '=', 'documentCategories')
      .execute();
    expect(left.map((entry) => entry.action)).toEqual(['create']);
    expect(left[0].at > old).toBe(true);
  });

  it('refuses a retention that is not a whole number of days at start', () => {
    for (const value of ['0', '-3', '1.5', 'forever', '40000'])
      expect(() => retentionDays(value)).toThrow(/HISTORY_RETENTION_DAYS/);
    expect(retentionDays('')).toBeUndefined();
    expect(retentionDays(undefined)).toBeUndefined();
    expect(retentionDays('365')).toBe(365);
  });
});
