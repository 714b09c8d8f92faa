import { type Kysely, sql } from 'kysely';

// Frozen: never import application code here.
// The active account of a record, as a page or a detail reads it with each row (its user id and first-connection
// flag, the lowest id first): one index entry answers it, in order and without reading the users table (an
// index-only scan on PostgreSQL, a covering index on SQLite), where `users_entity` needed the row and a sort per
// record (docs/storage.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index users_active_entity on users (entity_id, id, first_connect_complete)
    where deleted_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index users_active_entity`.execute(db);
}
