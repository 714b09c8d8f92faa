import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restore } from '../../server/backup/restore';
import { loadConfig } from '../../server/config';
import { ADMIN_EMAIL, ADMIN_PASSWORD, freePort, runToEnd, startServer } from '../serverProcess';
import { PNG } from './fixtures';
import { DATABASES, freshPostgres, tr } from './testApp';

/** PostgreSQL's backup needs pg_dump and pg_restore on PATH: where they are missing, only SQLite's is tested. */
const postgresToolsPresent = ['pg_dump', 'pg_restore'].every(
  (tool) => spawnSync(tool, ['--version'], { stdio: 'ignore' }).status === 0,
);
const BACKED_UP = DATABASES.filter((database) => database === 'sqlite' || postgresToolsPresent);

/** A PNG of its own for each record: the bytes served after the restore tell whose image it is. */
const imageOf = (keyName: string) => Buffer.concat([PNG, Buffer.from(keyName)]);

type Scenario = { id: number; keyName: string; imagePath: string } & Record<string, unknown>;

/**
 * `npm run backup` while a server writes, then `npm run restore` into a new installation, then a server on it serves
 * the same records and images (docs/operations.md, "Backups"). SQLite keeps its uploads in the data folder; the
 * PostgreSQL installation keeps them in a folder of its own (FILES_URL), so that both the dump and the uploads are
 * restored.
 */
describe.each(BACKED_UP)('backup and restore on %s', (database) => {
  const cleanUps: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
  });
  const folder = (prefix: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), prefix));
    cleanUps.push(() => rmSync(dir, { recursive: true, force: true }));
    return dir;
  };
  /** A new installation's storage settings: a data folder, and on PostgreSQL an empty database and an uploads folder. */
  async function installation(): Promise<Record<string, string>> {
    const storage = { DATA_DIR: folder('backoffice-backup-data-'), FILES_URL: '' };
    if (database === 'sqlite') return storage;
    const postgres = await freshPostgres();
    cleanUps.push(postgres.drop);
    return {
      ...storage,
      DATABASE_URL: postgres.url,
      FILES_URL: pathToFileURL(folder('backoffice-backup-files-')).href,
    };
  }

  let source: Record<string, string>;
  let backupFile: string;
  let before: Scenario[];
  let all: Scenario[];
  let writesDuringBackup = 0;
  let sourceToken: string;
  beforeAll(async () => {
    source = await installation();
    const server = await startServer(await freePort(), { ...source, SEED: 'none' });
    cleanUps.push(() => server.stop());
    const signIn = await fetch(`${server.url}/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: ADMIN_EMAIL, password: ADMIN_PASSWORD, userType: 'admin' }),
    });
    sourceToken = ((await signIn.json()) as { token: string }).token;
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${sourceToken}` };
    const createScenario = async (keyName: string) => {
      const answer = await fetch(`${server.url}/api/scenarios`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          keyName,
          label: tr(`Scénario ${keyName}`, `Scenario ${keyName}`),
          imageBase64: imageOf(keyName).toString('base64'),
          imageOriginalName: `${keyName}.png`,
        }),
      });
      expect(answer.status).toBe(201);
    };
    const listScenarios = async (url: string, token: string) =>
      (await (
        await fetch(`${url}/api/scenarios?itemsPerPage=1000`, { headers: { authorization: `Bearer ${token}` } })
      ).json()) as Scenario[];

    for (let i = 0; i < 5; i++) await createScenario(`before-${i}`);
    before = await listScenarios(server.url, sourceToken);

    // Writes go on, one after the other, until the backup has ended.
    backupFile = path.join(folder('backoffice-backup-file-'), 'backup.tar.gz');
    let backupRunning = true;
    const writes = (async () => {
      for (let i = 0; backupRunning; i++) {
        await createScenario(`during-${i}`);
        if (backupRunning) writesDuringBackup++;
      }
    })();
    const backup = await runToEnd('server/cli/backup.ts', [backupFile], source);
    backupRunning = false;
    await writes;
    expect(backup.stderr).toBe('');
    expect(backup.code).toBe(0);
    expect(backup.stdout).toMatch(/^Backed up (SQLite|PostgreSQL) .* \(\d+ migrations\) at /);
    all = await listScenarios(server.url, sourceToken);
  });

  it('is taken while the server writes', () => {
    expect(writesDuringBackup).toBeGreaterThan(0);
  });

  it('restores into a new installation whose server serves the same records and images', async () => {
    const target = await installation();
    const restored = await runToEnd('server/cli/restore.ts', [backupFile], target);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/^Restored the backup of \d{4}-/);

    const server = await startServer(await freePort(), { ...target, SEED: 'none' });
    cleanUps.push(() => server.stop());
    // The token-signing secret came back too: a token of the first server is valid on the restored one.
    const answer = await fetch(`${server.url}/api/scenarios?itemsPerPage=1000`, {
      headers: { authorization: `Bearer ${sourceToken}` },
    });
    expect(answer.status).toBe(200);
    const scenarios = (await answer.json()) as Scenario[];

    // Everything written before the backup, the same, and of what was written meanwhile, what the copy held.
    const byId = new Map(all.map((scenario) => [scenario.id, scenario]));
    expect(scenarios.slice(0, before.length)).toEqual(before);
    for (const scenario of scenarios) expect(scenario).toEqual(byId.get(scenario.id));
    // Every record's image is served, with its own bytes: the database and the uploads were copied together.
    for (const scenario of scenarios) {
      const image = await fetch(`${server.url}${scenario.imagePath}`);
      expect(image.status).toBe(200);
      expect(Buffer.from(await image.arrayBuffer()).equals(imageOf(scenario.keyName))).toBe(true);
    }
    // The administrator signs in with the same password.
    const signIn = await fetch(`${server.url}/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: ADMIN_EMAIL, password: ADMIN_PASSWORD, userType: 'admin' }),
    });
    expect(signIn.status).toBe(200);
  });

  it('refuses to restore over an installation that has a database, and a file that is no backup', async () => {
    const settings = loadConfig(source);
    await expect(restore(settings, backupFile)).rejects.toThrow(
      database === 'sqlite'
        ? `${path.join(source.DATA_DIR, 'backoffice.sqlite')} already exists: restore into a new data folder (DATA_DIR), or move the database away first`
        : /^The database postgres:\/\/.* is not empty \(\d+ tables\): restore into a new, empty database \(createdb\)$/,
    );
    const notABackup = path.join(folder('backoffice-not-backup-'), 'notes.tar.gz');
    writeFileSync(notABackup, 'just text');
    const target = loadConfig(await installation());
    await expect(restore(target, notABackup)).rejects.toThrow(
      `${notABackup} is not a backup made by npm run backup (incorrect header check)`,
    );
  });
});
