import { type Kysely, sql } from 'kysely';
import { idColumn, isPostgres } from '../ddl';

// Frozen: never import application code here.
// The change history (docs/history.md): one row per recorded write or session event, appended in the transaction of
// its write, never updated (a trigger refuses it), removed only when older than HISTORY_RETENTION_DAYS. Each listing
// walks one index in time order and stops at its page: the feed, one record's revisions, and each filter of the feed.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  const id = idColumn(db);
  // Times are ISO 8601 texts of one length: byte order is time order (and cheaper on PostgreSQL).
  const time = postgres ? sql`varchar(30) collate "C"` : sql`varchar(30)`;
  await db.schema
    .createTable('history_entries')
    .addColumn('id', id.type, id.build)
    .addColumn('at', time, (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_email', 'varchar(254)')
    .addColumn('action', 'varchar(40)', (c) => c.notNull())
    .addColumn('catalogue', 'varchar(100)')
    .addColumn('record_id', 'integer')
    .addColumn('label', 'text')
    .addColumn('address', 'varchar(64)')
    .addColumn('changes', 'text', (c) => c.notNull())
    .addColumn('reverted_to', 'integer')
    .execute();
  await sql`create index history_feed on history_entries (at, id)`.execute(db);
  await sql`create index history_record on history_entries (record_id, at, id)`.execute(db);
  await sql`create index history_catalogue on history_entries (catalogue, at, id)`.execute(db);
  await sql`create index history_actor on history_entries (actor_id, at, id)`.execute(db);
  await sql`create index history_action on history_entries (action, at, id)`.execute(db);

  // Append-only: an entry is never rewritten (retention deletes whole entries).
  if (postgres) {
    await sql`create function history_entries_append_only() returns trigger language plpgsql as $$
      begin raise exception 'history entries are append-only'; end $$`.execute(db);
    await sql`create trigger history_entries_no_update before update on history_entries
      for each row execute function history_entries_append_only()`.execute(db);
  } else {
    await sql`create trigger history_entries_no_update before update on history_entries
      begin select raise(abort, 'history entries are append-only'); end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('history_entries').execute();
  if (isPostgres(db)) await sql`drop function history_entries_append_only()`.execute(db);
}
