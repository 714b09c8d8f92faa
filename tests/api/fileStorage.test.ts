import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { TokenSigner } from '../../server/auth/tokens';
import { createAdmin } from '../../server/bootstrap';
import { loadConfig } from '../../server/config';
import { LOCKS } from '../../server/databaseLocks';
import { runMaintenance } from '../../server/plugins/maintenance';
import { create, PNG, uploadOverlay } from './fixtures';
import { ADMIN_EMAIL, ADMIN_PASSWORD, createTestApp, DATABASES, freshPostgres, type TestApp, tr } from './testApp';

const HOUR = 3600 * 1000;
const storedCount = async (app: FastifyInstance) =>
  (await app.db.selectFrom('file_contents').select('storage_name').execute()).length;
const uploadsIn = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);
const served = async (t: TestApp, url: string) => (await t.call({ method: 'GET', url })).statusCode;

describe.each(DATABASES)('where uploaded files live, on %s', (database) => {
  const apps: TestApp[] = [];
  const open = async (env: Record<string, string> = {}) => {
    const t = await createTestApp(database, { env });
    apps.push(t);
    return t;
  };
  afterAll(async () => {
    for (const t of apps) await t.close();
  });

  it(`keeps the bytes ${database === 'postgres' ? 'in the database' : 'in the data folder'} by default`, async () => {
    const t = await open();
    const overlay = (await uploadOverlay(t, PNG)).json();
    const download = await t.call({ method: 'GET', url: overlay.thumbnail });
    expect(download.rawPayload.equals(PNG)).toBe(true);
    const uploads = uploadsIn(path.join(t.dataDir, 'uploads'));
    if (database === 'postgres') {
      expect(await storedCount(t.app)).toBe(1);
      expect(uploads).toEqual([]);
    } else {
      expect(await storedCount(t.app)).toBe(0);
      expect(uploads).toEqual([expect.stringMatching(/^[0-9a-f]{32}\.png$/)]);
    }
  });

  it('keeps them in the database with FILES_URL=database, and serves them from there', async () => {
    const t = await open({ FILES_URL: 'database' });
    const scenario = await create(t, 'scenarios', {
      keyName: 'in-db',
      label: tr('Base', 'Database'),
      imageBase64: PNG.toString('base64'),
      imageOriginalName: 'fond.png',
    });
    expect(await storedCount(t.app)).toBe(1);
    expect(uploadsIn(path.join(t.dataDir, 'uploads'))).toEqual([]);
    const image = await t.call({ method: 'GET', url: scenario.imagePath as string, token: null });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });

  it('keeps them in the folder FILES_URL=file:///… names', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'backoffice-shared-files-'));
    try {
      const t = await open({ FILES_URL: pathToFileURL(folder).href });
      const overlay = (await uploadOverlay(t, PNG)).json();
      expect(readdirSync(folder)).toEqual([expect.stringMatching(/^[0-9a-f]{32}\.png$/)]);
      expect(await storedCount(t.app)).toBe(0);
      expect((await t.call({ method: 'GET', url: overlay.thumbnail })).rawPayload.equals(PNG)).toBe(true);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  describe.each(['database', 'folder'])('orphan files kept in the %s', (storage) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await open(storage === 'database' ? { FILES_URL: 'database' } : {});
    });

    const scenarioWithImage = (keyName: string) =>
      create(t, 'scenarios', {
        keyName,
        label: tr(keyName, keyName),
        imageBase64: PNG.toString('base64'),
        imageOriginalName: `${keyName}.png`,
      });

    it('removes, once an hour old, the files no record links to and the bytes no file owns', async () => {
      const kept = await scenarioWithImage('kept');
      const replaced = await scenarioWithImage('replaced');
      const replacement = (
        await t.call({
          method: 'PUT',
          url: `/api/scenarios/${replaced.id}`,
          payload: {
            keyName: 'replaced',
            label: tr('replaced', 'replaced'),
            imageBase64: PNG.toString('base64'),
            imageOriginalName: 'new.png',
          },
        })
      ).json();
      expect(replacement.imagePath).not.toBe(replaced.imagePath);
      const disabled = await scenarioWithImage('disabled');
      expect((await t.call({ method: 'DELETE', url: `/api/scenarios/${disabled.id}` })).statusCode).toBe(204);
      const overlay = (await uploadOverlay(t, PNG)).json();
      // What a crash leaves: a saved file whose record was never written, bytes whose file row was never written.
      const lost = await t.app.files.saveBytes(t.app.db, PNG, 'lost.png', 'imageOverlays.file');
      const strayName = `${'a'.repeat(32)}.png`;
      await t.app.files.contents.put(t.app.db, strayName, PNG);

      expect(await runMaintenance(t.app)).toEqual({ files: 0, contents: 0 });
      expect(await served(t, replaced.imagePath as string)).toBe(200);

      expect(await runMaintenance(t.app, new Date(Date.now() + 2 * HOUR))).toEqual({ files: 2, contents: 1 });
      expect(await served(t, replaced.imagePath as string)).toBe(404);
      expect(await t.app.files.contents.get(t.app.db, lost.storageName)).toBeNull();
      expect(await t.app.files.contents.get(t.app.db, strayName)).toBeNull();
      for (const url of [kept.imagePath, replacement.imagePath, disabled.imagePath, overlay.thumbnail])
        expect(await served(t, url as string), url as string).toBe(200);

      expect(await runMaintenance(t.app, new Date(Date.now() + 2 * HOUR))).toEqual({ files: 0, contents: 0 });
    });

    it.runIf(database === 'postgres')('skips a round while another replica holds the maintenance lock', async () => {
      const lost = await t.app.files.saveBytes(t.app.db, PNG, 'lost.png', 'imageOverlays.file');
      const later = new Date(Date.now() + 2 * HOUR);
      await t.app.db.connection().execute(async (otherReplica) => {
        await sql`select pg_advisory_lock(${LOCKS.maintenance}::bigint)`.execute(otherReplica);
        expect(await runMaintenance(t.app, later)).toBeUndefined();
        await sql`select pg_advisory_unlock(${LOCKS.maintenance}::bigint)`.execute(otherReplica);
      });
      expect(await t.app.files.contents.get(t.app.db, lost.storageName)).not.toBeNull();
      expect(await runMaintenance(t.app, later)).toEqual({ files: 1, contents: 0 });
    });
  });
});

describe('start-up choices on SQLite', () => {
  let dataDir: string;
  const started: FastifyInstance[] = [];
  const start = async (env: Record<string, string>) => {
    const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, SEED: 'none', ...env }) });
    started.push(app);
    await app.ready();
    return app;
  };
  const stop = async (app: FastifyInstance) => {
    started.splice(started.indexOf(app), 1);
    await app.close();
  };
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-startup-'));
  });
  afterEach(async () => {
    for (const app of started.splice(0)) await app.close();
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses an unknown FILES_URL, and S3, with a clear message', async () => {
    await expect(start({ FILES_URL: 's3://bucket/images' })).rejects.toThrow(
      /^Invalid FILES_URL: s3:\/\/bucket\/images \(.*S3 storage is not available\)$/,
    );
    await expect(start({ FILES_URL: 'ftp://files.example' })).rejects.toThrow(/^Invalid FILES_URL: ftp:\/\//);
  });

  it('copies files an earlier version kept in the data folder when they move to the database', async () => {
    const before = await start({});
    const saved = await before.files.saveBase64(before.db, PNG.toString('base64'), 'logo.png', 'scenarios.image');
    await stop(before);

    const after = await start({ FILES_URL: 'database' });
    rmSync(path.join(dataDir, 'uploads'), { recursive: true });
    const image = await after.inject({ method: 'GET', url: saved.path });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);
  });
});

describe.each(DATABASES)('the token-signing secret without JWT_SECRET, on %s', (database) => {
  const dataDirs = [0, 1].map(() => mkdtempSync(path.join(tmpdir(), 'backoffice-secret-')));
  let postgres: Awaited<ReturnType<typeof freshPostgres>> | undefined;
  const claims = { sub: '1', username: ADMIN_EMAIL, roles: ['ROLE_USER_ADMIN'], firstConnect: false };
  const signer = (secret: string) => new TokenSigner(new TextEncoder().encode(secret), 900);
  const accepts = async (app: FastifyInstance, token: string) =>
    (await app.inject({ method: 'GET', url: '/api/error-reports', headers: { authorization: `Bearer ${token}` } }))
      .statusCode === 200;
  const start = async (dataDir: string) => {
    const config = loadConfig({ DATA_DIR: dataDir, SEED: 'none' }, { databaseUrl: postgres?.url });
    const app = await buildApp({ config });
    await app.ready();
    return app;
  };
  beforeAll(async () => {
    if (database === 'postgres') postgres = await freshPostgres();
  });
  afterAll(async () => {
    await postgres?.drop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('keeps using the secret an earlier version kept in the data folder', async () => {
    writeFileSync(path.join(dataDirs[0], 'jwt-secret'), 'secret-of-an-earlier-version', { mode: 0o600 });
    const app = await start(dataDirs[0]);
    try {
      await createAdmin(app, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      expect(await accepts(app, await signer('secret-of-an-earlier-version').sign(claims))).toBe(true);
      expect(await accepts(app, await signer('another-secret').sign(claims))).toBe(false);
    } finally {
      await app.close();
    }
  });

  if (database === 'postgres') {
    it('shares it through the database with a server that has another data folder', async () => {
      const other = await start(dataDirs[1]);
      try {
        expect(await accepts(other, await signer('secret-of-an-earlier-version').sign(claims))).toBe(true);
        expect(existsSync(path.join(dataDirs[1], 'jwt-secret'))).toBe(false);
      } finally {
        await other.close();
      }
    });
  } else {
    it('generates one in a new data folder, owner-only, and keeps it across restarts', async () => {
      const first = await start(dataDirs[1]);
      await createAdmin(first, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      const token = await first.tokens.sign(claims);
      await first.close();
      expect(statSync(path.join(dataDirs[1], 'jwt-secret')).mode & 0o777).toBe(0o600);
      const second = await start(dataDirs[1]);
      try {
        expect(await accepts(second, token)).toBe(true);
      } finally {
        await second.close();
      }
    });
  }
});
