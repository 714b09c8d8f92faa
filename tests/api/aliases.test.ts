import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, expectError, ids } from './fixtures';
import { createTestApp, DATABASES, type TestApp, tr } from './testApp';

describe.each(DATABASES)('calls over catalogues on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
  });
  afterAll(() => t.close());

  const get = (url: string) => t.call({ method: 'GET', url });

  it('lists the pedagogical sheets of each type, with the list paging and filters', async () => {
    const sheets: Record<string, number[]> = {};
    const types = ['minidiag', 'attribute', 'objective_type', 'appliance_type', 'act_type'];
    for (const type of types) {
      sheets[type] = [];
      for (const n of [1, 2]) {
        sheets[type].push(
          (
            await create(t, 'pedagogical-sheets', {
              keyName: `${type}-${n}`,
              title: tr(`Fiche ${n}`, `Sheet ${n}`),
              type,
            })
          ).id,
        );
      }
    }
    const paths = {
      minidiag: 'minidiag',
      attribute: 'attributes',
      objective_type: 'objective-types',
      appliance_type: 'appliance-types',
      act_type: 'act-types',
    };
    for (const [type, path] of Object.entries(paths)) {
      expect(ids(await get(`/api/pedagogical-sheets/${path}`))).toEqual(sheets[type]);
    }
    expect(ids(await get('/api/pedagogical-sheets/act-types?itemsPerPage=1&page=2'))).toEqual([sheets.act_type[1]]);
    expect(ids(await get('/api/pedagogical-sheets/minidiag?q=SHEET 2'))).toEqual([sheets.minidiag[1]]);
    expect(ids(await get('/api/pedagogical-sheets/minidiag?type=act_type'))).toEqual(sheets.minidiag);
    expect(await get('/api/pedagogical-sheets?itemsPerPage=1000').then((r) => r.json().length)).toBe(10);
    expectError(await get('/api/pedagogical-sheets/minidiag?nope=1'), 400, 1203);
    expectError(await get('/api/pedagogical-sheets/minidiag'.replace('minidiag', 'unknown-kind')), 404, 1200);
    expectError(await t.call({ method: 'GET', url: '/api/pedagogical-sheets/minidiag', token: null }), 401, 1100);
  });

  describe('exam panel type forms', () => {
    let examCategory: { id: number };
    let attribute: { id: number };
    let otherAttribute: { id: number };
    let panels: Array<{ id: number }>;
    beforeAll(async () => {
      examCategory = await create(t, 'exam-categories', {
        keyName: 'clinical',
        label: tr('Clinique', 'Clinical'),
        examType: 'clinical',
      });
      attribute = await create(t, 'attributes', {
        keyName: 'overjet',
        label: tr('Surplomb', 'Overjet'),
        type: 'number',
      });
      otherAttribute = await create(t, 'attributes', {
        keyName: 'overbite',
        label: tr('Recouvrement', 'Overbite'),
        type: 'number',
      });
      panels = [];
      for (const key of ['occlusion', 'profile', 'smile']) {
        panels.push(
          await create(t, 'exam-panel-types', {
            keyName: key,
            label: tr(key, key),
            examType: 'clinical',
            categoryId: examCategory.id,
          }),
        );
      }
    });

    const fieldsOf = (panelId: number) => get(`/api/components/${panelId}/fields`);
    const saveFields = (panelId: number, payload: unknown) =>
      t.call({ method: 'POST', url: `/api/components/${panelId}/fields`, payload: payload as object });

    it('replaces the fields of a component: creates, updates, disables the missing, in order', async () => {
      expect((await fieldsOf(panels[0].id)).json()).toEqual([]);
      const first = await saveFields(panels[0].id, [
        {
          id: -1,
          label: tr('Mesure', 'Measure'),
          required: true,
          type: 'number',
          attributeId: attribute.id,
          displayOrder: 1,
        },
        { label: tr('Note', 'Note'), required: false, type: 'textarea', displayOrder: 0 },
        { label: tr('Date', 'Date'), required: false, type: 'date', displayOrder: 2 },
      ]);
      expect(first.statusCode, first.body).toBe(200);
      const created = first.json();
      expect(created.map((f: { type: string; displayOrder: number }) => [f.type, f.displayOrder])).toEqual([
        ['textarea', 0],
        ['number', 1],
        ['date', 2],
      ]);
      expect(created[1]).toMatchObject({ required: true, attributeId: attribute.id, examPanelTypeId: panels[0].id });

      const [note, measure, date] = created;
      const second = await saveFields(panels[0].id, [
        { ...measure, label: tr('Mesure (mm)', 'Measure (mm)'), displayOrder: 0 },
        { id: note.id, label: note.label, required: true, type: 'text', displayOrder: 1 },
      ]);
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json().map((f: { id: number }) => f.id)).toEqual([measure.id, note.id]);
      expect(second.json()[0].label[0].value).toBe('Mesure (mm)');
      expect(second.json()[1]).toMatchObject({ type: 'text', required: true });
      expectError(await get(`/api/fields/${date.id}`), 404, 1200);
      expect(ids(await get(`/api/exam-panel-types/${panels[0].id}/fields`))).toEqual([measure.id, note.id]);
    });

    it('changes nothing when one item is refused', async () => {
      const before = (await fieldsOf(panels[0].id)).json();
      const refused = await saveFields(panels[0].id, [
        { label: tr('Nouveau', 'New'), type: 'text' },
        { id: before[0].id, label: tr('Sans type', 'No type') },
      ]);
      expectError(refused, 400, 1202, 'type');
      expect((await fieldsOf(panels[0].id)).json()).toEqual(before);
      expectError(
        await saveFields(panels[0].id, [{ label: tr('a', 'b'), type: 'text', attributeId: 999999 }]),
        400,
        1203,
        'attributeId',
      );
      expect((await fieldsOf(panels[0].id)).json()).toEqual(before);
    });

    it('refuses ids of fields of another component, and malformed bodies', async () => {
      const other = (
        await saveFields(panels[1].id, [{ label: tr('Autre', 'Other'), type: 'text', attributeId: otherAttribute.id }])
      ).json();
      expectError(
        await saveFields(panels[0].id, [{ id: other[0].id, label: tr('a', 'b'), type: 'text' }]),
        400,
        1203,
        'id',
      );
      expectError(await saveFields(panels[0].id, { label: tr('a', 'b') }), 400, 1203);
      expectError(await saveFields(panels[0].id, ['text']), 400, 1203);
      expectError(await saveFields(panels[0].id, [{ id: 'x' }]), 400, 1203, 'id');
      expectError(await saveFields(999999, []), 404, 1200);
      expectError(await fieldsOf(999999), 404, 1200);
    });

    it('lists the exam panel types using an attribute', async () => {
      await saveFields(panels[2].id, [{ label: tr('Surplomb', 'Overjet'), type: 'number', attributeId: attribute.id }]);
      expect(ids(await get(`/api/attributes/${attribute.id}/exam-panel-types`))).toEqual([panels[0].id, panels[2].id]);
      expect(ids(await get(`/api/attributes/${otherAttribute.id}/exam-panel-types`))).toEqual([panels[1].id]);
      expect(ids(await get(`/api/attributes/${attribute.id}/exam-panel-types?q=smile`))).toEqual([panels[2].id]);
      const unused = await create(t, 'attributes', { keyName: 'unused', label: tr('Libre', 'Free') });
      expect((await get(`/api/attributes/${unused.id}/exam-panel-types`)).json()).toEqual([]);
      expectError(await get('/api/attributes/999999/exam-panel-types'), 404, 1200);
    });
  });

  describe('exam panel attribute values', () => {
    it('checks its parameters, then answers 404: no patient exam panel is stored here', async () => {
      const url = '/api/exam-panels/12/attribute-values';
      const notStored = await get(
        `${url}?filterAttributeId=3&filterAttributeId=4&filterDate=2024-02-29&filterDate=2024-03-01`,
      );
      expectError(notStored, 404, 1200);
      expect(notStored.json().message).toMatch(/not stored/);
      expectError(await get(`${url}?filterDate=2023-02-29`), 400, 1203, 'filterDate');
      expectError(await get(`${url}?filterDate=01/03/2024`), 400, 1203, 'filterDate');
      expectError(await get(`${url}?filterAttributeId=x`), 400, 1203, 'filterAttributeId');
      expectError(await get('/api/exam-panels/abc/attribute-values'), 404, 1200);
      expectError(await t.call({ method: 'GET', url, token: null }), 401, 1100);
    });
  });
});
