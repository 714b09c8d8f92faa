import { type Kysely, sql } from 'kysely';

// Frozen: never import application code here.
// The activity feed's filters on actor, catalogue and action taken together (docs/history.md, "Reading at scale"):
// with one index a filter, a page of two of them walked one filter's index in time order and read every entry of it
// to find the page, the whole of it when the two rarely meet (250 ms at 1,000,000 entries for catalogue `users` and
// action `delete`, which never meet). An index per combination, each ordered by time after its equal columns, makes
// every combination of the three a walk of only the entries it answers. Filters with a record need none: a record's
// own index holds few entries.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index history_actor_catalogue on history_entries (actor_id, catalogue, at, id)`.execute(db);
  await sql`create index history_actor_action on history_entries (actor_id, action, at, id)`.execute(db);
  await sql`create index history_catalogue_action on history_entries (catalogue, action, at, id)`.execute(db);
  await sql`create index history_actor_catalogue_action on history_entries (actor_id, catalogue, action, at, id)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'history_actor_catalogue',
    'history_actor_action',
    'history_catalogue_action',
    'history_actor_catalogue_action',
  ])
    await sql`drop index ${sql.raw(name)}`.execute(db);
}
