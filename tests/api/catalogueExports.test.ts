import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { category, create, expectError, PNG, uploadOverlay } from './fixtures';
import { createTestApp, DATABASES, type TestApp, tr } from './testApp';
import { csvRecords, exportFile } from './transferFixtures';

const SIZE = 10_000;

/** `GET /api/<api>/export`: every page of a listing as a CSV or JSON file (docs/export-import.md). */
describe.each(DATABASES)('catalogue exports on %s', (database) => {
  let t: TestApp;
  let categoryIds: number[];
  beforeAll(async () => {
    t = await createTestApp(database);
    const store = t.app.store;
    categoryIds = await store.createMany(
      store.model('attributeCategories'),
      Array.from({ length: 3 }, (_, i) => ({ keyName: `cat-${i}`, label: tr(`Catégorie ${i}`, `Category ${i}`) })),
    );
    for (let start = 0; start < SIZE; start += 5000)
      await store.createMany(
        store.model('attributes'),
        Array.from({ length: 5000 }, (_, k) => {
          const i = start + k;
          return {
            keyName: `attr-${String(i).padStart(5, '0')}`,
            label: tr(`Molaire n°${i}`, `Molar no. ${i}`),
            usage: i % 10 === 0 ? 'objective' : 'exam',
            type: 'number',
            options: { min: 0, max: i + 0.5 },
            categoryId: categoryIds[i % 3],
            editable: i % 2 === 0,
          };
        }),
      );
  });
  afterAll(() => t.close());

  it('writes every one of 10,000 records as CSV: BOM, `;`, a header, one line each', async () => {
    const response = await exportFile(t, 'attributes');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="attributes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body.startsWith('\uFEFFlabel.fr;label.en;description.fr;description.en;keyName;usage;type;')).toBe(
      true,
    );
    const records = csvRecords(response.body);
    expect(records).toHaveLength(SIZE);
    expect(new Set(records.map((r) => r.keyName)).size).toBe(SIZE);
    expect(records[7]).toMatchObject({
      'label.fr': 'Molaire n°7',
      'label.en': 'Molar no. 7',
      keyName: 'attr-00007',
      usage: 'exam',
      'category.keyName': 'cat-1',
      'subCategory.keyName': '',
      options: '{"min":0,"max":7.5}',
      editable: 'false',
      cascadingCondition: 'false',
    });
    expect(response.body.split('\r\n')).toHaveLength(SIZE + 2);
  });

  it('writes them as JSON, one object a record, typed', async () => {
    const response = await exportFile(t, 'attributes', 'format=json');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/filename="attributes-[\d-]+\.json"/);
    const rows = response.json() as Array<Record<string, unknown>>;
    expect(rows).toHaveLength(SIZE);
    expect(rows[10]).toMatchObject({
      keyName: 'attr-00010',
      usage: 'objective',
      'category.keyName': 'cat-1',
      options: { min: 0, max: 10.5 },
      editable: true,
    });
  });

  it('applies the listing’s filters, search and order', async () => {
    const objectives = csvRecords((await exportFile(t, 'attributes', 'usage=objective&order[keyName]=desc')).body);
    expect(objectives).toHaveLength(SIZE / 10);
    expect(objectives[0].keyName).toBe('attr-09990');
    expect(objectives.every((r) => r.usage === 'objective')).toBe(true);
    const searched = csvRecords((await exportFile(t, 'attributes', 'format=csv&q=n°1234')).body);
    expect(searched.map((r) => r.keyName)).toEqual(['attr-01234']);
    const byCategory = (await exportFile(t, 'attributes', `format=json&categoryId=${categoryIds[2]}&page=3`)).json();
    // Paging is ignored: every page.
    expect(byCategory).toHaveLength(Math.floor(SIZE / 3));
    expect((await exportFile(t, 'attributes', 'keyName=none')).body).toBe(
      '\uFEFFlabel.fr;label.en;description.fr;description.en;keyName;usage;type;category.keyName;subCategory.keyName;objectiveValueType;options;params;pedagogicalSheet.keyName;logicCondition;cascadingCondition;displayMode;editable\r\n',
    );
    expect((await exportFile(t, 'attributes', 'format=json&keyName=none')).json()).toEqual([]);
  });

  it('keeps the listing’s order past its first thousand records, whole, ordered by a field or searched', async () => {
    const keyNames = (query: string) =>
      (
        exportFile(t, 'attributes', `format=json&${query}`).then((r) => r.json()) as Promise<{ keyName: string }[]>
      ).then((rows) => rows.map((row) => row.keyName));
    const created = Array.from({ length: SIZE }, (_, i) => `attr-${String(i).padStart(5, '0')}`);
    expect(await keyNames('')).toEqual(created);
    expect(await keyNames('order[keyName]=desc')).toEqual([...created].reverse());
    expect(await keyNames('q=Molaire')).toEqual(created);
  });

  it('refuses an unknown format or filter as a listing does', async () => {
    expectError(await t.call({ method: 'GET', url: '/api/attributes/export?format=xlsx' }), 400, 1203, 'format');
    expectError(await t.call({ method: 'GET', url: '/api/attributes/export?colour=red' }), 400, 1203, 'colour');
    expectError(await t.call({ method: 'GET', url: '/api/attributes/export?order[keyName]=up' }), 400, 1203);
    expect((await t.call({ method: 'GET', url: '/api/attributes/export', token: null })).statusCode).toBe(401);
    expect((await t.call({ method: 'GET', url: '/api/image-overlays/export' })).statusCode).toBe(404);
  });

  it('names references by key (an overlay by its file name), writes numbers with a decimal comma and guards formulas', async () => {
    const overlay = (await uploadOverlay(t, PNG, 'contour.png')).json();
    const cat = await category(t, 'exported');
    await create(t, 'document-types', {
      keyName: 'exported-type',
      label: tr('=SOMME(A1)', '+cmd'),
      categoryId: cat.id,
      customZoom: 1.25,
      formats: ['jpg', 'png'],
      imageOverlayId: overlay.id,
    });
    const [row] = csvRecords((await exportFile(t, 'document-types')).body);
    expect(row).toMatchObject({
      'label.fr': "'=SOMME(A1)",
      'label.en': "'+cmd",
      'category.keyName': 'exported',
      'imageOverlay.originalName': 'contour.png',
      customZoom: '1,25',
      formats: '["jpg","png"]',
    });
    const scenario = await create(t, 'scenarios', { keyName: 'export-scenario', label: tr('Scénario', 'Scenario') });
    const type = (await t.call({ method: 'GET', url: '/api/document-types' })).json()[0];
    await t.call({
      method: 'POST',
      url: `/api/scenarios/${scenario.id}/document-types`,
      payload: [{ id: type.id, role: 'reference' }],
    });
    expect(csvRecords((await exportFile(t, 'scenarios')).body)[0]['documents.keyName']).toBe('exported-type:reference');
  });
});
