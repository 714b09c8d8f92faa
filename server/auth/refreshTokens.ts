import type { Db } from '../db/connection';
import { badCredentials, expired } from '../errors';
import { randomSecret, sha256 } from './tokens';

/**
 * Opaque refresh tokens, stored as their SHA-256. Each sign-in starts a family; each refresh rotates the
 * presented token (marks it rotated) and issues the next one in the same family. Presenting a rotated
 * token again means it leaked: the whole family is revoked.
 */
export async function issueRefreshToken(
  db: Db,
  userId: number,
  ttlSeconds: number,
  familyId = randomSecret(16),
): Promise<string> {
  const token = randomSecret();
  const now = new Date();
  await db
    .insertInto('refresh_tokens')
    .values({
      user_id: userId,
      token_hash: sha256(token),
      family_id: familyId,
      expires_at: new Date(now.getTime() + ttlSeconds * 1000).toISOString(),
      created_at: now.toISOString(),
    })
    .execute();
  return token;
}

/**
 * Marks the presented token rotated and answers its owner and family; 401 / 1103 when it may not be used.
 * `reused`: told the owner of a rotated token presented again (its session is revoked), for the history.
 */
export async function consumeRefreshToken(
  db: Db,
  token: string,
  reused: (userId: number) => Promise<void> = async () => undefined,
): Promise<{ userId: number; familyId: string }> {
  const row = await db
    .selectFrom('refresh_tokens')
    .selectAll()
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!row) throw badCredentials('unknown refresh token');
  if (row.revoked_at) throw expired('refresh token revoked');
  if (row.rotated_at) {
    await revokeFamily(db, row.family_id);
    await reused(row.user_id);
    throw expired('refresh token already used: session revoked');
  }
  if (Date.parse(row.expires_at) <= Date.now()) throw expired('refresh token expired');
  const rotated = await db
    .updateTable('refresh_tokens')
    .set({ rotated_at: new Date().toISOString() })
    .where('id', '=', row.id)
    .where('rotated_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  if (Number(rotated.numUpdatedRows) !== 1) {
    // Another request rotated it in between: the same token presented twice.
    await revokeFamily(db, row.family_id);
    await reused(row.user_id);
    throw expired('refresh token already used: session revoked');
  }
  return { userId: row.user_id, familyId: row.family_id };
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Logout: ends the session the token belongs to and answers its owner; unknown tokens are ignored. */
export async function revokeRefreshToken(db: Db, token: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select(['family_id', 'user_id'])
    .where('token_hash', '=', sha256(token))
    .executeTakeFirst();
  if (!row) return undefined;
  await revokeFamily(db, row.family_id);
  return row.user_id;
}

/** Ends every session of a user (password changed, credentials refreshed). */
export async function revokeUserTokens(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
}
