import { timingSafeEqual } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../db/connection';
import type { OneTimeKeysTable } from '../db/schema';
import { sha256 } from './tokens';

export type KeyPurpose = 'reset' | 'email_code';
export type OneTimeKey = Selectable<OneTimeKeysTable>;

/** Stores a single-use secret as its SHA-256; earlier unused secrets of that user and purpose stop working. */
export async function storeOneTimeKey(db: Db, userId: number, purpose: KeyPurpose, secret: string, ttlSeconds: number) {
  const now = new Date();
  await db
    .updateTable('one_time_keys')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute();
  await db
    .insertInto('one_time_keys')
    .values({
      user_id: userId,
      purpose,
      key_hash: sha256(secret),
      expires_at: new Date(now.getTime() + ttlSeconds * 1000).toISOString(),
      attempts: 0,
      created_at: now.toISOString(),
    })
    .execute();
}

export function findKeyBySecret(db: Db, purpose: KeyPurpose, secret: string): Promise<OneTimeKey | undefined> {
  return db
    .selectFrom('one_time_keys')
    .selectAll()
    .where('purpose', '=', purpose)
    .where('key_hash', '=', sha256(secret))
    .executeTakeFirst();
}

/** The user's live (unused, unexpired) key of that purpose, if any. */
export function liveKeyOf(db: Db, userId: number, purpose: KeyPurpose): Promise<OneTimeKey | undefined> {
  return db
    .selectFrom('one_time_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date().toISOString())
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export const isExpired = (key: OneTimeKey) => Date.parse(key.expires_at) <= Date.now();

export function secretMatches(key: OneTimeKey, secret: string): boolean {
  return timingSafeEqual(Buffer.from(key.key_hash), Buffer.from(sha256(secret)));
}

/** Marks the key used; false when another request used it first. */
export async function markUsed(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('one_time_keys')
    .set({ used_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function countAttempt(db: Db, id: number): Promise<number> {
  await db
    .updateTable('one_time_keys')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
  const row = await db.selectFrom('one_time_keys').select('attempts').where('id', '=', id).executeTakeFirstOrThrow();
  return Number(row.attempts);
}
