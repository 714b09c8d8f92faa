import type { Kysely } from 'kysely';
import { onPostgres } from '../databaseLocks';
import type { Db } from '../db/connection';
import type { Database } from '../db/schema';
import { tooManyAttempts } from '../errors';

/**
 * At most `max` hits within `windowSeconds`; reaching it blocks the key for `blockSeconds`. A
 * progressive rule (`maxBlockSeconds`) keeps counting across blocks while hits keep coming (the window
 * restarts at each hit) and doubles the block at each hit beyond `max`, up to `maxBlockSeconds`.
 */
export interface ThrottleRule {
  max: number;
  windowSeconds: number;
  blockSeconds: number;
  maxBlockSeconds?: number;
}

/**
 * Failed sign-ins per login and client address (docs/login-throttling.md): only that address is slowed
 * down for that login, so nobody elsewhere can lock the rightful user out. Cleared by a successful sign-in.
 */
export const LOGIN_RULE: ThrottleRule = {
  max: 5,
  windowSeconds: 15 * 60,
  blockSeconds: 30,
  maxBlockSeconds: 15 * 60,
};
/** Failed sign-ins per client address, whatever the login: higher, since several people may share one address. */
export const ADDRESS_RULE: ThrottleRule = {
  max: 20,
  windowSeconds: 15 * 60,
  blockSeconds: 60,
  maxBlockSeconds: 15 * 60,
};
/** Outgoing reset links and e-mail codes per address: beyond this, requests are answered but nothing is sent. */
export const MAIL_RULE: ThrottleRule = { max: 10, windowSeconds: 60 * 60, blockSeconds: 60 * 60 };

/** Rows idle for longer than this are forgotten (longer than any rule's window and block). */
const FORGET_AFTER_MS = 24 * 3600 * 1000;

/** One login tried from one client address. */
export const loginKey = (login: string, ip: string) => `login:${ip}:${login.trim().toLowerCase()}`;
export const addressKey = (ip: string) => `ip:${ip}`;
export const mailKey = (email: string) => `mail:${email.trim().toLowerCase()}`;

/** How long the `count`th hit blocks the key: doubling from `blockSeconds` on progressive rules. */
export function blockSecondsAt(rule: ThrottleRule, count: number): number {
  if (rule.maxBlockSeconds === undefined) return rule.blockSeconds;
  return Math.min(rule.maxBlockSeconds, rule.blockSeconds * 2 ** Math.min(30, count - rule.max));
}

/** 429 / 1105 with Retry-After when any of the keys is blocked now. */
export async function assertNotBlocked(db: Db, keys: string[], now = new Date()): Promise<void> {
  const rows = await db.selectFrom('login_attempts').select(['blocked_until']).where('key', 'in', keys).execute();
  const until = Math.max(0, ...rows.map((r) => (r.blocked_until ? Date.parse(r.blocked_until) : 0)));
  if (until > now.getTime()) throw tooManyAttempts(Math.max(1, Math.ceil((until - now.getTime()) / 1000)));
}

/**
 * Counts one hit against `key`. Answers whether the key was already blocked before this hit
 * (a blocked key is not counted further) and the count within the current window. The count is read and
 * written in one transaction holding the key's row (PostgreSQL: `for update`; SQLite: its single writer), so
 * simultaneous failures, on one server or several, are each counted.
 */
export async function recordHit(
  db: Kysely<Database>,
  key: string,
  rule: ThrottleRule,
  now = new Date(),
): Promise<{ wasBlocked: boolean; count: number }> {
  const stamp = now.toISOString();
  await db
    .deleteFrom('login_attempts')
    .where('window_start', '<', new Date(now.getTime() - FORGET_AFTER_MS).toISOString())
    .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', stamp)]))
    .execute();
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('login_attempts')
      .values({ key, failures: 0, window_start: stamp, blocked_until: null })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const select = trx.selectFrom('login_attempts').selectAll().where('key', '=', key);
    const row = await (onPostgres(db) ? select.forUpdate() : select).executeTakeFirstOrThrow();
    const blockedUntil = row.blocked_until ? Date.parse(row.blocked_until) : 0;
    if (blockedUntil > now.getTime()) return { wasBlocked: true, count: row.failures };
    const progressive = rule.maxBlockSeconds !== undefined;
    const windowOpen =
      (progressive || !row.blocked_until) && Date.parse(row.window_start) + rule.windowSeconds * 1000 > now.getTime();
    const count = windowOpen ? row.failures + 1 : 1;
    await trx
      .updateTable('login_attempts')
      .set({
        failures: count,
        window_start: windowOpen && !progressive ? row.window_start : stamp,
        blocked_until:
          count >= rule.max ? new Date(now.getTime() + blockSecondsAt(rule, count) * 1000).toISOString() : null,
      })
      .where('key', '=', key)
      .execute();
    return { wasBlocked: false, count };
  });
}

export async function clearHits(db: Db, key: string): Promise<void> {
  await db.deleteFrom('login_attempts').where('key', '=', key).execute();
}

/** Counts one outgoing message for the address; false once the address has had its share for now. */
export async function mayMail(db: Kysely<Database>, email: string): Promise<boolean> {
  const { wasBlocked, count } = await recordHit(db, mailKey(email), MAIL_RULE);
  return !wasBlocked && count <= MAIL_RULE.max;
}
