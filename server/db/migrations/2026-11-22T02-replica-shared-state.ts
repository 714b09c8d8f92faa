import type { Kysely } from 'kysely';
import { isPostgres } from '../ddl';

// Frozen: never import application code here.
// What several server replicas on one database must share: uploaded file contents, the token-signing
// secret and rate-limit counters.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('file_contents')
    .addColumn('storage_name', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('bytes', isPostgres(db) ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'varchar(50)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('window_start', 'varchar(30)', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['rate_limits', 'server_secrets', 'file_contents']) await db.schema.dropTable(table).execute();
}
