/** The rules of lib/transfer/ the server and the demo API share: columns, rows, files, the import's plan. */
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/errors';
import type { ResourceModel } from '../../lib/model';
import {
  type Column,
  columnsOf,
  importSteps,
  isTransferable,
  matchFieldOf,
  referenceKeyOf,
} from '../../lib/transfer/columns';
import {
  csvHeader,
  csvRows,
  exportFileName,
  type ImportFile,
  isFileProblem,
  JSON_EXPORT,
  readImportFile,
} from '../../lib/transfer/files';
import { jsonReferencesOf, mapJsonReferences } from '../../lib/transfer/jsonReferences';
import { applyImport, type ImportSide, type ImportWriter, planImport } from '../../lib/transfer/plan';
import {
  cellValue,
  csvTextOf,
  escapeFormula,
  inputOf,
  PENDING_ID_BASE,
  rowOf,
  UNREADABLE,
  unescapeFormula,
} from '../../lib/transfer/values';
import { recordProblems, validateRecord } from '../../lib/validation';
import { allModels } from '../../src/modelRegistry';

const models = new Map(allModels.map((model) => [model.name, model]));
const model = (name: string) => models.get(name) as ResourceModel;
const columnsOfModel = (name: string) => columnsOf(model(name), models);
const column = (name: string, columnName: string) => columnsOfModel(name).find((c) => c.name === columnName) as Column;
const bytes = (text: string) => new TextEncoder().encode(text);
const tr = (fr: string, en: string) => [
  { language: 'fr', value: fr },
  { language: 'en', value: en },
];

describe('columns of a catalogue', () => {
  it('gives a translation set one column per language, a reference its target’s key, a duration two', () => {
    expect(columnsOfModel('sessionTypes').map((c) => c.name)).toEqual([
      'label.fr',
      'label.en',
      'keyName',
      'category.keyName',
      'subCategory.keyName',
      'cameraOrientation',
      'defaultDuration.value',
      'defaultDuration.unit',
      'customZoom',
      'shownInPractitionerSummary',
      'isPublic',
      'accessRight',
      'actTypes.keyName',
      'applianceTypes.keyName',
      'steps',
    ]);
    expect(
      columnsOfModel('sessionTypes')
        .filter((c) => c.required)
        .map((c) => c.name),
    ).toEqual(['label.fr', 'label.en', 'keyName', 'category.keyName']);
    expect(column('sessionTypes', 'category.keyName').siblingGroup).toBe(true);
  });

  it('leaves out read-only fields and images, and writes relation lists after the fields', () => {
    expect(columnsOfModel('companies').map((c) => c.name)).not.toContain('mainUserId');
    expect(columnsOfModel('scenarios').map((c) => c.name)).toEqual([
      'label.fr',
      'label.en',
      'keyName',
      'type',
      'documents.keyName',
    ]);
    expect(columnsOfModel('userThirdParties').find((c) => c.name === 'companies.mainUserEmail')?.target).toEqual({
      model: 'companies',
      key: 'mainUserEmail',
    });
  });

  it('names every column of a catalogue once', () => {
    for (const each of allModels.filter(isTransferable)) {
      const names = columnsOf(each, models).map((c) => c.name);
      expect(new Set(names).size, each.name).toBe(names.length);
    }
  });

  it('matches rows by key name, else by account e-mail; names references by key, e-mail, file name or id', () => {
    expect(matchFieldOf(model('attributes'))).toBe('keyName');
    expect(matchFieldOf(model('companies'))).toBe('mainUserEmail');
    expect(matchFieldOf(model('protocols'))).toBeUndefined();
    expect(referenceKeyOf(model('imageOverlays'))).toBe('originalName');
    expect(referenceKeyOf(model('protocols'))).toBe('id');
    expect(isTransferable(model('imageOverlays'))).toBe(false);
  });

  it('orders a whole installation’s import: required references first, keyless catalogues after all they name', () => {
    const steps = importSteps(allModels);
    const at = (name: string) => steps.findIndex((step) => step.model.name === name);
    expect(at('examCategories')).toBeLessThan(at('examPanelTypes'));
    expect(at('examPanelTypes')).toBeLessThan(at('fields'));
    expect(at('attributes')).toBeLessThan(at('fields'));
    expect(at('notificationTypes')).toBeLessThan(at('notificationTemplates'));
    expect(steps.find((step) => step.model.name === 'attributes')?.deferred).toContain('pedagogicalSheet.keyName');
    for (const step of steps.filter((s) => matchFieldOf(s.model) === undefined)) expect(step.deferred).toEqual([]);
  });
});

describe('a record as a row', () => {
  const keys = new Map([
    ['documentCategories:3', 'photos'],
    ['imageOverlays:9', 'contour.png'],
    ['attributes:4', 'nickel'],
  ]);
  const keyOf = (target: string, id: number) => keys.get(`${target}:${id}`);

  it('writes each column as a JSON file holds it, references by key (by #id when none is known)', () => {
    const row = rowOf(
      columnsOfModel('documentTypes'),
      {
        label: tr('Face', 'Front'),
        keyName: 'face',
        categoryId: 3,
        formats: ['jpg'],
        customZoom: 1.5,
        imageOverlayId: 12,
        uploadEnabled: false,
      },
      keyOf,
    );
    expect(row).toMatchObject({
      'label.fr': 'Face',
      'label.en': 'Front',
      'category.keyName': 'photos',
      'imageOverlay.originalName': '#12',
      formats: ['jpg'],
      customZoom: 1.5,
      uploadEnabled: false,
      editable: null,
    });
    const condition = { combinator: 'and', rules: [{ entity: 'attribute', entityId: 4, operator: 'filled' }] };
    expect(rowOf(columnsOfModel('examCategories'), { logicCondition: condition }, keyOf).logicCondition).toEqual({
      combinator: 'and',
      rules: [{ entity: 'attribute', entityId: 'nickel', operator: 'filled' }],
    });
  });

  it('writes CSV cells as a French spreadsheet reads them and reads them back', () => {
    const zoom = column('documentTypes', 'customZoom');
    expect(csvTextOf(zoom, 1.25)).toBe('1,25');
    expect(cellValue(zoom, '1,25', true)).toBe(1.25);
    expect(cellValue(zoom, '2.5', true)).toBe(2.5);
    expect(cellValue(zoom, 'deux', true)).toBe(UNREADABLE);
    const editable = column('documentTypes', 'editable');
    expect(csvTextOf(editable, true)).toBe('true');
    for (const yes of ['true', 'VRAI', 'oui', '1']) expect(cellValue(editable, yes, true)).toBe(true);
    for (const no of ['false', 'Faux', 'non', '0']) expect(cellValue(editable, no, true)).toBe(false);
    expect(cellValue(editable, '', true)).toBeNull();
    const formats = column('documentTypes', 'formats');
    expect(csvTextOf(formats, ['jpg', 'png'])).toBe('["jpg","png"]');
    expect(cellValue(formats, '["jpg"]', true)).toEqual(['jpg']);
    expect(cellValue(formats, '[jpg', true)).toBe(UNREADABLE);
    const types = column('phaseTypes', 'documentTypes.keyName');
    expect(csvTextOf(types, ['a', 'b'])).toBe('a|b');
    expect(cellValue(types, ' a | b ||', true)).toEqual(['a', 'b']);
    expect(cellValue(types, ['a'], false)).toEqual(['a']);
  });

  it('writes a text a spreadsheet would run as a formula after an apostrophe, and reads it back unchanged', () => {
    for (const text of ['=SUM(A1)', '+33 6', '-x', '@x', "'=already", 'plain', "'quoted"]) {
      expect(unescapeFormula(escapeFormula(text))).toBe(text);
      expect(/^[=+\-@]/.test(escapeFormula(text))).toBe(false);
    }
    expect(escapeFormula('plain')).toBe('plain');
  });

  it('builds the body a row writes: stored values kept for absent columns, keys resolved, later rows pending', () => {
    const columns = columnsOfModel('attributeCategories').filter((c) =>
      ['keyName', 'label.en', 'parentCategory.keyName'].includes(c.name),
    );
    const resolve = (_target: string, key: string) =>
      key === 'known' ? { id: 5 } : key === 'later' ? { row: 7 } : { problem: 'unknownReference' as const };
    const stored = { keyName: 'k', label: tr('Garde', 'Kept'), displayMode: 'hidden_by_default' };
    const built = inputOf(columns, { 'label.en': 'New', 'parentCategory.keyName': 'later' }, stored, resolve);
    expect(built.input).toEqual({
      keyName: 'k',
      label: tr('Garde', 'New'),
      displayMode: 'hidden_by_default',
      parentCategoryId: PENDING_ID_BASE + 7,
    });
    expect([...built.dependsOn]).toEqual([7]);
    expect([...built.requires]).toEqual([7]);
    expect(inputOf(columns, { 'parentCategory.keyName': 'nowhere' }, {}, resolve).problems).toEqual([
      expect.objectContaining({ key: 'nowhere', model: 'attributeCategories', problem: 'unknownReference' }),
    ]);
  });

  it('finds and maps the records JSON fields name: image cells and display conditions', () => {
    const cells = model('imageTemplates').fields.cells;
    const value = [
      { row: 0, column: 0, documentTypeId: 3 },
      { row: 0, column: 1, documentTypeId: null },
    ];
    expect(jsonReferencesOf(cells, value)).toEqual([{ model: 'documentTypes', reference: 3 }]);
    expect(mapJsonReferences(cells, value, () => 'front')).toEqual([
      { row: 0, column: 0, documentTypeId: 'front' },
      { row: 0, column: 1, documentTypeId: null },
    ]);
    const condition = model('attributes').fields.logicCondition;
    const rules = { rules: [{ entity: 'act_type', entityId: 'scaling' }] };
    expect(jsonReferencesOf(condition, rules)).toEqual([{ model: 'actTypes', reference: 'scaling' }]);
  });
});

describe('files', () => {
  const all = columnsOfModel('documentCategories');

  it('writes CSV with a byte-order mark, `;` and CRLF, JSON as an array, and names the file after the day', () => {
    const text =
      csvHeader(all, stringify) + csvRows(all, [{ 'label.fr': 'A; b', 'label.en': 'A', keyName: 'a' }], stringify);
    expect(text).toBe('\uFEFFlabel.fr;label.en;keyName\r\n"A; b";A;a\r\n');
    const rows = [{ keyName: 'a' }, { keyName: 'b' }];
    expect(JSON.parse(JSON_EXPORT.start + JSON_EXPORT.rows(rows, true) + JSON_EXPORT.end)).toEqual(rows);
    expect(JSON.parse(JSON_EXPORT.start + JSON_EXPORT.rows([], true) + JSON_EXPORT.end)).toEqual([]);
    expect(exportFileName(model('documentCategories'), 'csv', new Date('2026-11-28T23:00:00Z'))).toBe(
      'document-categories-2026-11-28.csv',
    );
  });

  it('reads what it writes, skipping blank rows and filling short ones, numbering rows as a spreadsheet does', async () => {
    const read = await readImportFile(
      bytes('\uFEFFkeyName;label.fr;label.en\r\na;A;A\r\n;;\r\n\r\nb;B\r\n'),
      all,
      parse,
    );
    expect(isFileProblem(read)).toBe(false);
    const file = read as ImportFile;
    expect(file.format).toBe('csv');
    expect(file.rows.map((row) => [row.line, row.values])).toEqual([
      [2, { keyName: 'a', 'label.fr': 'A', 'label.en': 'A' }],
      [5, { keyName: 'b', 'label.fr': 'B', 'label.en': '' }],
    ]);
    const json = (await readImportFile(
      bytes('[{"keyName":"c","label.fr":"C","label.en":"C"}]'),
      all,
      parse,
    )) as ImportFile;
    expect(json.format).toBe('json');
    expect(json.rows[0]).toMatchObject({ line: 1, values: { keyName: 'c' } });
  });

  it('refuses a file it cannot read as the catalogue’s rows, saying why', async () => {
    const problem = (text: string | Uint8Array) =>
      readImportFile(typeof text === 'string' ? bytes(text) : text, all, parse);
    expect(await problem(new Uint8Array([0x6b, 0xe9, 0x0a]))).toEqual({ reason: 'encoding' });
    expect(await problem('keyName,label.fr,label.en\na,A,A\n')).toEqual({ reason: 'separator', separator: ',' });
    expect(await problem('keyName;label.fr\na;A\n')).toEqual({ reason: 'missingColumns', columns: ['label.en'] });
    expect(await problem('keyName;label.fr;label.en;label.de\n')).toEqual({
      reason: 'unknownColumns',
      columns: ['label.de'],
    });
    expect(await problem('keyName;label.fr;label.en;keyName\n')).toEqual({
      reason: 'duplicateColumns',
      columns: ['keyName'],
    });
    expect(await problem('keyName;label.fr;label.en\na;A;A;B\n')).toEqual({ reason: 'malformed', line: 2 });
    expect(await problem('keyName;label.fr;label.en\n')).toEqual({ reason: 'empty' });
    expect(await problem('   ')).toEqual({ reason: 'empty' });
    // JSON says what is wrong with it, never in the CSV's words.
    expect(await problem('{"keyName": "a"}')).toEqual({ reason: 'notArray' });
    expect(await problem('  {"keyName": "a"')).toMatchObject({ reason: 'invalidJson' });
    expect(await problem('[1]')).toEqual({ reason: 'notAnObject', line: 1 });
    expect(await problem('[\n  {"keyName": "a"},\n  {"keyName": "b",}\n]')).toEqual({
      reason: 'invalidJson',
      line: 3,
      character: 19,
    });
  });
});

describe('the import plan', () => {
  const stored = new Map<number, Record<string, unknown>>([
    [1, { keyName: 'photos', label: tr('Photos', '') }],
    [2, { keyName: 'scans', label: tr('Empreintes', 'Scans') }],
  ]);
  const side: ImportSide = {
    findKeys: async (_model, _field, keys) =>
      new Map(
        [...stored]
          .filter(([, data]) => keys.includes(String(data.keyName)))
          .map(([id, data]) => [String(data.keyName), [id]]),
      ),
    records: async (_model, ids) => new Map(ids.map((id) => [id, stored.get(id)!])),
    check: async (_model, writes) =>
      writes.map(({ data }) => (data.keyName === 'taken' ? new ApiError(409, 1201, 'keyName') : undefined)),
  };
  const plan = async (text: string) =>
    planImport(
      model('documentCategories'),
      models,
      (await readImportFile(bytes(text), columnsOfModel('documentCategories'), parse)) as ImportFile,
      side,
    );

  it('says what each row does; a row giving the stored values is unchanged, even on data older than a rule', async () => {
    const { report } = await plan(
      'keyName;label.fr;label.en\nphotos;Photos;\nscans;Empreintes;Scans 3D\nnew;N;N\ntaken;T;T\n',
    );
    expect(report.rows.map((row) => [row.outcome, row.id, row.changes, row.problems?.[0]?.reason])).toEqual([
      ['unchanged', 1, undefined, undefined],
      ['update', 2, [{ field: 'label', language: 'en', before: 'Scans', after: 'Scans 3D' }], undefined],
      ['create', undefined, undefined, undefined],
      ['refused', undefined, undefined, 'duplicate'],
    ]);
    expect(report.counts).toEqual({ create: 1, update: 1, unchanged: 1, refused: 1 });
  });

  it('names the language a row’s translation set lacks', async () => {
    const { report } = await plan('keyName;label.fr;label.en\nnew;Nouvelle;\n');
    expect(report.rows[0]).toMatchObject({
      outcome: 'refused',
      problems: [{ field: 'label', reason: 'mandatory', languages: ['en'] }],
    });
  });

  it('writes creates together in the file’s order, then the references to rows written after them', async () => {
    const writes: string[] = [];
    let next = 100;
    const writer: ImportWriter = {
      createMany: async (data) => {
        writes.push(`create ${data.map((d) => `${d.keyName}:${d.parentCategoryId ?? '-'}`).join(',')}`);
        return data.map(() => next++);
      },
      update: async (id, input) => {
        writes.push(`update ${id}:${input.parentCategoryId ?? '-'}`);
      },
      setRelation: async () => undefined,
    };
    const columns = columnsOfModel('attributeCategories');
    const file = (await readImportFile(
      bytes(
        'keyName;label.fr;label.en;parentCategory.keyName;logicCondition\n' +
          'child;C;C;top;\ntop;T;T;;\nother;O;O;;\n',
      ),
      columns,
      parse,
    )) as ImportFile;
    const planned = await planImport(model('attributeCategories'), models, file, {
      ...side,
      findKeys: async () => new Map(),
    });
    expect(planned.order).toEqual([1, 0, 2]);
    await applyImport(planned, writer);
    expect(writes).toEqual(['create top:-', 'create child:100,other:-']);
  });
});

describe('validation of a record', () => {
  it('answers every problem at once, and the first one as before', () => {
    const input = { keyName: 'bad key', label: tr('', 'Only English'), type: 'number', options: { min: 5, max: 1 } };
    const problems = recordProblems(model('attributes'), input);
    expect(problems).toEqual([
      { field: 'label', code: 'mandatory', missingLanguages: ['fr'] },
      { field: 'keyName', code: 'invalid' },
      { field: 'options.max', code: 'invalid', rule: 'maxBelowMin' },
    ]);
    expect(validateRecord(model('attributes'), input)).toEqual({ ok: false, problem: problems[0] });
  });
});
