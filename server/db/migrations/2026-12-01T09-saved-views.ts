import { type Kysely, sql } from 'kysely';
import { idColumn } from '../ddl';

// Frozen: never import application code here.
// Saved listing views and column choices (docs/saved-views.md), each one administrator's: a view is a listing's
// filters, sort and columns under a name unique per owner and listing (compared trimmed and lower-cased, `name_key`);
// a column choice is one row per owner and listing. The state is JSON text, read only by the server's rules.
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .createTable('saved_views')
    .addColumn('id', id.type, id.build)
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('listing', 'varchar(100)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('name_key', 'varchar(400)', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await sql`create unique index saved_views_owner_name on saved_views (owner_id, listing, name_key)`.execute(db);

  await db.schema
    .createTable('column_choices')
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('listing', 'varchar(100)', (c) => c.notNull())
    .addColumn('columns', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('column_choices_pk', ['owner_id', 'listing'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('column_choices').execute();
  await db.schema.dropTable('saved_views').execute();
}
