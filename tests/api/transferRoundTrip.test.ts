import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type ResourceModel } from '../../lib/model';
import { importSteps, isTransferable, matchFieldOf } from '../../lib/transfer/columns';
import { textIn } from '../../lib/translationSet';
import { missesTranslation } from '../../lib/translationWork';
import { PNG } from './fixtures';
import { createDemoApp, createTestApp, DATABASES, type TestApp } from './testApp';
import { everyRecord, exportFile, importFile } from './transferFixtures';

/** The catalogues whose records a file cannot carry whole (docs/export-import.md, "What a file does not carry"). */
const SHEET_IMAGES = 'pedagogicalSheetImages';
const VERSIONED = 'notificationTemplates';

/** A CSV export without some of its columns (the first pass of a whole installation's import). */
function withoutColumns(csv: string, left: string[]): string {
  const [header, ...rows] = parse(csv.slice(1), { delimiter: ';' }) as string[][];
  const kept = header.map((name, at) => (left.includes(name) ? -1 : at)).filter((at) => at >= 0);
  return `\uFEFF${stringify(
    [header, ...rows].map((row) => kept.map((at) => row[at])),
    { delimiter: ';', record_delimiter: 'windows' },
  )}`;
}

const rowsOf = (csv: string) => parse(csv.slice(1), { delimiter: ';', columns: true }) as Array<Record<string, string>>;

/** A record's translation sets with every language filled (the demo data keeps a few missing one, which no write may). */
function completed(model: ResourceModel, record: Record<string, unknown>): Record<string, unknown> {
  const input = { ...record };
  for (const [field, spec] of Object.entries(model.fields))
    if (spec.type === 'translation' && LANGUAGES.some((language) => textIn(record[field], language) !== '')) {
      const any = LANGUAGES.map((language) => textIn(record[field], language)).find((text) => text !== '') ?? '';
      input[field] = LANGUAGES.map((language) => ({ language, value: textIn(record[field], language) || any }));
    }
  return input;
}

/**
 * An export of every catalogue imported into an empty installation reproduces it: each catalogue exported as CSV from
 * an installation holding the demo data, imported in the order of importSteps (the columns naming catalogues still
 * to come left out at first, then the files again in full), and the new installation's exports equal the first's.
 */
describe.each(DATABASES)('a whole installation exported and imported into an empty one on %s', (database) => {
  let source: TestApp;
  let target: TestApp;
  const files = new Map<string, string>();
  beforeAll(async () => {
    source = await createDemoApp(database);
    target = await createTestApp(database);
    const store = source.app.store;
    for (const model of store.models.all.filter(isTransferable))
      for (const record of await everyRecord(source, model.api))
        if (missesTranslation(model, record)) await store.update(model, record.id as number, completed(model, record));
    // An image, which a file does not carry, and a sheet image, which cannot be imported without one.
    const [type] = await everyRecord(source, 'document-types');
    await store.update(store.model('documentTypes'), type.id as number, {
      ...type,
      thumbnailBase64: PNG.toString('base64'),
      thumbnailOriginalName: 'front.png',
    });
    const [sheet] = await everyRecord(source, 'pedagogical-sheets');
    await store.create(store.model(SHEET_IMAGES), {
      pedagogicalSheetId: sheet.id,
      imageBase64: PNG.toString('base64'),
      originalName: 'sheet.png',
    });
    for (const model of store.models.all.filter(isTransferable))
      files.set(model.name, (await exportFile(source, model.api)).body);
  }, 300_000);
  afterAll(async () => {
    await source.close();
    await target.close();
  });

  it('imports every catalogue in order, then reproduces each one but what a file does not carry', async () => {
    const steps = importSteps(target.app.models.all);
    expect(steps.map((step) => step.model.name).sort()).toEqual(
      target.app.models.all
        .filter(isTransferable)
        .map((model) => model.name)
        .sort(),
    );
    const imported: string[] = [];
    for (const { model, deferred } of [...steps, ...steps.filter((step) => step.deferred.length)].map((step, at) => ({
      ...step,
      deferred: at < steps.length ? step.deferred : [],
    }))) {
      const file = files.get(model.name)!;
      if (rowsOf(file).length === 0) continue;
      const response = await importFile(target, model.api, withoutColumns(file, deferred), { mode: 'apply' });
      if (model.name === SHEET_IMAGES) {
        // Its image is required and a file carries none: each row refused as its form would refuse it.
        expect(response.statusCode).toBe(400);
        expect(response.json().report.rows[0].problems).toEqual([
          expect.objectContaining({ field: 'imageBase64', reason: 'mandatory' }),
        ]);
        continue;
      }
      expect(response.statusCode, `${model.name}: ${response.body.slice(0, 2000)}`).toBe(200);
      imported.push(model.name);
    }
    expect(imported.length).toBeGreaterThan(steps.length);

    for (const model of target.app.models.all.filter(isTransferable)) {
      if (model.name === SHEET_IMAGES) continue;
      const before = rowsOf(files.get(model.name)!);
      const after = rowsOf((await exportFile(target, model.api)).body);
      if (model.name === VERSIONED) {
        // Each version imported is a new version: the latest of each e-mail and language is the source's latest.
        const latest = (rows: Array<Record<string, string>>) =>
          Object.fromEntries(rows.map((row) => [`${row['notificationType.keyName']}:${row.language}`, row]));
        expect(latest(after), model.name).toEqual(latest(before));
      } else expect(after, model.name).toEqual(before);
    }
    // The image itself stays behind.
    const [type] = await everyRecord(target, 'document-types');
    expect(type.thumbnailPath).toBeNull();
  }, 300_000);

  it('finds nothing to change when the same files are imported again', async () => {
    for (const { model } of importSteps(target.app.models.all)) {
      const file = files.get(model.name)!;
      if (rowsOf(file).length === 0 || model.name === SHEET_IMAGES) continue;
      const report = (await importFile(target, model.api, file)).json();
      if (matchFieldOf(model) === undefined) expect(report.counts.create, model.name).toBe(report.rows.length);
      else expect(report.counts, model.name).toMatchObject({ create: 0, update: 0, refused: 0 });
    }
  }, 300_000);
});
