import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../ddl';

// Frozen: never import application code here.
// PostgreSQL: the trigram index of `q` takes each write's entries at once (fastupdate off) instead of in its
// pending list, which every search reads whole until a vacuum or a full list folds it in: after a few thousand
// writes, a search for a rare term cost twice as much (docs/storage.md). The list kept so far is folded in now.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  const index = await sql<{ n: number }>`select count(*)::int as n from pg_class
    where relname = 'entity_search_trigrams' and relkind = 'i'`.execute(db);
  if (!index.rows[0]?.n) return;
  await sql`alter index entity_search_trigrams set (fastupdate = off)`.execute(db);
  await sql`select gin_clean_pending_list('entity_search_trigrams'::regclass)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter index if exists entity_search_trigrams reset (fastupdate)`.execute(db);
}
