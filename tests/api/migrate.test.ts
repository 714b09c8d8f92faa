import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationNames } from '../../server/db/database';
import { runToEnd } from '../serverProcess';
import { DATABASES, freshPostgres } from './testApp';

/** `npm run migrate` and `npm run migrate -- --status` (docs/operations.md, "Migrations"). */
describe.each(DATABASES)('npm run migrate on %s', (database) => {
  const cleanUps: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const cleanUp of cleanUps.splice(0)) await cleanUp();
  });

  /** A new installation's settings: an empty data folder, and an empty PostgreSQL database on PostgreSQL. */
  async function newInstallation(): Promise<Record<string, string>> {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-migrate-'));
    cleanUps.push(() => rmSync(dataDir, { recursive: true, force: true }));
    if (database === 'sqlite') return { DATA_DIR: dataDir };
    const postgres = await freshPostgres();
    cleanUps.push(postgres.drop);
    return { DATA_DIR: dataDir, DATABASE_URL: postgres.url };
  }
  const migrate = (env: Record<string, string>, ...args: string[]) => runToEnd('server/cli/migrate.ts', args, env);
  const names = migrationNames();

  it('lists every migration pending on a new database, applies them, then lists them applied', async () => {
    const env = await newInstallation();
    const before = await migrate(env, '--status');
    expect(before.code).toBe(0);
    for (const name of names) expect(before.stdout).toMatch(new RegExp(`^  pending  ${name}$`, 'm'));
    expect(before.stdout).toContain(`0 applied, ${names.length} pending.`);
    // Asking does not create the SQLite database.
    if (database === 'sqlite') expect(existsSync(path.join(env.DATA_DIR, 'backoffice.sqlite'))).toBe(false);

    const applied = await migrate(env);
    expect(applied.code).toBe(0);
    expect(applied.stdout).toContain(`Applied ${names.length} migration(s):\n${names.map((n) => `  ${n}`).join('\n')}`);

    const after = await migrate(env, '--status');
    for (const name of names)
      expect(after.stdout).toMatch(new RegExp(`^  applied  ${name} +\\d{4}-\\d\\d-\\d\\dT[\\d:.]+Z$`, 'm'));
    expect(after.stdout).toContain(`${names.length} applied, 0 pending.`);

    const again = await migrate(env);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`Up to date: the ${names.length} migrations are applied.`);
  });

  it('refuses an unknown argument with its usage, and a wrong setting with its line', async () => {
    const env = await newInstallation();
    const unknown = await migrate(env, '--force');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/^Usage:\n {2}npm run migrate /);
    const wrong = await migrate({ ...env, DATABASE_URL: 'mysql://db.example/backoffice' });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toMatch(/^Invalid DATABASE_URL: mysql:\/\/db\.example\/backoffice \(.*\)\n$/);
  });
});
