import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { category, create, documentType, expectError, ids } from './fixtures';
import { createTestApp, DATABASES, type TestApp, tr } from './testApp';

describe.each(DATABASES)('list calls on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  const list = (query: string, api = 'protocols') => t.call({ method: 'GET', url: `/api/${api}${query}` });

  describe('paging', () => {
    const created: number[] = [];
    const addProtocols = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const n = created.length + 1;
        created.push((await create(t, 'protocols', { label: tr(`Protocole ${n}`, `Protocol ${n}`) })).id);
      }
    };

    it('answers a plain empty array with no rows', async () => {
      const response = await list('');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });

    it('answers the single row, and an empty page 2', async () => {
      await addProtocols(1);
      expect(ids(await list(''))).toEqual(created);
      expect(await list('?page=2').then((r) => r.json())).toEqual([]);
    });

    it('fills page 1 with 100 rows by default and leaves page 2 empty', async () => {
      await addProtocols(99);
      const page1 = await list('?page=1');
      expect(ids(page1)).toEqual(created);
      expect((await list('?page=2')).json()).toEqual([]);
    });

    it('puts the 101st row alone on page 2, in id order', async () => {
      await addProtocols(1);
      expect(ids(await list('?page=1&itemsPerPage=100'))).toEqual(created.slice(0, 100));
      expect(ids(await list('?page=2&itemsPerPage=100'))).toEqual([created[100]]);
      expect(ids(await list('?page=3&itemsPerPage=50'))).toEqual([created[100]]);
      expect(ids(await list('?page=2&itemsPerPage=7'))).toEqual(created.slice(7, 14));
    });

    it('caps itemsPerPage at 1000', async () => {
      const stamp = new Date().toISOString();
      const rows = Array.from({ length: 1000 }, (_, i) => ({
        resource: 'protocols',
        data: JSON.stringify({ label: tr(`Lot ${i}`, `Batch ${i}`), description: tr('', '') }),
        key_name: null,
        parent_key: '',
        display_order: 1000 + i,
        created_at: stamp,
        updated_at: stamp,
      }));
      for (let i = 0; i < rows.length; i += 250)
        await t.app.db
          .insertInto('entities')
          .values(rows.slice(i, i + 250))
          .execute();
      expect((await list('?itemsPerPage=5000')).json()).toHaveLength(1000);
      expect((await list('?itemsPerPage=5000&page=2')).json()).toHaveLength(101);
      expect((await list('?itemsPerPage=1000&page=2')).json()).toHaveLength(101);
    });

    it('refuses page or itemsPerPage that are not positive integers', async () => {
      for (const query of [
        '?page=0',
        '?page=-1',
        '?page=abc',
        '?itemsPerPage=0',
        '?itemsPerPage=1.5',
        '?page=99999999999',
      ]) {
        expectError(await list(query), 400, 1203);
      }
    });
  });

  describe('filters, order and search', () => {
    let photos: { id: number };
    let xrays: { id: number };
    let video: { id: number };
    let face: { id: number };
    let scan: { id: number };

    beforeAll(async () => {
      photos = await category(t, 'photos', 'Photos', 'Pictures');
      xrays = await category(t, 'radios', 'Radiographies', 'X-rays');
      const other = await category(t, 'autres', 'Autres', 'Others');
      face = await documentType(t, 'face', photos.id, {
        label: tr('Éclairage de face', 'Front lighting'),
        mediaType: 'photo',
      });
      video = await documentType(t, 'smile-video', photos.id, {
        label: tr('Sourire', 'Smile'),
        mediaType: 'video',
        uploadEnabled: false,
      });
      scan = await documentType(t, 'panoramic', xrays.id, {
        label: tr('Panoramique', 'Panoramic'),
        mediaType: 'x_rays',
      });
      await documentType(t, 'misc', other.id, {
        label: tr('Divers', 'Miscellaneous'),
        mediaType: 'document',
        uploadEnabled: false,
      });
    });

    const types = (query: string) => list(query, 'document-types');

    it('filters by one value, and by any of several with key[]=', async () => {
      expect(ids(await types(`?categoryId=${photos.id}`)).sort()).toEqual([face.id, video.id].sort());
      expect(ids(await types(`?categoryId[]=${photos.id}&categoryId[]=${xrays.id}`)).sort()).toEqual(
        [face.id, video.id, scan.id].sort(),
      );
      expect(ids(await types('?mediaType[]=video&mediaType[]=x_rays')).sort()).toEqual([video.id, scan.id].sort());
      expect(ids(await types(`?id[]=${face.id}&id[]=${scan.id}`)).sort()).toEqual([face.id, scan.id].sort());
      expect(ids(await types('?keyName=PANORAMIC'))).toEqual([scan.id]);
    });

    it('reads booleans as 1 and 0', async () => {
      expect(ids(await types('?uploadEnabled=1')).sort()).toEqual([face.id, scan.id].sort());
      expect((await types('?uploadEnabled=0')).json()).toHaveLength(2);
      expect(ids(await types(`?uploadEnabled=0&categoryId=${photos.id}`))).toEqual([video.id]);
    });

    it('filters a number field by its value, like any other declared field', async () => {
      expect(ids(await types(`?customZoom=1&categoryId=${xrays.id}`))).toEqual([scan.id]);
      expect(ids(await types('?customZoom[]=1&customZoom[]=2'))).toHaveLength(4);
      expect((await types('?customZoom=2')).json()).toEqual([]);
    });

    it('filters on presence with exists[field]', async () => {
      const parent = await create(t, 'attribute-categories', { keyName: 'parent', label: tr('Parent', 'Parent') });
      const child = await create(t, 'attribute-categories', {
        keyName: 'child',
        label: tr('Enfant', 'Child'),
        parentCategoryId: parent.id,
      });
      const withDescription = await create(t, 'protocols', {
        label: tr('Décrit', 'Described'),
        description: tr('Texte', 'Text'),
      });
      expect(ids(await list('?exists[parentCategoryId]=1', 'attribute-categories'))).toEqual([child.id]);
      expect(ids(await list('?exists[parentCategoryId]=0', 'attribute-categories'))).toEqual([parent.id]);
      expect(ids(await list('?exists[description]=1&itemsPerPage=1000'))).toEqual([withDescription.id]);
      expectError(await list('?exists[parentCategoryId]=yes', 'attribute-categories'), 400, 1203);
    });

    it('sorts with order[field], labels in the request language', async () => {
      expect(ids(await types('?order[keyName]=asc')).slice(0, 2)).toEqual([
        face.id,
        (await types('?keyName=misc')).json()[0].id,
      ]);
      const byLabelFr = (await types('?order[label]=asc')).json().map((r: { keyName: string }) => r.keyName);
      expect(byLabelFr).toEqual(['misc', 'face', 'panoramic', 'smile-video']);
      const byLabelEn = await t.call({
        method: 'GET',
        url: '/api/document-types?order[label]=desc',
        headers: { 'accept-language': 'en-GB' },
      });
      expect(byLabelEn.json().map((r: { keyName: string }) => r.keyName)).toEqual([
        'smile-video',
        'panoramic',
        'misc',
        'face',
      ]);
      expectError(await types('?order[label]=up'), 400, 1203);
      expectError(await types('?order[nothing]=asc'), 400, 1203);
    });

    it('searches with q across both languages, ignoring case and accents', async () => {
      expect(ids(await types('?q=ECLAIRAGE'))).toEqual([face.id]);
      expect(ids(await types('?q=éclairage'))).toEqual([face.id]);
      expect(ids(await types('?q=lighting'))).toEqual([face.id]);
      expect(ids(await types('?q=panoram'))).toEqual([scan.id]);
      expect(ids(await types('?q=SMILE-VID'))).toEqual([video.id]);
      expect(ids(await list('?q=x-RAYS', 'document-categories'))).toEqual([xrays.id]);
      expect((await types('?q=nothing-like-this')).json()).toEqual([]);
      expect(ids(await types(`?q=sourire&categoryId=${xrays.id}`))).toEqual([]);
    });

    it('refuses filters on unknown fields', async () => {
      expectError(await types('?colour=red'), 400, 1203, 'colour');
      expectError(await types('?label=Photos'), 400, 1203, 'label');
    });
  });
});
