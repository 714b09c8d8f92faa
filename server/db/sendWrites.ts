import { type Compilable, type OperationNodeSource, sql } from 'kysely';
import type { Db } from '../store/rows';

/** A write statement built (insert, update or delete) and not yet sent. */
export type Write = OperationNodeSource & Compilable & { execute(): Promise<unknown> };

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
  for (const group of groupsOf(writes)) {
    if (group.length === 1) {
      await group[0].execute();
      continue;
    }
    const parts = group.slice(0, -1).map((write, i) => sql`${sql.raw(`write_${i}`)} as (${write})`);
    await sql`with ${sql.join(parts)} ${group[group.length - 1]}`.execute(db);
  }
}

/** The writes in order, cut into groups whose parameters one statement can bind. */
function groupsOf(writes: Write[]): Write[][] {
  const groups: Write[][] = [];
  let current: Write[] = [];
  let parameters = 0;
  for (const write of writes) {
    const count = write.compile().parameters.length;
    if (current.length > 0 && parameters + count > MAX_PARAMETERS) {
      groups.push(current);
      current = [];
      parameters = 0;
    }
    current.push(write);
    parameters += count;
  }
  if (current.length > 0) groups.push(current);
  return groups;
}
