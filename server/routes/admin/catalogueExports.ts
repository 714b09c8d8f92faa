import { Readable } from 'node:stream';
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
      const parsed = parseListQuery(model, listing);
      const pages = app.store.transfer.exportPages(model, parsed, requestLanguage(request));
      // The first page is read before the answer starts: a failure then still answers its own status.
      const first = await pages.next();
      async function* chunks(): AsyncGenerator<string> {
        let rows = first.done ? [] : first.value;
        let firstRows = true;
        yield format === 'csv' ? csvHeader(columns, stringify) : JSON_EXPORT.start;
        while (true) {
          yield format === 'csv' ? csvRows(columns, rows, stringify) : JSON_EXPORT.rows(rows, firstRows);
          if (rows.length) firstRows = false;
          const next = await pages.next();
          if (next.done) break;
          rows = next.value;
        }
        if (format === 'json') yield JSON_EXPORT.end;
      }
      return reply
        .header('content-type', MEDIA_TYPES[format])
        .header('content-disposition', `attachment; filename="${exportFileName(model, format, new Date())}"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(chunks(), { objectMode: false, highWaterMark: 64 * 1024 }));
    },
  );
}

export default async function catalogueExportRoutes(app: FastifyInstance): Promise<void> {
  for (const model of app.models.all) if (isTransferable(model)) registerExport(app, model);
}
