import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { category, create, documentType, expectError, ids, PNG } from './fixtures';
import { createTestApp, DATABASES, type TestApp, tr } from './testApp';

describe.each(DATABASES)('display order, relations and children on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  const move = (api: string, id: number, displayOrder: unknown) =>
    t.call({ method: 'PUT', url: `/api/${api}/${id}/display-order`, payload: { displayOrder } });

  describe('display order', () => {
    let a: Array<{ id: number }>;
    let b: Array<{ id: number }>;
    let catA: { id: number };
    let catB: { id: number };

    beforeAll(async () => {
      catA = await category(t, 'cat-a');
      catB = await category(t, 'cat-b');
      a = [];
      b = [];
      for (const n of [1, 2, 3]) a.push(await documentType(t, `a${n}`, catA.id));
      for (const n of [1, 2]) b.push(await documentType(t, `b${n}`, catB.id));
    });

    const orderOf = async (categoryId: number) =>
      (await t.call({ method: 'GET', url: `/api/document-types?categoryId=${categoryId}` }))
        .json()
        .map((r: { id: number; displayOrder: number }) => [r.id, r.displayOrder]);

    it('numbers new items after their siblings, per parent', async () => {
      expect(await orderOf(catA.id)).toEqual([
        [a[0].id, 0],
        [a[1].id, 1],
        [a[2].id, 2],
      ]);
      expect(await orderOf(catB.id)).toEqual([
        [b[0].id, 0],
        [b[1].id, 1],
      ]);
    });

    it('moves an item and renumbers its siblings only', async () => {
      const moved = await move('document-types', a[2].id, 0);
      expect(moved.statusCode).toBe(200);
      expect(moved.json()).toEqual([
        { id: a[2].id, displayOrder: 0 },
        { id: a[0].id, displayOrder: 1 },
        { id: a[1].id, displayOrder: 2 },
      ]);
      expect(await orderOf(catA.id)).toEqual([
        [a[2].id, 0],
        [a[0].id, 1],
        [a[1].id, 2],
      ]);
      expect(await orderOf(catB.id)).toEqual([
        [b[0].id, 0],
        [b[1].id, 1],
      ]);
      expect((await t.call({ method: 'GET', url: `/api/document-types/${a[2].id}` })).json().displayOrder).toBe(0);
    });

    it('puts an item moved past the end last, and closes gaps left by a delete', async () => {
      await t.call({ method: 'DELETE', url: `/api/document-types/${a[0].id}` });
      expect(ids(await move('document-types', a[2].id, 50))).toEqual([a[1].id, a[2].id]);
      expect(await orderOf(catA.id)).toEqual([
        [a[1].id, 0],
        [a[2].id, 1],
      ]);
    });

    it('orders catalogues without a parent as one group', async () => {
      const first = await category(t, 'cat-c');
      const moved = await move('document-categories', first.id, 0);
      expect(moved.json()[0]).toEqual({ id: first.id, displayOrder: 0 });
      expect(moved.json().map((r: { displayOrder: number }) => r.displayOrder)).toEqual([0, 1, 2]);
      expect(ids(await t.call({ method: 'GET', url: '/api/document-categories' }))[0]).toBe(first.id);
    });

    it('refuses a missing, negative or non-integer position, and unknown ids', async () => {
      for (const value of [undefined, -1, 1.5, '2', null])
        expectError(await move('document-types', a[1].id, value), 400, 1203, 'displayOrder');
      expectError(await move('document-types', 999999, 0), 404, 1200);
      expectError(await move('protocols', 1, 0), 404, 1200);
    });
  });

  describe('relation calls', () => {
    let cat: { id: number };
    let types: Array<{ id: number }>;
    beforeAll(async () => {
      cat = await category(t, 'rel-cat');
      types = [];
      for (const key of ['front', 'profile', 'smile'])
        types.push(await documentType(t, key, cat.id, { label: tr(key, key) }));
    });

    it('replaces and answers the documents of a scenario in order, with their roles', async () => {
      const scenario = await create(t, 'scenarios', { keyName: 'photo-set', label: tr('Série', 'Set') });
      const url = `/api/scenarios/${scenario.id}/document-types`;
      expect((await t.call({ method: 'GET', url })).json()).toEqual([]);
      const payload = [
        { id: types[2].id, role: 'reference' },
        { id: types[0].id },
        { id: types[2].id, role: 'positionable' },
      ];
      const saved = await t.call({ method: 'POST', url, payload });
      expect(saved.statusCode).toBe(200);
      const expected = [
        { id: types[2].id, role: 'reference', displayOrder: 0, keyName: 'smile' },
        { id: types[0].id, role: 'document', displayOrder: 1, keyName: 'front' },
        { id: types[2].id, role: 'positionable', displayOrder: 2, keyName: 'smile' },
      ];
      expect(saved.json()).toMatchObject(expected);
      expect((await t.call({ method: 'GET', url })).json()).toMatchObject(expected);

      expectError(await t.call({ method: 'DELETE', url: `/api/document-types/${types[0].id}` }), 409, 1104);
      const updated = await t.call({
        method: 'PUT',
        url: `/api/scenarios/${scenario.id}`,
        payload: { keyName: 'photo-set', label: tr('Série 2', 'Set 2') },
      });
      expect(updated.statusCode).toBe(200);
      expect((await t.call({ method: 'GET', url })).json()).toHaveLength(3);

      await t.call({ method: 'POST', url, payload: [] });
      expect((await t.call({ method: 'GET', url })).json()).toEqual([]);
    });

    it('refuses bad relation items', async () => {
      const scenario = await create(t, 'scenarios', { keyName: 'bad-items', label: tr('a', 'b') });
      const url = `/api/scenarios/${scenario.id}/document-types`;
      expectError(
        await t.call({ method: 'POST', url, payload: [{ id: types[0].id, role: 'star' }] }),
        400,
        1203,
        'role',
      );
      expectError(await t.call({ method: 'POST', url, payload: [{ id: 999999 }] }), 400, 1203);
      expectError(
        await t.call({ method: 'POST', url, payload: [{ id: types[0].id }, { id: types[0].id }] }),
        400,
        1203,
      );
      expectError(await t.call({ method: 'POST', url, payload: { id: types[0].id } }), 400, 1203);
      expectError(await t.call({ method: 'POST', url, payload: [{ id: 'one' }] }), 400, 1203);
      expectError(await t.call({ method: 'GET', url: '/api/scenarios/999999/document-types' }), 404, 1200);
      expect((await t.call({ method: 'GET', url })).json()).toEqual([]);
    });

    it('orders the sub-phase types of a phase type', async () => {
      const phase = await create(t, 'phase-types', { keyName: 'alignment', label: tr('Alignement', 'Alignment') });
      const subs = [];
      for (const key of ['s1', 's2', 's3'])
        subs.push(await create(t, 'sub-phase-types', { keyName: key, label: tr(key, key), color: '#112233' }));
      const url = `/api/phase-types/${phase.id}/sub-phase-types`;
      const saved = await t.call({ method: 'POST', url, payload: [subs[1].id, subs[2].id, subs[0].id] });
      expect(saved.statusCode).toBe(200);
      expect(ids(saved)).toEqual([subs[1].id, subs[2].id, subs[0].id]);
      expect(
        (await t.call({ method: 'GET', url })).json().map((s: { displayOrder: number }) => s.displayOrder),
      ).toEqual([0, 1, 2]);
      await t.call({ method: 'DELETE', url: `/api/phase-types/${phase.id}` });
      expect((await t.call({ method: 'DELETE', url: `/api/sub-phase-types/${subs[0].id}` })).statusCode).toBe(204);
    });

    it('keeps the document types of an exam category', async () => {
      const examCategory = await create(t, 'exam-categories', {
        keyName: 'intraoral',
        label: tr('Intra-oral', 'Intraoral'),
        examType: 'clinical',
      });
      const url = `/api/exam-categories/${examCategory.id}/document-types`;
      const saved = await t.call({
        method: 'POST',
        url,
        payload: { items: [{ id: types[1].id }, { id: types[0].id }] },
      });
      expect(ids(saved)).toEqual([types[1].id, types[0].id]);
      expect(ids(await t.call({ method: 'GET', url }))).toEqual([types[1].id, types[0].id]);
    });
  });

  describe('children calls', () => {
    it('lists the exam panel types of an exam category, in display order, and embeds them', async () => {
      const examCategory = await create(t, 'exam-categories', {
        keyName: 'anamnesis-1',
        label: tr('Antécédents', 'History'),
        examType: 'anamnesis',
      });
      const panels = [];
      for (const key of ['p1', 'p2']) {
        panels.push(
          await create(t, 'exam-panel-types', {
            keyName: key,
            label: tr(key, key),
            examType: 'anamnesis',
            categoryId: examCategory.id,
          }),
        );
      }
      await move('exam-panel-types', panels[1].id, 0);
      const url = `/api/exam-categories/${examCategory.id}/exam-panel-types`;
      expect(ids(await t.call({ method: 'GET', url }))).toEqual([panels[1].id, panels[0].id]);
      const read = (await t.call({ method: 'GET', url: `/api/exam-categories/${examCategory.id}` })).json();
      expect(read.examPanelTypes.map((p: { id: number }) => p.id)).toEqual([panels[1].id, panels[0].id]);
      expectError(await t.call({ method: 'GET', url: '/api/exam-categories/999999/exam-panel-types' }), 404, 1200);
    });

    it('embeds the sections, links and images of a pedagogical sheet', async () => {
      const sheet = await create(t, 'pedagogical-sheets', {
        keyName: 'crowding',
        title: tr('Encombrement', 'Crowding'),
        type: 'attribute',
      });
      await create(t, 'pedagogical-sheet-sections', {
        pedagogicalSheetId: sheet.id,
        title: tr('Quoi', 'What'),
        type: 'how',
        displayOrder: 1,
      });
      await create(t, 'pedagogical-sheet-sections', {
        pedagogicalSheetId: sheet.id,
        title: tr('Pourquoi', 'Why'),
        type: 'what_is_it',
        displayOrder: 0,
      });
      await create(t, 'pedagogical-sheet-links', {
        pedagogicalSheetId: sheet.id,
        label: 'Guide',
        link: 'https://example.org/guide',
      });
      const image = await create(t, 'pedagogical-sheet-images', {
        pedagogicalSheetId: sheet.id,
        imageBase64: PNG.toString('base64'),
        originalName: 'schema.png',
      });
      const sections = await t.call({ method: 'GET', url: `/api/pedagogical-sheets/${sheet.id}/sections` });
      expect(sections.json().map((s: { type: string }) => s.type)).toEqual(['what_is_it', 'how']);
      const read = (await t.call({ method: 'GET', url: `/api/pedagogical-sheets/${sheet.id}` })).json();
      expect(read.sections).toHaveLength(2);
      expect(read.links).toMatchObject([{ label: 'Guide', link: 'https://example.org/guide' }]);
      expect(read.images).toMatchObject([{ id: image.id, originalName: 'schema.png' }]);
      expect((await t.call({ method: 'GET', url: read.images[0].path, token: null })).statusCode).toBe(200);
      expectError(await t.call({ method: 'DELETE', url: `/api/pedagogical-sheets/${sheet.id}` }), 409, 1104);
    });
  });
});
