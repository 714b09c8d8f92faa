import type SqliteDatabase from 'better-sqlite3';
import type { SqliteDatabase as KyselySqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';

/**
 * Kysely's SQLite driver prepares every statement again on each query; compiling the SQL costs more than
 * running a listing page. The database handed to Kysely keeps the most recent prepared statements by SQL text
 * (better-sqlite3 statements are reusable and run synchronously, so one is never used twice at once).
 */
export function withStatementCache(sqlite: SqliteDatabase.Database, max = 500): KyselySqliteDatabase {
  const statements = new LRUCache<string, SqliteDatabase.Statement>({ max });
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        statements.set(sql, statement);
      }
      return statement;
    },
  } as KyselySqliteDatabase;
}
