import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'node:querystring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { representationOf } from '../../lib/catalogueFacts';
import { applyListQuery, parseListQuery } from '../../lib/listRules';
import { buildRegistry, loadModels } from '../../server/models';
import { ListIndex } from '../../server/store/listIndex';
import { ListSql } from '../../server/store/listSql';
import { expectError } from './fixtures';
import { createTestApp, DATABASES, type TestApp, tr } from './testApp';

/** A catalogue declared by its folder alone: searchable, filterable and sortable with no other edit. */
const LENS_MODEL = `
export default {
  name: 'lenses',
  api: 'lenses',
  area: 'images',
  verbs: ['list', 'get', 'create', 'update', 'delete'],
  orderable: {},
  views: [
    { name: 'lenses', filter: { 'exists[familyId]': 0 } },
    { name: 'lensVariants', filter: { 'exists[familyId]': 1 } },
    { name: 'wideLenses', filter: { kind: 'wide' } },
  ],
  fields: {
    label: { type: 'translation', required: true, names: true, searched: true },
    keyName: { type: 'keyName', searched: true },
    zoom: { type: 'number' },
    kind: { type: 'enum', values: ['wide', 'macro', 'tele'], default: 'wide' },
    uses: { type: 'enumList', values: ['face', 'teeth', 'xray'] },
    sharp: { type: 'boolean', default: false },
    note: { type: 'string', max: 200 },
    familyId: { type: 'reference', model: 'lenses' },
  },
};
`;

type Row = Record<string, unknown> & { id: number };
const KINDS = ['wide', 'macro', 'tele'];
const USES = [[], ['face'], ['teeth', 'xray'], ['face', 'teeth']];
/** Names with accents, cases and ties, so that searches and orders have something to get wrong. */
const FRENCH = ['Éléphant rosé', 'élan', 'Zèbre', 'abeille', 'Âne', 'zébu', 'Eléphant', 'Ours'];
const ENGLISH = ['Pink elephant', 'moose', 'Zebra', 'bee', 'Donkey', 'zebu', 'Elephant', 'bear'];

describe.each(DATABASES)('the list index on %s', (database) => {
  let dir: string;
  let t: TestApp;
  let all: Row[];
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'resources-'));
    mkdirSync(path.join(dir, 'lenses'));
    writeFileSync(path.join(dir, 'lenses', 'model.ts'), LENS_MODEL);
    t = await createTestApp(database, { models: await loadModels(dir) });
    const families = await t.call({
      method: 'POST',
      url: '/api/lenses/batch',
      payload: {
        items: [0, 1, 2].map((i) => ({
          keyName: `family-${i}`,
          label: tr(FRENCH[i * 2], ENGLISH[i * 2]),
          zoom: 3 - i,
        })),
      },
    });
    expect(families.statusCode).toBe(201);
    const familyIds = families.json().ids as number[];
    const items = Array.from({ length: 230 }, (_, i) => ({
      keyName: `lens-${i}`,
      label: tr(`${FRENCH[i % FRENCH.length]} ${i % 5}`, `${ENGLISH[(i * 3) % ENGLISH.length]} ${i % 5}`),
      ...(i % 4 === 0 ? {} : { zoom: i % 6 }),
      kind: KINDS[i % 3],
      uses: USES[i % 4],
      sharp: i % 2 === 0,
      ...(i % 3 === 0 ? { note: i % 2 ? 'Réglage AUTOMATIQUE' : '' } : {}),
      ...(i % 5 === 0 ? {} : { familyId: familyIds[i % 3] }),
    }));
    const created = await t.call({ method: 'POST', url: '/api/lenses/batch', payload: items });
    expect(created.statusCode).toBe(201);
    all = (await t.call({ method: 'GET', url: '/api/lenses?itemsPerPage=1000' })).json();
    expect(all).toHaveLength(233);
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const model = () => t.app.models.byName.get('lenses')!;
  const ids = (rows: Row[]) => rows.map((r) => r.id);
  const fetchIds = async (query: string, language = 'fr') => {
    const response = await t.call({
      method: 'GET',
      url: `/api/lenses?${query}`,
      headers: { 'accept-language': language },
    });
    expect(response.statusCode, query).toBe(200);
    return ids(response.json());
  };
  /** The same call answered in memory by lib/listRules over every record. */
  const expected = (query: string, language = 'fr') => {
    const parsed = parseListQuery(model(), parse(query));
    if (!parsed.ok) throw new Error(parsed.message);
    const byId = new Map(all.map((r) => [r.id, r]));
    const nameOf = (_resource: string, id: number) => byId.get(id)?.[representationOf(model())];
    return ids(applyListQuery(model(), all, parsed.query, language, nameOf) as Row[]);
  };

  it.each([
    '',
    'kind=macro',
    'kind=MACRO',
    'kind=macro&kind=tele',
    'uses=face',
    'uses[]=teeth&uses[]=xray',
    'sharp=1',
    'sharp=false',
    'exists[zoom]=0',
    'exists[note]=1',
    'exists[uses]=0',
    'exists[familyId]=1&sharp=1',
    'q=éléphant',
    'q=ELEPHANT',
    'q=rose',
    'q=é',
    'q=ze',
    'q=automatique',
    'q=nothing-like-this',
    'order[label]=asc',
    'order[label]=desc',
    'order[zoom]=asc',
    'order[zoom]=desc',
    'order[familyId]=asc',
    'order[familyId]=desc',
    'order[sharp]=desc&order[label]=asc',
    'order[note]=asc',
    'order[kind]=desc&order[zoom]=asc',
    'kind=wide&order[label]=asc&q=e',
    'uses=teeth&exists[zoom]=1&order[zoom]=desc&itemsPerPage=7&page=3',
  ])('answers %s as the rules in memory do, in both languages, page by page', async (query) => {
    for (const language of ['fr', 'en'])
      for (const paging of ['', '&itemsPerPage=100&page=2', '&itemsPerPage=9&page=4']) {
        const full = `${query}${query.includes('page=') ? '' : paging}`;
        expect(await fetchIds(full, language), `${full} (${language})`).toEqual(expected(full, language));
      }
  });

  it.each([
    'q=e',
    'q=e&order[label]=desc',
    'q=ze',
    'q=ze&order[zoom]=asc',
    'q=elephant',
    'q=elephant&order[label]=asc',
    'q=elephant&order[kind]=desc&order[zoom]=asc',
    'q=automatique&kind=wide',
    'q=elephant&sharp=1&order[familyId]=desc',
    'kind=wide',
    'kind=wide&sharp=1',
    'kind[]=wide&kind[]=tele&order[id]=desc',
  ])(
    'answers %s the same whether a search or filter matches few or many records (planned by ListSql)',
    async (query) => {
      // With room for a single hit, every search here is "common": walked row by row or collected whole (SQLite),
      // and every filter is checked on the order's walk (PostgreSQL), every catalogue planned as a large one (the
      // server's own planner, asked through the API, keeps one plan per statement for these small catalogues).
      const common = new ListSql(database !== 'sqlite', { fewHits: 1, smallCatalogue: 0 });
      // Every catalogue planned as a large one, searches with few hits driven from their matches.
      const rare = new ListSql(database !== 'sqlite', { smallCatalogue: 0 });
      for (const paging of ['&itemsPerPage=100&page=1', '&itemsPerPage=9&page=3', '&itemsPerPage=7&page=30']) {
        const parsed = parseListQuery(model(), parse(`${query}${paging}`));
        if (!parsed.ok) throw new Error(parsed.message);
        for (const planner of [common, rare])
          expect(
            (await planner.page(t.app.db, model(), parsed.query, 'fr')).map((row) => row.id),
            `${query}${paging}`,
          ).toEqual(expected(`${query}${paging}`));
        expect(await fetchIds(`${query}${paging}`), `${query}${paging}`).toEqual(expected(`${query}${paging}`));
      }
    },
  );

  it('pages filters selecting 0, 1, 100 and 101 rows at the page boundary', async () => {
    const all230 = all.filter((r) => String(r.keyName).startsWith('lens-'));
    const ask = (count: number) =>
      `id[]=${
        all230
          .slice(0, count)
          .map((r) => r.id)
          .join('&id[]=') || '0'
      }`;
    for (const count of [0, 1, 100, 101]) {
      const page1 = await fetchIds(`${ask(count)}&itemsPerPage=100&page=1`);
      const page2 = await fetchIds(`${ask(count)}&itemsPerPage=100&page=2`);
      expect(page1).toHaveLength(Math.min(count, 100));
      expect(page2).toHaveLength(Math.max(0, count - 100));
      expect(new Set([...page1, ...page2]).size).toBe(count);
    }
  });

  it('never skips nor repeats a row while paging an order full of ties', async () => {
    // The catalogue's own order too (positions repeat across sibling groups), and searched pages.
    const searched = all.filter((r) => JSON.stringify(r.label).toLowerCase().includes('e')).length;
    const orders: Array<[string, number]> = [
      ['order[sharp]=asc', all.length],
      ['order[kind]=desc', all.length],
      ['order[zoom]=asc', all.length],
      ['order[label]=desc', all.length],
      ['', all.length],
      ['q=e', searched],
    ];
    expect(searched).toBeGreaterThan(100);
    for (const [order, count] of orders) {
      const seen: number[] = [];
      for (let page = 1; ; page++) {
        const rows = await fetchIds(`${order}&itemsPerPage=7&page=${page}`);
        seen.push(...rows);
        if (rows.length < 7) break;
      }
      expect(seen, order).toHaveLength(count);
      expect(new Set(seen).size, order).toBe(count);
      expect(seen, order).toEqual(expected(`${order}&itemsPerPage=1000`));
    }
  });

  it('searches case- and accent-insensitively in every language of a label', async () => {
    const labelled = async (q: string) => {
      const response = await t.call({ method: 'GET', url: `/api/lenses?q=${encodeURIComponent(q)}&itemsPerPage=1000` });
      return (response.json() as Row[]).map((r) =>
        (r.label as Array<{ value: string }>).map((l) => l.value).join(' / '),
      );
    };
    for (const q of ['ELEPHANT ROSE', 'éléphant rosé', 'Elephant Rose']) {
      const found = await labelled(q);
      expect(found.length, q).toBeGreaterThan(0);
      for (const label of found) expect(label, q).toMatch(/Éléphant rosé/);
    }
    for (const q of ['PINK', 'pink eleph']) {
      const found = await labelled(q);
      expect(found.length, q).toBeGreaterThan(0);
      for (const label of found) expect(label, q).toMatch(/Pink elephant/);
    }
    // A search never matches across two fields: "rosé 0" holds the label's end and nothing else.
    expect(await labelled('rose 0 lens')).toEqual([]);
  });

  it('orders by label in the reader language, names before missing values in both directions', async () => {
    const firstLabel = async (language: string, direction: string) => {
      const response = await t.call({
        method: 'GET',
        url: `/api/lenses?order[label]=${direction}&itemsPerPage=1`,
        headers: { 'accept-language': language },
      });
      return (response.json()[0].label as Array<{ language: string; value: string }>).find(
        (l) => l.language === language,
      )?.value;
    };
    expect(await firstLabel('fr', 'asc')).toBe('abeille 0');
    expect(await firstLabel('en', 'asc')).toBe('bear 0');
    expect(await firstLabel('fr', 'desc')).toBe('zébu 4');
    const noZoomLast = await fetchIds('order[zoom]=desc&itemsPerPage=1000');
    const withoutZoom = new Set(all.filter((r) => r.zoom === undefined || r.zoom === null).map((r) => r.id));
    expect(noZoomLast.slice(-withoutZoom.size).every((id) => withoutZoom.has(id))).toBe(true);
  });

  it('orders by a reference by the referenced name, and follows a rename', async () => {
    const family = all.find((r) => r.keyName === 'family-0')!;
    const before = await fetchIds('order[familyId]=asc&itemsPerPage=1000');
    const renamed = await t.call({
      method: 'PUT',
      url: `/api/lenses/${family.id}`,
      payload: { ...family, label: tr('zzz dernier', 'zzz last') },
    });
    expect(renamed.statusCode).toBe(200);
    all = (await t.call({ method: 'GET', url: '/api/lenses?itemsPerPage=1000' })).json();
    const after = await fetchIds('order[familyId]=asc&itemsPerPage=1000');
    expect(after).not.toEqual(before);
    expect(after).toEqual(expected('order[familyId]=asc&itemsPerPage=1000'));
  });

  it('orders by a reference right after updates that change it, clear it or set it', async () => {
    const families = all.filter((r) => typeof r.keyName === 'string' && r.keyName.startsWith('family-'));
    const lenses = all.filter((r) => typeof r.keyName === 'string' && r.keyName.startsWith('lens-')).slice(30, 36);
    // From one family to another, from a family to none, from none to a family (lens-30 and lens-35 have none).
    const familyIds = [families[2].id, null, families[0].id, null, families[1].id, families[2].id];
    for (const [i, { id, ...lens }] of lenses.entries()) {
      const moved = await t.call({
        method: 'PUT',
        url: `/api/lenses/${id}`,
        payload: { ...lens, familyId: familyIds[i] },
      });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    all = (await t.call({ method: 'GET', url: '/api/lenses?itemsPerPage=1000' })).json();
    for (const query of [
      'order[familyId]=asc',
      'order[familyId]=desc',
      `familyId=${families[2].id}`,
      'exists[familyId]=0',
    ])
      for (const language of ['fr', 'en'])
        expect(await fetchIds(`${query}&itemsPerPage=1000`, language), `${query} (${language})`).toEqual(
          expected(`${query}&itemsPerPage=1000`, language),
        );
  });

  it('keeps searching, filtering and sorting right after updates that change some fields and keep the others', async () => {
    const changes: Array<(r: Row) => Row> = [
      (r) => ({ ...r, label: tr('Ornithorynque mis à jour', 'Updated platypus') }),
      (r) => ({ ...r, zoom: null, kind: 'tele' }),
      (r) => ({ ...r, uses: ['xray'], note: 'Réglage MANUEL' }),
      (r) => ({ ...r, note: '', sharp: !r.sharp }),
      (r) => r,
    ];
    const targets = all.filter((r) => typeof r.keyName === 'string' && r.keyName.startsWith('lens-')).slice(10, 20);
    for (const [i, record] of targets.entries()) {
      const { id, ...payload } = changes[i % changes.length](record);
      const updated = await t.call({ method: 'PUT', url: `/api/lenses/${id}`, payload });
      expect(updated.statusCode).toBe(200);
    }
    all = (await t.call({ method: 'GET', url: '/api/lenses?itemsPerPage=1000' })).json();
    for (const query of [
      'q=ornithorynque',
      'q=platypus',
      'q=manuel',
      'q=automatique',
      'kind=tele',
      'uses=xray',
      'sharp=1',
      'exists[zoom]=0',
      'exists[note]=1',
      'order[label]=asc',
      'order[zoom]=desc',
      'order[note]=asc',
    ])
      for (const language of ['fr', 'en'])
        expect(await fetchIds(`${query}&itemsPerPage=1000`, language), `${query} (${language})`).toEqual(
          expected(`${query}&itemsPerPage=1000`, language),
        );
  });

  it('keeps references, key names and search right after updates that leave them unchanged', async () => {
    const [first, second] = all.filter((r) => typeof r.keyName === 'string' && r.keyName.startsWith('family-'));
    const created = await t.call({
      method: 'POST',
      url: '/api/lenses',
      payload: { keyName: 'kept-refs', label: tr('Loupe gardée', 'Kept loupe'), familyId: first.id },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, ...lens } = created.json() as Row;
    // Only the label changes (its search text, its sort keys): the reference and the key name stay.
    const label = tr('Loupe mise au point', 'Focused loupe');
    const renamed = await t.call({ method: 'PUT', url: `/api/lenses/${id}`, payload: { ...lens, label } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ keyName: 'kept-refs', familyId: first.id, label });
    expect(await fetchIds('q=point')).toEqual([id]);
    expect(await fetchIds('q=focused', 'en')).toEqual([id]);
    expect(await fetchIds('q=gardée')).toEqual([]);
    expect(await fetchIds('q=kept-refs')).toEqual([id]);
    expect(await fetchIds(`familyId=${first.id}&q=kept-refs`)).toEqual([id]);
    // The kept reference still protects its target.
    expectError(await t.call({ method: 'DELETE', url: `/api/lenses/${first.id}` }), 409, 1104);
    // Another record's key name is still refused.
    const taken = await t.call({
      method: 'PUT',
      url: `/api/lenses/${id}`,
      payload: { ...lens, keyName: second.keyName },
    });
    expectError(taken, 409, 1201, 'keyName');
    // A changed reference is rewritten: its new target is protected, its old one holds no reference from it.
    const moved = await t.call({ method: 'PUT', url: `/api/lenses/${id}`, payload: { ...lens, familyId: second.id } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await fetchIds(`familyId=${second.id}&q=kept-refs`)).toEqual([id]);
    expectError(await t.call({ method: 'DELETE', url: `/api/lenses/${second.id}` }), 409, 1104);
    const refs = await t.app.db.selectFrom('entity_refs').select('to_id').where('from_id', '=', id).execute();
    expect(refs.map((r) => r.to_id)).toEqual([second.id]);
    expect((await t.call({ method: 'DELETE', url: `/api/lenses/${id}` })).statusCode).toBe(204);
  });

  it('counts the records of every view in one call', async () => {
    const response = await t.call({ method: 'GET', url: '/api/counts' });
    expect(response.statusCode).toBe(200);
    const counts = response.json();
    expect(counts).toEqual({
      lenses: all.filter((r) => r.familyId === undefined || r.familyId === null).length,
      lensVariants: all.filter((r) => typeof r.familyId === 'number').length,
      wideLenses: all.filter((r) => r.kind === 'wide').length,
    });
    expect((await t.call({ method: 'GET', url: '/api/counts', token: null })).statusCode).toBe(401);
  });

  it('writes a batch all or none, naming the refused record by its index', async () => {
    const before = all.length;
    const refused = await t.call({
      method: 'POST',
      url: '/api/lenses/batch',
      payload: {
        items: [
          { keyName: 'good', label: tr('Bon', 'Good') },
          { keyName: 'bad', label: tr('', 'Missing French') },
        ],
      },
    });
    expectError(refused, 400, 1202, 'label');
    expect(refused.json().index).toBe(1);
    const twice = await t.call({
      method: 'POST',
      url: '/api/lenses/batch',
      payload: [
        { keyName: 'same', label: tr('Un', 'One') },
        { keyName: 'SAME', label: tr('Deux', 'Two') },
      ],
    });
    expectError(twice, 409, 1201, 'keyName');
    expect(twice.json().index).toBe(1);
    const taken = await t.call({
      method: 'POST',
      url: '/api/lenses/batch',
      payload: [{ keyName: 'lens-3', label: tr('A', 'A') }],
    });
    expectError(taken, 409, 1201, 'keyName');
    expectError(await t.call({ method: 'POST', url: '/api/lenses/batch', payload: { items: [] } }), 400, 1203, 'items');
    expect((await t.call({ method: 'GET', url: '/api/lenses?itemsPerPage=1000' })).json()).toHaveLength(before);
  });

  it('derives the index again at start when a model changes', async () => {
    const changed = buildRegistry([{ ...model(), fields: { ...model().fields, lensMaker: { type: 'string' } } }]);
    const index = new ListIndex(changed, database === 'postgres');
    expect(await index.rebuildStale(t.app.db)).toEqual(['lenses']);
    expect(await index.rebuildStale(t.app.db)).toEqual([]);
    expect(await fetchIds('q=elephant&order[label]=asc')).toEqual(expected('q=elephant&order[label]=asc'));
    // The app's own models: derived again, same answers.
    expect(await t.app.store.listIndex.rebuildStale(t.app.db)).toEqual(['lenses']);
    expect(await fetchIds('kind=tele&order[zoom]=desc')).toEqual(expected('kind=tele&order[zoom]=desc'));
  });

  it('refuses an order on a field that cannot be ordered', async () => {
    expectError(await t.call({ method: 'GET', url: '/api/lenses?order[uses]=asc' }), 400, 1203, 'order[uses]');
  });

  /** The ids of a page as `planner` answers it (its memory of common terms and filters kept between calls). */
  const plannedIds = async (planner: ListSql, query: string) => {
    const parsed = parseListQuery(model(), parse(query));
    if (!parsed.ok) throw new Error(parsed.message);
    return (await planner.page(t.app.db, model(), parsed.query, 'fr')).map((row) => row.id);
  };

  it('finds the rows of a term remembered as common after it has become rare', async () => {
    const created = await t.call({
      method: 'POST',
      url: '/api/lenses/batch',
      payload: [1, 2, 3].map((i) => ({ keyName: `okapi-${i}`, label: tr(`Okapi ${i}`, `Okapi ${i}`) })),
    });
    expect(created.statusCode).toBe(201);
    const [kept, ...removed] = created.json().ids as number[];
    // Room for a single hit: three make the term common, and the planner remembers it.
    const planner = new ListSql(database !== 'sqlite', { fewHits: 1, smallCatalogue: 0 });
    const search = (order: string) => plannedIds(planner, `q=okapi${order}`);
    expect(await search('')).toEqual(created.json().ids);
    for (const id of removed)
      expect((await t.call({ method: 'DELETE', url: `/api/lenses/${id}` })).statusCode).toBe(204);
    expect(await search('')).toEqual([kept]);
    expect(await search('&order[label]=desc')).toEqual([kept]);
  });

  it('answers a catalogue grown past the small bound right while it is still remembered small', async () => {
    const { size } = await t.app.db
      .selectFrom('entities')
      .select((eb) => eb.fn.countAll<number>().as('size'))
      .where('resource', '=', 'lenses')
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
    // Small at its size today (PostgreSQL then keeps one plan per statement), then grown past the bound.
    const planner = new ListSql(database !== 'sqlite', { smallCatalogue: Number(size) });
    expect(await plannedIds(planner, 'q=wombat')).toEqual([]);
    const created = await t.call({
      method: 'POST',
      url: '/api/lenses/batch',
      payload: [1, 2, 3].map((i) => ({ keyName: `wombat-${i}`, label: tr(`Wombât ${i}`, `Wombat ${i}`), zoom: i })),
    });
    expect(created.statusCode).toBe(201);
    const ids = created.json().ids as number[];
    const large = new ListSql(database !== 'sqlite', { smallCatalogue: 0 });
    for (const [query, wanted] of [
      ['q=wombat', ids],
      ['q=wombât&order[label]=desc', [...ids].reverse()],
      ['q=WOMBAT&order[zoom]=desc&itemsPerPage=2&page=2', [ids[0]]],
      ['q=wombat&kind=tele', []],
    ] as const) {
      expect(await plannedIds(planner, query), query).toEqual(wanted);
      expect(await plannedIds(large, query), query).toEqual(wanted);
      expect(await fetchIds(query), query).toEqual(wanted);
    }
  });

  it('finds the rows of a filter remembered as common after it has become rare', async () => {
    const family = await t.call({
      method: 'POST',
      url: '/api/lenses',
      payload: { keyName: 'gnu-family', label: tr('Gnou', 'Gnu') },
    });
    expect(family.statusCode).toBe(201);
    const familyId = family.json().id as number;
    const created = await t.call({
      method: 'POST',
      url: '/api/lenses/batch',
      payload: [1, 2, 3].map((i) => ({ keyName: `gnu-${i}`, label: tr(`Gnou ${i}`, `Gnu ${i}`), familyId })),
    });
    expect(created.statusCode).toBe(201);
    const [kept, ...removed] = created.json().ids as number[];
    // Room for a single match: three make the filter common (PostgreSQL), and the planner remembers it.
    const planner = new ListSql(database !== 'sqlite', { fewHits: 1, smallCatalogue: 0 });
    const filter = (more: string) => plannedIds(planner, `familyId=${familyId}${more}`);
    expect(await filter('')).toEqual(created.json().ids);
    for (const id of removed)
      expect((await t.call({ method: 'DELETE', url: `/api/lenses/${id}` })).statusCode).toBe(204);
    expect(await filter('')).toEqual([kept]);
    expect(await filter('&itemsPerPage=1&page=2')).toEqual([]);
    expect(await filter('&q=gnou')).toEqual([kept]);
  });
});
