import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListQuery } from '../../lib/listRules';
import { textIn } from '../../lib/translationSet';
import { missesTranslation, takesMissingTranslationFilter } from '../../lib/translationWork';
import { SERVER } from '../../server/history/entries';
import { ListSql } from '../../server/store/listSql';
import { expectError, ids } from './fixtures';
import { createDemoApp, DATABASES, type TestApp, tr } from './testApp';

// `?missingTranslation=1|0` on the list calls of catalogues with translation sets, and `GET /api/counts` with it
// (docs/translation.md, "Missing a language"), over the demo data, which holds a few records missing a language.

type Row = Record<string, unknown> & { id: number };
const fr = (value: string) => tr(value, '');

describe.each(DATABASES)('the missing-translation filter on %s', (database) => {
  let t: TestApp;
  const list = async (url: string) => {
    const response = await t.call({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as Row[];
  };
  /** A record the way older data or an import holds it: some translation set missing a language. */
  const olderRecord = async (resource: string, data: Record<string, unknown>) =>
    (await t.app.store.create(t.app.store.model(resource), data, undefined, SERVER, { languagesMayMiss: true }))
      .id as number;
  let scans: number;
  let olderScans: number[];

  beforeAll(async () => {
    t = await createDemoApp(database);
    scans = (await list('/api/document-categories?keyName=scans'))[0].id;
    olderScans = [];
    for (const n of [1, 2, 3])
      olderScans.push(
        await olderRecord('documentTypes', {
          keyName: `older_scan_${n}`,
          label: fr(`Ancien scan ${n}`),
          categoryId: scans,
        }),
      );
  });
  afterAll(() => t.close());

  it('answers the records missing a language with =1 and the complete ones with =0, together the whole catalogue', async () => {
    const all = await list('/api/document-types?itemsPerPage=1000');
    const missing = await list('/api/document-types?missingTranslation=1&itemsPerPage=1000');
    const complete = await list('/api/document-types?missingTranslation=0&itemsPerPage=1000');
    const model = t.app.store.model('documentTypes');
    expect(missing.map((r) => r.id)).toEqual(all.filter((r) => missesTranslation(model, r)).map((r) => r.id));
    expect(complete.map((r) => r.id)).toEqual(all.filter((r) => !missesTranslation(model, r)).map((r) => r.id));
    // The demo's 3D face scan is named in French only, as are the three older scans added here.
    expect(missing.map((r) => r.keyName)).toEqual(['face_scan', 'older_scan_1', 'older_scan_2', 'older_scan_3']);
    expect(complete.length).toBeGreaterThan(10);
  });

  it('judges optional sets too: half filled misses a language, empty in every language does not', async () => {
    // The demo's long-term retention protocol: its label in both languages, its description in French only.
    const missing = await list('/api/protocols?missingTranslation=1');
    expect(missing.map((r) => [textIn(r.label, 'en'), textIn(r.description, 'en')])).toEqual([
      ['Long-term retention', ''],
    ]);
    const emptyDescription = await t.call({
      method: 'POST',
      url: '/api/protocols',
      payload: { label: tr('Sans description', 'No description') },
    });
    expect(emptyDescription.statusCode).toBe(201);
    expect(ids(await t.call({ method: 'GET', url: '/api/protocols?missingTranslation=1' }))).toEqual([missing[0].id]);
    expect(ids(await t.call({ method: 'GET', url: '/api/protocols?missingTranslation=0' }))).toContain(
      emptyDescription.json().id,
    );
  });

  it('combines with a search, another filter, a sort and paging', async () => {
    const searched = await list('/api/document-types?missingTranslation=1&q=ancien%20scan');
    expect(searched.map((r) => r.id)).toEqual(olderScans);
    const filtered = await list(`/api/document-types?missingTranslation=1&categoryId=${scans}`);
    expect(filtered.map((r) => r.keyName)).toEqual(['face_scan', 'older_scan_1', 'older_scan_2', 'older_scan_3']);
    const otherCategory = await list(`/api/document-types?missingTranslation=1&categoryId[]=${scans + 1000}`);
    expect(otherCategory).toEqual([]);
    const sorted = await list('/api/document-types?missingTranslation=1&order[keyName]=desc');
    expect(sorted.map((r) => r.keyName)).toEqual(['older_scan_3', 'older_scan_2', 'older_scan_1', 'face_scan']);
    const pages = [];
    for (const page of [1, 2, 3])
      pages.push(
        (await list(`/api/document-types?missingTranslation=1&order[keyName]=asc&itemsPerPage=2&page=${page}`)).map(
          (r) => r.keyName,
        ),
      );
    expect(pages).toEqual([['face_scan', 'older_scan_1'], ['older_scan_2', 'older_scan_3'], []]);
    const completeSearched = await list('/api/document-types?missingTranslation=0&q=scan');
    expect(completeSearched.map((r) => r.keyName)).not.toContain('face_scan');
    expect(completeSearched.length).toBeGreaterThan(0);
  });

  it('follows writes: a record completed leaves the filter, its listing order untouched', async () => {
    const [id] = olderScans;
    const record = (await t.call({ method: 'GET', url: `/api/document-types/${id}` })).json();
    // Completing it is the only change the rules take: an update keeping a language missing is refused.
    expectError(
      await t.call({ method: 'PUT', url: `/api/document-types/${id}`, payload: { ...record, mediaType: 'photo' } }),
      400,
      1202,
      'label',
    );
    const completed = await t.call({
      method: 'PUT',
      url: `/api/document-types/${id}`,
      payload: { ...record, label: tr('Ancien scan 1', 'Older scan 1') },
    });
    expect(completed.statusCode).toBe(200);
    const [faceScan] = await list('/api/document-types?keyName=face_scan');
    expect(ids(await t.call({ method: 'GET', url: '/api/document-types?missingTranslation=1' }))).toEqual([
      faceScan.id,
      ...olderScans.slice(1),
    ]);
    expect(ids(await t.call({ method: 'GET', url: '/api/document-types?missingTranslation=0' }))).toContain(id);
  });

  it('is refused like any unknown filter on a catalogue without translation sets, and takes only 1 or 0', async () => {
    expectError(
      await t.call({ method: 'GET', url: '/api/companies?missingTranslation=1' }),
      400,
      1203,
      'missingTranslation',
    );
    expectError(
      await t.call({ method: 'GET', url: '/api/notification-types?missingTranslation=0' }),
      400,
      1203,
      'missingTranslation',
    );
    expectError(
      await t.call({ method: 'GET', url: '/api/protocols?missingTranslation=yes' }),
      400,
      1203,
      'missingTranslation',
    );
    expectError(
      await t.call({ method: 'GET', url: '/api/counts?missingTranslation=2' }),
      400,
      1203,
      'missingTranslation',
    );
  });

  it('counts the records missing a language per view of the catalogues with translation sets, the others omitted', async () => {
    const counts = (await t.call({ method: 'GET', url: '/api/counts?missingTranslation=1' })).json() as Record<
      string,
      number
    >;
    const complete = (await t.call({ method: 'GET', url: '/api/counts?missingTranslation=0' })).json() as Record<
      string,
      number
    >;
    const all = (await t.call({ method: 'GET', url: '/api/counts' })).json() as Record<string, number>;
    const translated = t.app.models.all.filter((model) => takesMissingTranslationFilter(model));
    expect(Object.keys(counts).sort()).toEqual(Object.keys(complete).sort());
    expect(counts).not.toHaveProperty('companies');
    expect(counts).not.toHaveProperty('notificationTypes');
    for (const view of Object.keys(counts)) expect(counts[view] + complete[view]).toBe(all[view]);
    expect(Object.keys(counts).length).toBeGreaterThanOrEqual(translated.length);
    expect(counts).toMatchObject({
      documentTypes: (await list('/api/document-types?missingTranslation=1')).length,
      protocols: 1,
      sessionTypes: 1,
      pedagogicalSheetsActType: 1,
      pedagogicalSheetsMinidiag: 0,
      pedagogicalSheetSections: 1,
      actCategories: 0,
    });
    expect((await t.call({ method: 'GET', url: '/api/counts?missingTranslation=1', token: null })).statusCode).toBe(
      401,
    );
  });

  it('answers the same rows by every plan of the list SQL (common and rare filters, small and large catalogues)', async () => {
    const model = t.app.store.model('documentTypes');
    const calls = [
      'missingTranslation=1',
      'missingTranslation=0',
      'missingTranslation=1&q=scan',
      'missingTranslation=0&q=sc',
      `missingTranslation=1&categoryId=${scans}&order[label]=asc`,
      'missingTranslation=0&itemsPerPage=3&page=2',
      'missingTranslation=1&order[keyName]=desc&itemsPerPage=1&page=2',
    ];
    const planners = [
      new ListSql(database !== 'sqlite'),
      new ListSql(database !== 'sqlite', { fewHits: 1, smallCatalogue: 0 }),
      new ListSql(database !== 'sqlite', { smallCatalogue: 0 }),
    ];
    for (const call of calls) {
      const parsed = parseListQuery(model, Object.fromEntries(new URLSearchParams(call)));
      if (!parsed.ok) throw new Error(call);
      const expected = ids(await t.call({ method: 'GET', url: `/api/document-types?${call}` }));
      for (const planner of planners)
        expect(
          (await planner.page(t.app.store.db, model, parsed.query, 'fr')).map((r) => r.id),
          call,
        ).toEqual(expected);
    }
  });
});
