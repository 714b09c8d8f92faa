import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../ddl';

// Frozen: never import application code here.
// The list index: what list calls filter, order and search on, derived from each record at write time
// (server/store/listIndex.ts). Generic tables: a new catalogue needs no migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);

  // Active rows of a catalogue in display order: the default listing walks this index and stops at the page.
  await db.schema
    .createIndex('entities_active_order')
    .on('entities')
    .columns(['resource', 'display_order', 'id'])
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();

  await db.schema
    .createTable('entity_terms')
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('resource', 'varchar(100)', (c) => c.notNull())
    .addColumn('field', 'varchar(120)', (c) => c.notNull())
    .addColumn('term', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('entity_terms_lookup')
    .on('entity_terms')
    .columns(['resource', 'field', 'term', 'entity_id'])
    .execute();
  await db.schema.createIndex('entity_terms_entity').on('entity_terms').column('entity_id').execute();

  await db.schema
    .createTable('entity_sort_keys')
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('resource', 'varchar(100)', (c) => c.notNull())
    .addColumn('field', 'varchar(120)', (c) => c.notNull())
    .addColumn('language', 'varchar(5)', (c) => c.notNull())
    // Byte order on both databases, as the console's own comparison of folded text.
    .addColumn('text_key', postgres ? sql`text collate "C"` : 'text')
    .addColumn('number_key', 'double precision')
    .execute();
  // A page ordered by one field walks one of these two and stops (ties by id ascending in both directions).
  await db.schema
    .createIndex('entity_sort_keys_ascending')
    .on('entity_sort_keys')
    .columns(['resource', 'field', 'language', 'number_key', 'text_key', 'entity_id'])
    .execute();
  await sql`create index entity_sort_keys_descending
    on entity_sort_keys (resource, field, language, number_key desc, text_key desc, entity_id)`.execute(db);
  await db.schema
    .createIndex('entity_sort_keys_entity')
    .on('entity_sort_keys')
    .columns(['entity_id', 'field', 'language'])
    .execute();

  if (postgres) {
    await db.schema
      .createTable('entity_search')
      .addColumn('entity_id', 'integer', (c) => c.primaryKey())
      .addColumn('text', 'text', (c) => c.notNull())
      .execute();
    const trigrams = await sql<{
      n: number;
    }>`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(db);
    if (trigrams.rows[0]?.n)
      await sql`create index entity_search_trigrams on entity_search using gin (text gin_trgm_ops)`.execute(db);
  } else {
    // Substring search: a trigram full-text index (rowid = entity id).
    await sql`create virtual table entity_search using fts5(text, tokenize = 'trigram')`.execute(db);
  }

  await db.schema
    .createTable('list_index_state')
    .addColumn('resource', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('fingerprint', 'varchar(100)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['list_index_state', 'entity_search', 'entity_sort_keys', 'entity_terms'])
    await db.schema.dropTable(table).execute();
  await db.schema.dropIndex('entities_active_order').execute();
}
