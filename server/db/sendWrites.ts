import { type OperationNodeSource, sql } from 'kysely';
import type { Db } from './connection';

/** A write statement built (insert, update or delete) and not yet sent. */
export type Write = OperationNodeSource & { execute(): Promise<unknown> };

/** Bound parameters per combined statement, well below PostgreSQL's limit of 65,535. */
const MAX_PARAMETERS = 30_000;

/**
 * Sends writes that do not depend on one another's effects: none reads a row another writes, and no two write the
 * same row. On PostgreSQL they travel as one statement, each a data-modifying part of a `with` (all of them see the
 * tables as they were before the statement, and all apply), so a record's update costs one round trip instead of
 * one per write (docs/storage.md, "An update in one round trip"). On SQLite a statement is a function call: they
 * run one after the other.
 */
export async function sendWrites(db: Db, postgres: boolean, writes: Write[]): Promise<void> {
  if (!postgres) {
    for (const write of writes) await write.execute();
    return;
  }
  await sendTogether(db, writes);
}

/**
 * One statement for all the writes, compiled once; when it binds more than MAX_PARAMETERS, each half is sent
 * the same way (a single write goes alone, whatever its size).
 */
async function sendTogether(db: Db, writes: Write[]): Promise<void> {
  if (writes.length === 0) return;
  if (writes.length === 1) {
    await writes[0].execute();
    return;
  }
  const parts = writes.slice(0, -1).map((write, i) => sql`${sql.raw(`write_${i}`)} as (${write})`);
  const statement = sql`with ${sql.join(parts)} ${writes[writes.length - 1]}`.compile(db);
  if (statement.parameters.length <= MAX_PARAMETERS) {
    await db.executeQuery(statement);
    return;
  }
  const half = Math.ceil(writes.length / 2);
  await sendTogether(db, writes.slice(0, half));
  await sendTogether(db, writes.slice(half));
}
