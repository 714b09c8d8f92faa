import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../ddl';

// Frozen: never import application code here.
// PostgreSQL: the id, catalogue and position of every active record in one index, so that a list page finds
// its ids and their order on indexes alone (an index-only scan) and reads the 100 rows of the page, not every
// row a filter or an offset passes (docs/storage.md). SQLite's index on (resource, display_order, id) already
// holds the rowid; it needs nothing more.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create index entities_active_id on entities (id) include (resource, display_order)
    where deleted_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) await sql`drop index entities_active_id`.execute(db);
}
