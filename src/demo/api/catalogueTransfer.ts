/**
 * The export and import calls of a catalogue (server/routes/admin/catalogueExports.ts, catalogueImports.ts) answered
 * over the demo's records, with the same rules from lib/transfer/: the columns, the rows, the files, the plan. The
 * demo API undoes a failed call's writes (demoApi.ts), so an apply is all or nothing here too.
 */
import { fixedValuesOf } from '../../../lib/catalogueFacts';
import { ApiError, invalid, mandatory } from '../../../lib/errors';
import { parseListQuery } from '../../../lib/listRules';
import { type ResourceModel, viewsOf } from '../../../lib/model';
import { columnsOf, isTransferable, referenceKeyOf } from '../../../lib/transfer/columns';
import {
  csvHeader,
  csvRows,
  EXPORT_FORMATS,
  type ExportFormat,
  exportFileName,
  isFileProblem,
  JSON_EXPORT,
  MEDIA_TYPES,
  readImportFile,
} from '../../../lib/transfer/files';
import {
  applyImport,
  countsOf,
  ImportRefused,
  type ImportReport,
  type ImportSide,
  planImport,
} from '../../../lib/transfer/plan';
import { PROGRESS_MEDIA_TYPE, type ProgressLine } from '../../../lib/transfer/progress';
import { fileProblem, IMPORT_MODES, type ImportMode, rowsRefused } from '../../../lib/transfer/refusals';
import { rowOf } from '../../../lib/transfer/values';
import { actorOf, type Call } from './calls';
import type { CatalogueStore } from './catalogueStore';
import { EVERY_RECORD } from './catalogueStore';

/** What these calls read of a request. */
interface TransferCall {
  query: Record<string, string | string[]>;
  form?: FormData;
  headers: Headers;
  claims: Call['claims'];
}

type Answer = { status: number; blob: Blob; headers?: Record<string, string> };

export interface TransferRoute {
  method: 'GET' | 'POST';
  path: string;
  handler: (call: TransferCall) => Promise<Answer>;
}

const languageOf = (headers: Headers) => ((headers.get('accept-language') ?? 'fr').slice(0, 2) === 'en' ? 'en' : 'fr');

/** The demo's records as an import's lookups (lib/transfer/plan.ts ImportSide). */
function sideOf(store: CatalogueStore): ImportSide {
  return {
    async findKeys(model, field, keys) {
      const wanted = new Set(keys);
      const found = new Map<string, number[]>();
      for (const row of store.activeRows(model.name)) {
        const value = field === 'id' ? String(row.id) : row.data[field];
        const key = typeof value === 'string' ? value.toLowerCase() : undefined;
        if (key !== undefined && wanted.has(key)) found.set(key, [...(found.get(key) ?? []), row.id]);
      }
      return found;
    },
    async records(model, ids) {
      const wanted = new Set(ids);
      return new Map(
        store
          .activeRows(model.name)
          .filter((row) => wanted.has(row.id))
          .map((row) => [row.id, structuredClone(row.data)]),
      );
    },
    async check(model, writes) {
      return writes.map(({ data, id }) => store.refusalOf(model, data, id));
    },
  };
}

/** The export and import calls of `model`, for the demo API to register as administrators' calls. */
export function transferRoutes(model: ResourceModel, store: CatalogueStore): TransferRoute[] {
  if (!isTransferable(model)) return [];
  const models = new Map(store.all.map((m) => [m.name, m]));
  const columns = columnsOf(model, models);
  const base = `/api/${model.api}`;

  const exportFile = async (call: TransferCall): Promise<Answer> => {
    const { format: rawFormat = 'csv', page: _page, itemsPerPage: _size, ...listing } = call.query;
    if (!EXPORT_FORMATS.includes(rawFormat as ExportFormat)) throw invalid('format', 'format is csv or json');
    const format = rawFormat as ExportFormat;
    const parsed = parseListQuery(model, listing);
    if (!parsed.ok) throw invalid(parsed.field, parsed.message);
    const records = store.list(
      model,
      { ...parsed.query, page: 1, itemsPerPage: EVERY_RECORD.itemsPerPage },
      languageOf(call.headers),
    );
    const keyOf = (target: string, id: number) => {
      const targetModel = models.get(target);
      const row = targetModel && store.activeRows(target).find((r) => r.id === id);
      const key = targetModel && row ? row.data[referenceKeyOf(targetModel)] : undefined;
      return typeof key === 'string' && key !== '' ? key : undefined;
    };
    const rows = records.map((record) => rowOf(columns, record, keyOf));
    let text: string;
    if (format === 'csv') {
      const { stringify } = await import('csv-stringify/browser/esm/sync');
      text = csvHeader(columns, stringify) + csvRows(columns, rows, stringify);
    } else text = JSON_EXPORT.start + JSON_EXPORT.rows(rows, true) + JSON_EXPORT.end;
    return {
      status: 200,
      blob: new Blob([text], { type: MEDIA_TYPES[format] }),
      headers: { 'content-disposition': `attachment; filename="${exportFileName(model, format, new Date())}"` },
    };
  };

  const importFile = async (call: TransferCall): Promise<Answer> => {
    const mode = (call.query.mode ?? 'preview') as ImportMode;
    if (!IMPORT_MODES.includes(mode)) throw invalid('mode', 'mode is preview or apply');
    const view = call.query.view === undefined ? undefined : viewsOf(model).find((v) => v.name === call.query.view);
    if (call.query.view !== undefined && !view) throw invalid('view', `view is one of ${model.name}'s views`);
    const upload = call.form?.get('file');
    if (!upload || typeof upload === 'string') throw mandatory('file');
    const { parse } = await import('csv-parse/browser/esm/sync');
    const file = await readImportFile(new Uint8Array(await upload.arrayBuffer()), columns, parse);
    if (isFileProblem(file)) throw fileProblem(file);
    const lines: ProgressLine[] = [];
    const progress = (phase: string, done: number, total: number) => lines.push({ phase, done, total });
    const run = async (): Promise<ImportReport> => {
      const plan = await planImport(model, models, file, sideOf(store), {
        fixed: view ? fixedValuesOf(view) : {},
        progress,
      });
      if (mode === 'preview') return plan.report;
      if (plan.report.counts.refused > 0) throw rowsRefused(plan.report);
      try {
        return await applyImport(
          plan,
          {
            createMany: (data) => store.createMany(model, data, actorOf(call)),
            update: async (id, input) => {
              store.update(model, id, input, actorOf(call));
            },
            setRelation: async (id, path, items) => {
              store.setRelation(model, id, path, items, actorOf(call));
            },
          },
          progress,
        );
      } catch (error) {
        if (!(error instanceof ImportRefused)) throw error;
        const rows = plan.report.rows.map((row) =>
          row.line === error.line ? { ...row, outcome: 'refused' as const, problems: [error.problem] } : row,
        );
        throw rowsRefused({ ...plan.report, rows, counts: countsOf(rows) });
      }
    };
    if (!(call.headers.get('accept') ?? '').includes(PROGRESS_MEDIA_TYPE)) {
      const report = await run();
      return { status: 200, blob: new Blob([JSON.stringify(report)], { type: 'application/json; charset=utf-8' }) };
    }
    // As the server: once the answer has started, a failure is its last line (and the demo undoes the writes).
    let failure: ApiError | undefined;
    const report = await run().catch((error: unknown) => {
      if (!(error instanceof ApiError)) throw error;
      failure = error;
    });
    lines.push(failure ? { error: failure.body() } : { result: report });
    if (failure) throw new AnsweredFailure(failure, lines);
    return ndjson(lines);
  };

  return [
    { method: 'GET', path: `${base}/export`, handler: exportFile },
    { method: 'POST', path: `${base}/import`, handler: importFile },
  ];
}

const ndjson = (lines: ProgressLine[]): Answer => ({
  status: 200,
  blob: new Blob([lines.map((line) => `${JSON.stringify(line)}\n`).join('')], {
    type: `${PROGRESS_MEDIA_TYPE}; charset=utf-8`,
  }),
});

/**
 * A failed import answered as progress lines: status 200 with the failure as its last line, its writes undone
 * (the demo API restores its state when a handler throws; demoApi.ts answers `answer` instead of the error body).
 */
export class AnsweredFailure extends Error {
  readonly answer: Answer;
  constructor(
    readonly failure: ApiError,
    lines: ProgressLine[],
  ) {
    super(failure.message);
    this.answer = ndjson(lines);
  }
}
