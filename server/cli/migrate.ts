import { existsSync } from 'node:fs';
import { type Config, keepDataOwnerOnly, loadConfigFromEnvironment } from '../config';
import { LOCKS, withDatabaseLock } from '../databaseLocks';
import {
  isPostgresUrl,
  migrateToLatest,
  migrationNames,
  migrationStatus,
  openDatabase,
  sqliteFile,
} from '../db/database';
import { OperatorError } from '../operatorError';
import { databaseDescription, runCommand } from './command';

const USAGE = [
  'Usage:',
  '  npm run migrate                apply the migrations not applied yet (the server also does at every start)',
  '  npm run migrate -- --status    list the migrations: applied, with their date, and pending',
].join('\n');

// Two connections: one holds the startup lock while the migrations run on the other.
const options = (config: Config) => ({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });

async function apply(config: Config): Promise<void> {
  const db = openDatabase(options(config));
  try {
    // As a starting server does: replicas starting meanwhile wait for the end (docs/replicas.md).
    const applied = await withDatabaseLock(db, LOCKS.startup, () => migrateToLatest(db));
    // The SQLite files were just created with the process's default mode.
    keepDataOwnerOnly(config.dataDir);
    console.log(`Database: ${databaseDescription(config)}`);
    if (applied.length === 0) console.log(`Up to date: the ${migrationNames().length} migrations are applied.`);
    else console.log(`Applied ${applied.length} migration(s):\n${applied.map((name) => `  ${name}`).join('\n')}`);
  } finally {
    await db.destroy();
  }
}

async function status(config: Config): Promise<void> {
  let migrations: Array<{ name: string; appliedAt?: Date }>;
  // A SQLite database not created yet is not created by asking.
  if (!isPostgresUrl(config.databaseUrl) && !existsSync(sqliteFile(config))) {
    migrations = migrationNames().map((name) => ({ name }));
  } else {
    const db = openDatabase(options(config));
    try {
      migrations = await migrationStatus(db);
    } finally {
      await db.destroy();
    }
  }
  console.log(`Database: ${databaseDescription(config)}`);
  const width = Math.max(...migrations.map((migration) => migration.name.length));
  for (const { name, appliedAt } of migrations)
    console.log(appliedAt ? `  applied  ${name.padEnd(width)}  ${appliedAt.toISOString()}` : `  pending  ${name}`);
  const pending = migrations.filter((migration) => !migration.appliedAt).length;
  console.log(`${migrations.length - pending} applied, ${pending} pending.`);
}

async function main(args: string[]): Promise<void> {
  if (args.length > 1 || (args.length === 1 && args[0] !== '--status')) throw new OperatorError(USAGE);
  const config = loadConfigFromEnvironment();
  if (args[0] === '--status') await status(config);
  else await apply(config);
}

runCommand(main);
