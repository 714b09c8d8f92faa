import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fixedValuesOf } from '../../../lib/catalogueFacts';
import { ApiError } from '../../../lib/errors';
import { type ResourceModel, viewsOf } from '../../../lib/model';
import { isTransferable } from '../../../lib/transfer/columns';
import { IMPORT_LIMITS, isFileProblem, readImportFile } from '../../../lib/transfer/files';
import { countsOf, ImportRefused, type ImportReport } from '../../../lib/transfer/plan';
import { PROGRESS_MEDIA_TYPE } from '../../../lib/transfer/progress';
import { fileProblem, IMPORT_MODES, type ImportMode, rowsRefused } from '../../../lib/transfer/refusals';
import { invalid, mandatory } from '../../errors';
import { authorOf } from '../../http/author';
import { answerWithProgress, type Report, wantsProgress } from '../../http/progressAnswer';
import { importReportSchema } from '../../http/transferSchemas';
import { readCsvInTurns } from '../../liveness/csvInTurns';
import { letOthersRun } from '../../liveness/eventLoopTurns';

/** The uploaded file's bytes: at most IMPORT_LIMITS.bytes, else refused as too large (400, `reason: tooLarge`). */
async function readUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw invalid('file', 'multipart/form-data with a file part is expected');
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: IMPORT_LIMITS.bytes, files: 1 } })) {
      if (part.type !== 'file') continue;
      const read = await part.toBuffer();
      if (part.fieldname === 'file') bytes = read;
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw fileProblem({ reason: 'tooLarge', limit: IMPORT_LIMITS.bytes });
    throw invalid('file', 'malformed multipart body');
  }
  if (!bytes) throw mandatory('file');
  return bytes;
}

/** The query string: `mode` (preview or apply) and the `view` imported into (its fixed values fill what a create lacks). */
function importOptions(
  model: ResourceModel,
  query: Record<string, unknown>,
): { mode: ImportMode; fixed: Record<string, unknown> } {
  const mode = (query.mode ?? 'preview') as ImportMode;
  if (!IMPORT_MODES.includes(mode)) throw invalid('mode', 'mode is preview or apply');
  const view = query.view === undefined ? undefined : viewsOf(model).find((v) => v.name === query.view);
  if (query.view !== undefined && !view) throw invalid('view', `view is one of ${model.name}'s views`);
  return { mode, fixed: view ? fixedValuesOf(view) : {} };
}

/**
 * `POST /api/<api path>/import?mode=preview|apply` (multipart, `file`): a CSV or JSON file as the export writes it.
 * Preview answers what each row would do; apply writes every row in one transaction, or nothing when a row is refused
 * (400, `reason: rowsRefused`, the report naming each refused row and why). A file refused as a whole answers 400 with
 * its `reason` before any row is read. With `Accept: application/x-ndjson`, the answer is progress lines
 * (docs/export-import.md, "Progress").
 */
function registerImport(app: FastifyInstance, model: ResourceModel): void {
  const columns = app.store.transfer.columns(model);
  app.post(
    `/api/${model.api}/import`,
    {
      schema: {
        tags: [model.api],
        summary: 'Import a CSV or JSON file: preview what each row does, or apply it all in one transaction',
        description:
          'Multipart, one part `file` (at most 32 MB and 100,000 rows). `mode=preview` (default) answers, row by row, ' +
          'what would be created, updated (matched by key name, or by e-mail for practices, aligner companies and ' +
          'diagnosticians), left unchanged or refused and why; `mode=apply` writes all rows or none. `view`: the ' +
          'console view imported into, whose fixed values fill the columns a file leaves out of a new record. With ' +
          '`Accept: application/x-ndjson` the answer is progress lines `{phase, done, total}`, then `{result}` or ' +
          '`{error}`. docs/export-import.md.',
        consumes: ['multipart/form-data'],
        querystring: {
          type: 'object',
          properties: {
            mode: { type: 'string', enum: [...IMPORT_MODES], default: 'preview' },
            view: { type: 'string', enum: viewsOf(model).map((view) => view.name) },
          },
        },
        produces: ['application/json', PROGRESS_MEDIA_TYPE],
        response: { 200: importReportSchema },
      },
      validatorCompiler: () => (value: unknown) => ({ value }),
      // The report is written as it is (a row's label is a translation set or a text).
      serializerCompiler: () => (data: unknown) => JSON.stringify(data),
    },
    async (request, reply) => {
      const { mode, fixed } = importOptions(model, request.query as Record<string, unknown>);
      const file = await readImportFile(
        new Uint8Array(await readUpload(request)),
        columns,
        readCsvInTurns,
        letOthersRun,
      );
      if (isFileProblem(file)) throw fileProblem(file);
      const run = async (report?: Report): Promise<ImportReport> => {
        const plan = await app.store.transfer.plan(model, file, { fixed, progress: report });
        if (mode === 'preview') return plan.report;
        if (plan.report.counts.refused > 0) throw rowsRefused(plan.report);
        try {
          return await app.store.transfer.apply(plan, authorOf(request), report);
        } catch (error) {
          if (!(error instanceof ImportRefused)) throw error;
          // A row the checks let through and the write refused (a value changed meanwhile): nothing was written.
          const rows = plan.report.rows.map((row) =>
            row.line === error.line ? { ...row, outcome: 'refused' as const, problems: [error.problem] } : row,
          );
          throw rowsRefused({ ...plan.report, rows, counts: countsOf(rows) });
        }
      };
      if (wantsProgress(request)) return answerWithProgress(request, reply, run);
      return reply.send(await run());
    },
  );
}

export default async function catalogueImportRoutes(app: FastifyInstance): Promise<void> {
  for (const model of app.models.all) if (isTransferable(model)) registerImport(app, model);
}
