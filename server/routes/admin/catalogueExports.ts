import { Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance } from 'fastify';
import type { ResourceModel } from '../../../lib/model';
import { isTransferable } from '../../../lib/transfer/columns';
import {
  csvHeader,
  csvRows,
  EXPORT_FORMATS,
  type ExportFormat,
  exportFileName,
  JSON_EXPORT,
  MEDIA_TYPES,
} from '../../../lib/transfer/files';
import type { RowValues } from '../../../lib/transfer/values';
import { invalid } from '../../errors';
import { requestLanguage } from '../../http/params';
import { parseListQuery } from '../../store/listQuery';

/** What an export's query string holds besides the listing's own parameters. */
const FORMAT = 'format';

/**
 * `GET /api/<api path>/export?format=csv|json&<the listing's filters, search and order>`: every record the listing
 * shows, all pages, as a file named after the catalogue and the day (docs/export-import.md). Streamed: the server
 * reads a page, writes it, reads the next when the client has taken it, so its memory does not grow with the
 * catalogue.
 */
function registerExport(app: FastifyInstance, model: ResourceModel): void {
  const columns = app.store.transfer.columns(model);
  app.get(
    `/api/${model.api}/export`,
    {
      schema: {
        tags: [model.api],
        summary: 'Export the records a listing shows, every page, as a CSV or JSON file',
        description:
          'Takes the list call’s filters, search (`q`) and order (`order[field]`), without paging (`page` and ' +
          '`itemsPerPage` are ignored), and `format`: `csv` (UTF-8 with a byte-order mark, `;` between cells, a ' +
          'decimal comma) or `json` (an array of objects). One column per field, a translation set one per language ' +
          '(`label.fr`), a reference as the referenced record’s key (`category.keyName`); docs/export-import.md.',
        querystring: {
          type: 'object',
          properties: { [FORMAT]: { type: 'string', enum: [...EXPORT_FORMATS], default: 'csv' } },
          additionalProperties: true,
        },
        produces: [MEDIA_TYPES.csv, MEDIA_TYPES.json],
        response: {
          200: {
            description: 'The file, with Content-Disposition naming it `<api path>-<YYYY-MM-DD>.<format>`',
            type: 'string',
          },
        },
      },
      // The listing's parameters are read by its own rules (lib/listRules.ts), not by a schema.
      validatorCompiler: () => (value: unknown) => ({ value }),
      // The first page's statement answers the account check, as a listing's does (answerFoldingAdminCheck).
      config: { adminCheck: 'inReadStatement' as const },
    },
    async (request, reply) => {
      const {
        [FORMAT]: rawFormat = 'csv',
        page: _page,
        itemsPerPage: _size,
        ...listing
      } = request.query as Record<string, unknown>;
      if (!EXPORT_FORMATS.includes(rawFormat as ExportFormat)) throw invalid(FORMAT, 'format is csv or json');
      const format = rawFormat as ExportFormat;
      // The first page is read before the answer starts: a failure then still answers its own status.
      const { pages, first } = await app.answerFoldingAdminCheck(request, async (caller) => {
        const pages = app.store.transfer.exportPages(
          model,
          parseListQuery(model, listing),
          requestLanguage(request),
          caller,
        );
        return { pages, first: await pages.next() };
      });
      const render = (rows: RowValues[], firstRows: boolean) =>
        format === 'csv' ? csvRows(columns, rows, stringify) : JSON_EXPORT.rows(rows, firstRows);
      // Each page is rendered as soon as it is read, in a call that ends there: nothing holds a page's rows while the
      // next is read (see exportPages).
      const nextText = async () => {
        const rows = await pages.next();
        return rows && render(rows, false);
      };
      let text: string | undefined = render(first ?? [], true);
      async function* chunks(): AsyncGenerator<string> {
        yield format === 'csv' ? csvHeader(columns, stringify) : JSON_EXPORT.start;
        while (text !== undefined) {
          yield text;
          // The page leaves before the next is read: Node sends a response's writes once the running task ends, and
          // SQLite's reads end within it, so without a turn of the event loop every page would wait for the stream
          // to be full; other calls get their turn between pages too.
          await setImmediate();
          text = await nextText();
        }
        if (format === 'json') yield JSON_EXPORT.end;
      }
      return reply
        .header('content-type', MEDIA_TYPES[format])
        .header('content-disposition', `attachment; filename="${exportFileName(model, format, new Date())}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(chunks(), { objectMode: false }));
    },
  );
}

export default async function catalogueExportRoutes(app: FastifyInstance): Promise<void> {
  for (const model of app.models.all) if (isTransferable(model)) registerExport(app, model);
}
