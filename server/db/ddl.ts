import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/** The one place where the two dialects' DDL differ: the auto-increment primary key. */
export function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

export function idColumn(db: Kysely<unknown>) {
  return isPostgres(db)
    ? { type: 'serial' as const, build: (col: ColumnDefinitionBuilder) => col.primaryKey() }
    : { type: 'integer' as const, build: (col: ColumnDefinitionBuilder) => col.primaryKey().autoIncrement() };
}
