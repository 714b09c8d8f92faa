import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewOfRecord } from '../../lib/catalogueFacts';
import { viewsOf } from '../../lib/model';
import { editableFields } from '../../lib/recordVersion';
import { allModels } from '../../src/modelRegistry';
import { createDemoApp, DATABASES, type TestApp } from './testApp';

/**
 * The console opens a record from its listing with the listing's copy, then takes the record's own read without
 * wiping what was typed meanwhile; it names at Save a typed field whose value differs between the two
 * (docs/record-versions.md). So a list row and the detail must answer every editable field alike, or an
 * administrator would be told of changes nobody made.
 */
describe.each(DATABASES)('list rows and details on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createDemoApp(database);
  }, 120_000);
  afterAll(() => t.close());

  it('answer the same editable fields for every record of the demo data that both read', async () => {
    const compared: string[] = [];
    for (const model of allModels.filter((candidate) => candidate.verbs.includes('get'))) {
      for (const view of viewsOf(model)) {
        const query = new URLSearchParams({ page: '1', itemsPerPage: '20' });
        for (const [field, value] of Object.entries(view.filter)) query.set(field, String(value));
        const path = view.listPath ? `/api/${model.api}/${view.listPath}` : `/api/${model.api}`;
        const list = await t.call({ method: 'GET', url: `${path}?${query}` });
        expect(list.statusCode, `${view.name}: ${list.body}`).toBe(200);
        for (const row of list.json() as Array<Record<string, unknown>>) {
          const detail = await t.call({ method: 'GET', url: `/api/${model.api}/${row.id}` });
          expect(detail.statusCode, `${view.name} ${row.id}: ${detail.body}`).toBe(200);
          const record = detail.json() as Record<string, unknown>;
          for (const field of editableFields(model))
            expect(row[field], `${view.name} ${row.id} ${field}`).toEqual(record[field]);
          compared.push(view.name);
        }
      }
    }
    // Most catalogues hold demo records: the comparison covered them.
    expect(new Set(compared).size).toBeGreaterThan(30);
  }, 120_000);

  it("answers each record of a catalogue with several views with what names its view (a record's page opens there)", async () => {
    const checked = new Set<string>();
    for (const model of allModels.filter((candidate) => viewsOf(candidate).length > 1)) {
      for (const view of viewsOf(model)) {
        const query = new URLSearchParams({ page: '1', itemsPerPage: '5' });
        for (const [field, value] of Object.entries(view.filter)) query.set(field, String(value));
        const path = view.listPath ? `/api/${model.api}/${view.listPath}` : `/api/${model.api}`;
        const list = await t.call({ method: 'GET', url: `${path}?${query}` });
        for (const row of list.json() as Array<{ id: number }>) {
          const detail = (await t.call({ method: 'GET', url: `/api/${model.api}/${row.id}` })).json();
          expect(viewOfRecord(model, detail)?.name, `${view.name} ${row.id}`).toBe(view.name);
          checked.add(view.name);
        }
      }
    }
    // Every view of the demo data holds records: the two sections of exam categories, categories and sub-categories…
    expect(checked).toContain('examAnamnesisCategories');
    expect(checked).toContain('examClinicalCategories');
    expect(checked).toContain('attributeSubCategories');
    expect(checked.size).toBeGreaterThan(12);
  }, 120_000);
});
