import http from 'node:http';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';

/**
 * The raw-SQL floor: the database driver alone answering a listing page over HTTP (no framework, no
 * authentication, no list rules), `GET /?resource=attributes&offset=0`.
 */
const SQL = `select id, data from entities where resource = $1 and deleted_at is null
  order by display_order, id limit 100 offset $2`;
const [, , databaseUrl, file, port] = process.argv;

const page: (resource: string, offset: number) => Promise<Array<{ id: number; data: string }>> = databaseUrl.startsWith(
  'postgres',
)
  ? (() => {
      const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
      return async (resource, offset) => (await pool.query(SQL, [resource, offset])).rows;
    })()
  : (() => {
      const statement = new SqliteDatabase(file, { readonly: true }).prepare(SQL.replace('$1', '?').replace('$2', '?'));
      return async (resource, offset) => statement.all(resource, offset) as Array<{ id: number; data: string }>;
    })();

http
  .createServer(async (request, response) => {
    const params = new URL(request.url ?? '/', 'http://floor').searchParams;
    const rows = await page(params.get('resource') ?? 'attributes', Number(params.get('offset') ?? 0));
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(rows.map((row) => ({ id: row.id, ...JSON.parse(row.data) }))));
  })
  .listen(Number(port), '127.0.0.1', () => console.log('floor ready'));
