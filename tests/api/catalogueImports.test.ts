import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_LIMITS } from '../../lib/transfer/files';
import { category, create, expectError, multipart } from './fixtures';
import { createTestApp, DATABASES, type TestApp, tr } from './testApp';
import { csvFile, everyRecord, historyCount, importFile } from './transferFixtures';

const TYPE_HEADER = ['keyName', 'label.fr', 'label.en', 'category.keyName', 'mediaType', 'customZoom', 'editable'];

/** `POST /api/<api>/import`: preview and apply, the file refusals, progress lines (docs/export-import.md). */
describe.each(DATABASES)('catalogue imports on %s', (database) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(database);
    await category(t, 'photos', 'Photos', 'Photos');
    await category(t, 'scans', 'Empreintes', 'Scans');
  });
  afterAll(() => t.close());

  const typeRow = (key: string, extra: Partial<Record<string, string | number>> = {}) =>
    TYPE_HEADER.map((column) => {
      const defaults: Record<string, string | number> = {
        keyName: key,
        'label.fr': `Type ${key}`,
        'label.en': `Type ${key} en`,
        'category.keyName': 'photos',
        mediaType: 'photo',
        customZoom: '1,5',
        editable: 'true',
      };
      return extra[column] ?? defaults[column];
    });

  it('previews what each row does, writing nothing, then applies it in one call', async () => {
    const existing = await create(t, 'document-types', {
      keyName: 'front',
      label: tr('Face', 'Front'),
      categoryId: (await category(t, 'front-cat')).id,
      mediaType: 'photo',
    });
    const before = await historyCount(t);
    const file = csvFile([
      TYPE_HEADER,
      typeRow('front', {
        'label.fr': 'Face changée',
        'category.keyName': 'FRONT-CAT',
        customZoom: '1',
        editable: 'true',
      }),
      typeRow('side'),
      typeRow('new-scan', { 'category.keyName': 'scans', mediaType: 'intra_oral_scan', editable: 'non' }),
    ]);
    const preview = await importFile(t, 'document-types', file);
    expect(preview.statusCode, preview.body).toBe(200);
    const report = preview.json();
    expect(report.format).toBe('csv');
    expect(report.counts).toEqual({ create: 2, update: 1, unchanged: 0, refused: 0 });
    expect(report.rows[0]).toMatchObject({ line: 2, outcome: 'update', id: existing.id, key: 'front' });
    // What changes, value by value, a translation set language by language (as the history records it).
    expect(report.rows[0].changes).toEqual([
      { field: 'label', language: 'fr', before: 'Face', after: 'Face changée' },
      { field: 'label', language: 'en', before: 'Front', after: 'Type front en' },
    ]);
    expect(report.rows[1]).toMatchObject({ line: 3, outcome: 'create', key: 'side' });
    expect(await historyCount(t)).toBe(before);
    expect((await everyRecord(t, 'document-types')).map((r) => r.keyName)).toEqual(['front']);

    const applied = await importFile(t, 'document-types', file, { mode: 'apply' });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().counts).toEqual({ create: 2, update: 1, unchanged: 0, refused: 0 });
    const records = await everyRecord(t, 'document-types');
    expect(records.map((r) => r.keyName).sort()).toEqual(['front', 'new-scan', 'side']);
    const side = records.find((r) => r.keyName === 'side')!;
    expect(side).toMatchObject({ label: tr('Type side', 'Type side en'), customZoom: 1.5, editable: true });
    expect(records.find((r) => r.keyName === 'new-scan')).toMatchObject({
      editable: false,
      mediaType: 'intra_oral_scan',
    });
    expect(records.find((r) => r.keyName === 'front')?.label).toEqual(tr('Face changée', 'Type front en'));
    // Two creates and one update, each recorded as the ordinary writes are.
    expect(await historyCount(t)).toBe(before + 3);

    const again = await importFile(t, 'document-types', file);
    expect(again.json().counts).toEqual({ create: 0, update: 0, unchanged: 3, refused: 0 });
  });

  it('keeps the values of columns a file leaves out and empties those it leaves blank', async () => {
    const cat = await category(t, 'partial-cat');
    await create(t, 'document-types', {
      keyName: 'partial',
      label: tr('Partiel', 'Partial'),
      categoryId: cat.id,
      mediaType: 'video',
      formats: ['mp4'],
      customZoom: 2,
    });
    const file = csvFile([
      ['keyName', 'label.fr', 'label.en', 'category.keyName', 'formats'],
      ['partial', 'Partiel', 'Partial', 'partial-cat', ''],
    ]);
    const applied = await importFile(t, 'document-types', file, { mode: 'apply' });
    expect(applied.json().rows[0]).toMatchObject({
      outcome: 'update',
      changes: [{ field: 'formats', before: ['mp4'], after: [] }],
    });
    const [record] = await everyRecord(t, 'document-types', '&keyName=partial');
    expect(record).toMatchObject({ mediaType: 'video', customZoom: 2, formats: [] });
  });

  it('names every problem of a refused row, as the form would, and applies nothing while one row is refused', async () => {
    const file = csvFile([
      ['keyName', 'label.fr', 'label.en', 'type', 'options', 'category.keyName'],
      ['ok-one', 'Un', 'One', 'number', '{"min": 1, "max": 5}', ''],
      ['bad key!', '', 'Two', 'number', '{"min": 9, "max": 5}', 'nowhere'],
      ['twice', 'A', 'A', 'text', '', ''],
      ['TWICE', 'B', 'B', 'text', '', ''],
      ['cell', 'C', 'C', 'text', '{not json', ''],
    ]);
    const before = await historyCount(t);
    const preview = await importFile(t, 'attributes', file);
    expect(preview.statusCode).toBe(200);
    const report = preview.json();
    expect(report.counts).toEqual({ create: 1, update: 0, unchanged: 0, refused: 4 });
    const problemsOf = (line: number) => report.rows.find((row: { line: number }) => row.line === line).problems;
    expect(problemsOf(3)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'categoryId', code: 1203, reason: 'unknownReference', value: 'nowhere' }),
        expect.objectContaining({ field: 'label', code: 1202, reason: 'mandatory' }),
        expect.objectContaining({ field: 'keyName', code: 1203, reason: 'invalid' }),
        expect.objectContaining({ field: 'options.max', code: 1203, reason: 'invalid', rule: 'maxBelowMin' }),
      ]),
    );
    expect(problemsOf(4)).toEqual([expect.objectContaining({ reason: 'duplicateInFile', code: 1201, lines: [5] })]);
    expect(problemsOf(5)).toEqual([expect.objectContaining({ reason: 'duplicateInFile', lines: [4] })]);
    expect(problemsOf(6)).toEqual([
      expect.objectContaining({ field: 'options', column: 'options', reason: 'invalid' }),
    ]);

    const applied = await importFile(t, 'attributes', file, { mode: 'apply' });
    expectError(applied, 400, 1203, 'file');
    expect(applied.json()).toMatchObject({ reason: 'rowsRefused', report: { counts: { refused: 4 } } });
    expect(await everyRecord(t, 'attributes')).toEqual([]);
    expect(await historyCount(t)).toBe(before);
  });

  it('applies all or nothing: one bad row among 1,000 writes nothing, 1,000 good rows are written together', async () => {
    const header = ['keyName', 'label.fr', 'label.en', 'usage'];
    const rows = Array.from({ length: 1000 }, (_, i) => [`bulk-${i}`, `Attribut ${i}`, `Attribute ${i}`, 'exam']);
    const bad = rows.map((row, i) => (i === 617 ? [row[0], row[1], row[2], 'sometimes'] : row));
    const before = await historyCount(t);
    const refused = await importFile(t, 'attributes', csvFile([header, ...bad]), { mode: 'apply' });
    expectError(refused, 400, 1203, 'file');
    const report = refused.json().report;
    expect(report.counts).toEqual({ create: 999, update: 0, unchanged: 0, refused: 1 });
    expect(report.rows[617]).toMatchObject({
      line: 619,
      outcome: 'refused',
      problems: [{ field: 'usage', code: 1203, reason: 'invalid' }],
    });
    expect(await everyRecord(t, 'attributes')).toEqual([]);
    expect(await historyCount(t)).toBe(before);

    const applied = await importFile(t, 'attributes', csvFile([header, ...rows]), { mode: 'apply' });
    expect(applied.statusCode, applied.body.slice(0, 300)).toBe(200);
    expect(applied.json().counts.create).toBe(1000);
    const written = await everyRecord(t, 'attributes');
    expect(written).toHaveLength(1000);
    expect(written[999]).toMatchObject({ keyName: 'bulk-999', label: tr('Attribut 999', 'Attribute 999') });
    expect(await historyCount(t)).toBe(before + 1000);
  });

  it('refuses a bad file as a whole with its reason, changing nothing', async () => {
    const header = ['keyName', 'label.fr', 'label.en', 'category.keyName'];
    const good = csvFile([header, ['x', 'X', 'X', 'photos']]);
    const tooManyRows = Buffer.from(
      `${header.join(';')}\n${Array.from({ length: IMPORT_LIMITS.rows + 1 }, (_, i) => `k${i};A;A;photos`).join('\n')}`,
    );
    const cases: Array<[string, Buffer | string, Record<string, unknown>]> = [
      [
        'encoding',
        Buffer.from('keyName;label.fr;label.en;category.keyName\nx;Photo de côté;Side;photos\n', 'latin1'),
        {},
      ],
      ['separator', good.toString('utf8').replaceAll(';', ','), { separator: ',' }],
      ['separator', good.toString('utf8').replaceAll(';', '\t'), { separator: '\t' }],
      [
        'missingColumns',
        csvFile([
          ['keyName', 'label.fr'],
          ['x', 'X'],
        ]),
        { columns: ['label.en', 'category.keyName'] },
      ],
      [
        'unknownColumns',
        csvFile([
          [...header, 'colour'],
          ['x', 'X', 'X', 'photos', 'red'],
        ]),
        { columns: ['colour'] },
      ],
      [
        'duplicateColumns',
        csvFile([
          [...header, 'keyName'],
          ['x', 'X', 'X', 'photos', 'x'],
        ]),
        { columns: ['keyName'] },
      ],
      ['malformed', `${header.join(';')}\nx;"X;X;photos\n`, {}],
      ['malformed', `${header.join(';')}\nx;X;X;photos;extra\n`, { line: 2 }],
      ['notAnObject', '[{"keyName": "x"}, 3]', { line: 2 }],
      ['notArray', '{"keyName": "x", "label.fr": "X", "label.en": "X"}', {}],
      ['invalidJson', '[{"keyName": "x"},\n {"keyName": "y",}]', { line: 2, character: 18 }],
      ['empty', '', {}],
      ['empty', csvFile([header]), {}],
      ['tooLarge', Buffer.alloc(IMPORT_LIMITS.bytes + 1, 'a'), { limit: IMPORT_LIMITS.bytes }],
      ['tooManyRows', tooManyRows, { limit: IMPORT_LIMITS.rows }],
    ];
    const before = await historyCount(t);
    for (const [reason, content, details] of cases) {
      for (const mode of ['preview', 'apply'] as const) {
        const response = await importFile(t, 'document-types', content, { mode });
        expectError(response, 400, 1203, 'file');
        expect(response.json(), `${reason} ${mode}`).toMatchObject({ reason, ...details });
      }
    }
    expectError(
      await t.call({
        method: 'POST',
        url: '/api/document-types/import',
        ...multipart([{ name: 'other', content: 'x' }]),
      }),
      400,
      1202,
      'file',
    );
    expectError(await t.call({ method: 'POST', url: '/api/document-types/import', payload: { file: 'x' } }), 400, 1203);
    expectError(await importFile(t, 'document-types', good, { view: 'nowhere' }), 400, 1203, 'view');
    expectError(
      await t.call({ method: 'POST', url: '/api/document-types/import?mode=maybe', ...multipart([]) }),
      400,
      1203,
      'mode',
    );
    expect(await historyCount(t)).toBe(before);
  });

  it('answers progress lines, then the result or the refusal, when asked for them', async () => {
    const file = csvFile([TYPE_HEADER, typeRow('progress-one'), typeRow('progress-two')]);
    const preview = await importFile(t, 'document-types', file, { progress: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toContain('application/x-ndjson');
    const lines = preview.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.at(-2)).toEqual({ phase: 'checking', done: 2, total: 2 });
    expect(lines.at(-1).result.counts).toEqual({ create: 2, update: 0, unchanged: 0, refused: 0 });

    const applied = await importFile(t, 'document-types', file, { mode: 'apply', progress: true });
    const applyLines = applied.body
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(applyLines).toContainEqual({ phase: 'writing', done: 2, total: 2 });
    expect(applyLines.at(-1).result.counts.create).toBe(2);

    const again = await importFile(t, 'document-types', file, { mode: 'apply', progress: true });
    expect(again.statusCode).toBe(200);
    // Nothing to write: every row is unchanged now.
    expect(JSON.parse(again.body.trim().split('\n').at(-1)!).result.counts.unchanged).toBe(2);
    const bad = await importFile(t, 'document-types', csvFile([TYPE_HEADER, typeRow('x', { mediaType: 'odd' })]), {
      mode: 'apply',
      progress: true,
    });
    const last = JSON.parse(bad.body.trim().split('\n').at(-1)!);
    expect(last.error).toMatchObject({ error_code: 1203, error_status: 400, reason: 'rowsRefused' });
    // A file refused as a whole is refused before the answer starts: its status says so.
    expectError(await importFile(t, 'document-types', '', { progress: true }), 400, 1203, 'file');
  });

  it('writes rows naming other rows of the same file, in the file’s order, even rows naming each other', async () => {
    const file = csvFile([
      ['keyName', 'label.fr', 'label.en', 'parentCategory.keyName'],
      ['child-a', 'Enfant A', 'Child A', 'parent'],
      ['parent', 'Parent', 'Parent', ''],
      ['child-b', 'Enfant B', 'Child B', 'parent'],
    ]);
    const before = await historyCount(t);
    const applied = await importFile(t, 'act-categories', file, { mode: 'apply' });
    expect(applied.statusCode, applied.body).toBe(200);
    const records = await everyRecord(t, 'act-categories');
    const parent = records.find((r) => r.keyName === 'parent')!;
    expect(records.filter((r) => r.parentCategoryId === parent.id).map((r) => r.keyName)).toEqual([
      'child-a',
      'child-b',
    ]);
    // child-a, written before its parent in the file, waits for it: each is created once, under its parent.
    expect(await historyCount(t)).toBe(before + 3);

    await create(t, 'objective-categories', { keyName: 'goal', label: tr('But', 'Goal') });
    const circle = csvFile([
      ['keyName', 'label.fr', 'label.en', 'category.keyName', 'objectiveTypes.keyName'],
      ['first', 'Premier', 'First', 'goal', 'second'],
      ['second', 'Second', 'Second', 'goal', 'first'],
    ]);
    expect((await importFile(t, 'objective-types', circle, { mode: 'apply' })).statusCode).toBe(200);
    const [first, second] = await everyRecord(t, 'objective-types');
    expect([first.keyName, first.objectiveTypeIds, second.keyName, second.objectiveTypeIds]).toEqual([
      'first',
      [second.id],
      'second',
      [first.id],
    ]);
  });

  it('writes relation lists with their roles, and matches organisations by e-mail', async () => {
    const doc = await create(t, 'document-types', {
      keyName: 'rel-doc',
      label: tr('Doc', 'Doc'),
      categoryId: (await category(t, 'rel-cat')).id,
    });
    const file = csvFile([
      ['keyName', 'label.fr', 'label.en', 'type', 'documents.keyName'],
      ['scenario-rel', 'Scénario', 'Scenario', 'photo', 'rel-doc:reference|side:document'],
    ]);
    const applied = await importFile(t, 'scenarios', file, { mode: 'apply' });
    expect(applied.statusCode, applied.body).toBe(200);
    const [scenario] = await everyRecord(t, 'scenarios');
    const side = (await everyRecord(t, 'document-types', '&keyName=side'))[0];
    expect(scenario.documents).toEqual([
      { id: doc.id, role: 'reference' },
      { id: side.id, role: 'document' },
    ]);

    const practices = csvFile([
      ['name', 'mainUserEmail', 'mainUserFirstName', 'mainUserLastName', 'city'],
      ['Cabinet Import', 'Import.Practice@Example.com', 'Élodie', 'Martin', 'Lyon'],
    ]);
    expect((await importFile(t, 'companies', practices, { mode: 'apply' })).json().counts.create).toBe(1);
    const changed = csvFile([
      ['name', 'mainUserEmail', 'mainUserFirstName', 'mainUserLastName', 'city'],
      ['Cabinet Import', 'import.practice@example.com', 'Élodie', 'Martin', 'Paris'],
    ]);
    // Matched by its e-mail; a practice not yet activated cannot be changed, as its form says.
    const locked = (await importFile(t, 'companies', changed)).json().rows[0];
    expect(locked).toMatchObject({ outcome: 'refused', problems: [{ code: 1105, reason: 'locked' }] });
  });

  it('fills what a new record of a view takes from the view, and reads references by id as #id', async () => {
    const file = csvFile([
      ['keyName', 'label.fr', 'label.en', 'category.keyName'],
      ['objective-attr', 'Objectif', 'Objective', ''],
    ]);
    await importFile(t, 'attributes', file, { mode: 'apply', view: 'attributeObjectives' });
    const [record] = await everyRecord(t, 'attributes', '&keyName=objective-attr');
    expect(record.usage).toBe('objective');

    const cat = (await everyRecord(t, 'document-categories', '&keyName=photos'))[0];
    const byId = csvFile([TYPE_HEADER, typeRow('by-id', { 'category.keyName': `#${cat.id}` })]);
    expect((await importFile(t, 'document-types', byId)).json().rows[0]).toMatchObject({ outcome: 'create' });
    const unknown = csvFile([TYPE_HEADER, typeRow('by-id', { 'category.keyName': '#999999' })]);
    expect((await importFile(t, 'document-types', unknown)).json().rows[0].problems).toEqual([
      expect.objectContaining({ reason: 'unknownReference', value: '#999999', catalogue: 'documentCategories' }),
    ]);
  });

  it('reads the JSON an export writes', async () => {
    const file = JSON.stringify([
      {
        keyName: 'json-type',
        'label.fr': 'JSON',
        'label.en': 'JSON',
        'category.keyName': 'scans',
        formats: ['stl'],
        customZoom: 2.5,
        uploadEnabled: false,
      },
    ]);
    const applied = await importFile(t, 'document-types', file, { mode: 'apply', filename: 'types.json' });
    expect(applied.json().format).toBe('json');
    const [record] = await everyRecord(t, 'document-types', '&keyName=json-type');
    expect(record).toMatchObject({ formats: ['stl'], customZoom: 2.5, uploadEnabled: false });
  });
});
