import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, freePort, type RunningServer, startServer } from '../serverProcess';
import { multipart, PNG } from './fixtures';
import { freshPostgres, TEST_POSTGRES_URL, tr } from './testApp';

type Server = RunningServer & { stop(): Promise<void> };

describe.skipIf(!TEST_POSTGRES_URL)('two server processes on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof freshPostgres>>;
  let servers: Server[] = [];
  let token: string;

  const call = async (server: Server, path: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...init.headers } });
  const json = async (server: Server, path: string, init: RequestInit = {}) => {
    const response = await call(server, path, init);
    const body = await response.json();
    expect(response.status, `${init.method ?? 'GET'} ${path}: ${JSON.stringify(body)}`).toBeLessThan(300);
    return body;
  };
  const send = (method: string, body: unknown): RequestInit => ({
    method,
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  const query = async (text: string) => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query(text)).rows;
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    database = await freshPostgres();
    const ports = [await freePort(), await freePort()];
    // Both start at the same moment on the empty database, with the demo data and no JWT_SECRET.
    servers = await Promise.all(
      ports.map((port) =>
        startServer(port, { DATABASE_URL: database.url, JWT_SECRET: '', FILES_URL: '', SEED: 'demo' }),
      ),
    );
    const signIn = await fetch(
      `${servers[0].url}/api/auth/token`,
      send('POST', { login: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    );
    token = (await signIn.json()).token;
  }, 180_000);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  });

  it('both start: one administrator, the demo data loaded once', async () => {
    expect(await query("select email from users where type = 'admin'")).toEqual([{ email: ADMIN_EMAIL }]);
    const created = servers.filter((server) => server.output().includes(`Administrator: ${ADMIN_EMAIL}`));
    expect(created).toHaveLength(1);
    expect(servers.filter((server) => server.output().includes('Demo data loaded'))).toHaveLength(1);
    for (const server of servers) expect(server.output()).not.toMatch(/maintenance failed|error/i);
    const [first, second] = await Promise.all(servers.map((server) => json(server, '/api/document-categories')));
    expect(first.map((c: { keyName: string }) => c.keyName)).toEqual(['photos', 'radiographs', 'scans']);
    expect(second).toEqual(first);
  });

  it('accepts through one the token signed by the other (one secret, kept in the database)', async () => {
    expect((await call(servers[1], '/api/error-reports')).status).toBe(200);
    expect(await query('select name from server_secrets')).toEqual([{ name: 'jwt' }]);
  });

  it('serves through one the images uploaded through the other', async () => {
    const upload = multipart([
      { name: 'input', content: '{}' },
      { name: 'file', filename: 'calque.png', contentType: 'image/png', content: PNG },
    ]);
    const overlay = await json(servers[0], '/api/image-overlays', {
      method: 'POST',
      body: new Uint8Array(upload.payload),
      headers: upload.headers,
    });
    const download = await call(servers[1], overlay.thumbnail);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await download.arrayBuffer()).equals(PNG)).toBe(true);

    const scenario = await json(
      servers[1],
      '/api/scenarios',
      send('POST', {
        keyName: 'shared',
        label: tr('Partagé', 'Shared'),
        imageBase64: PNG.toString('base64'),
        imageOriginalName: 'fond.png',
      }),
    );
    const image = await fetch(`${servers[0].url}${scenario.imagePath}`);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('reorders a catalogue through both, each seeing the other’s moves', async () => {
    const order = async (server: Server) =>
      (await json(server, '/api/document-categories')).map((c: { keyName: string; displayOrder: number }) => [
        c.keyName,
        c.displayOrder,
      ]);
    const ids = Object.fromEntries(
      (await json(servers[0], '/api/document-categories')).map((c: { id: number; keyName: string }) => [
        c.keyName,
        c.id,
      ]),
    );
    await json(servers[0], `/api/document-categories/${ids.scans}/display-order`, send('PUT', { displayOrder: 0 }));
    await json(servers[1], `/api/document-categories/${ids.photos}/display-order`, send('PUT', { displayOrder: 2 }));
    const expected = [
      ['scans', 0],
      ['radiographs', 1],
      ['photos', 2],
    ];
    expect(await order(servers[0])).toEqual(expected);
    expect(await order(servers[1])).toEqual(expected);
  });

  it('counts error reports from one address across both (30 a minute in all)', async () => {
    const report = send('POST', { details: 'shared limit' });
    for (let i = 0; i < 30; i++)
      expect((await fetch(`${servers[i % 2].url}/api/error-reports`, report)).status).toBe(201);
    for (const server of servers) {
      const limited = await fetch(`${server.url}/api/error-reports`, report);
      expect(limited.status).toBe(429);
      expect((await limited.json()).error_code).toBe(1105);
    }
  });
});
