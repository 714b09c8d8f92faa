import { createHash } from 'node:crypto';
import type pg from 'pg';

/**
 * How many distinct statement texts are prepared at most; those met later are sent unprepared. The server's
 * statements are a bounded set (values travel as parameters), but a list of ids or terms has as many
 * placeholders as items, so a cap keeps each connection's prepared statements bounded whatever the calls.
 */
export const MAX_PREPARED = 2000;

/** PostgreSQL refuses to run a prepared `select *` whose table changed shape (a replica migrated it meanwhile). */
const PLAN_CHANGED = '0A000';

/**
 * A statement whose text holds this comment is sent unprepared, so planned for its values at each call (list
 * pages: a plan made for one catalogue or search term can cost another one several times as much).
 */
export const PLANNED_PER_CALL = '/* planned per call */';

/** Transaction control is not worth preparing, and must run even in a transaction an error aborted. */
const CONTROL = /^\s*(begin|start|commit|rollback|savepoint|release)\b/i;

type Query = (text: unknown, values?: unknown, ...rest: unknown[]) => Promise<pg.QueryResult>;

/**
 * A pool whose connections prepare each statement once (node-postgres' named queries, named by a hash of the
 * text) and then only bind and execute it: PostgreSQL parses and analyses a statement once per connection
 * instead of on every call (docs/storage.md). Calls with a callback or a query object go through unchanged.
 */
export function preparingPool(pool: pg.Pool, maxPrepared = MAX_PREPARED): pg.Pool {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known || names.size >= maxPrepared) return known;
    const name = `s${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as Query;
    let stale = false;
    let inTransaction = false;
    (client as unknown as { query: Query }).query = async (text, values, ...rest) => {
      const control = typeof text === 'string' ? CONTROL.exec(text)?.[1].toLowerCase() : undefined;
      if (control === 'begin' || control === 'start') inTransaction = true;
      else if (control === 'commit' || control === 'rollback') inTransaction = false;
      const name =
        typeof text === 'string' &&
        Array.isArray(values) &&
        rest.length === 0 &&
        !control &&
        !text.includes(PLANNED_PER_CALL)
          ? nameOf(text)
          : undefined;
      if (!name) return query(text, values, ...rest);
      // Not within the transaction the error aborted (its rollback comes first): then on the next call.
      if (stale) stale = !(await forget(client, query));
      try {
        return await query({ name, text, values });
      } catch (error) {
        if ((error as { code?: string }).code !== PLAN_CHANGED) throw error;
        // A table changed shape (a replica migrated it): the connection's statements are dropped; a statement
        // outside a transaction is sent again at once, one within waits for the transaction's rollback.
        stale = !(!inTransaction && (await forget(client, query)));
        if (inTransaction) throw error;
        return query({ name, text, values });
      }
    };
  });
  return pool;
}

/** Drops the connection's prepared statements (PostgreSQL's and the driver's record of them); false when refused. */
async function forget(client: pg.PoolClient, query: Query): Promise<boolean> {
  try {
    await query('deallocate all');
  } catch {
    return false;
  }
  const connection = (client as unknown as { connection?: { parsedStatements?: Record<string, string> } }).connection;
  if (connection) connection.parsedStatements = {};
  return true;
}
