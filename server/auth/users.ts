import { MAX_ID } from '../../lib/ids';
import type { Db } from '../db/connection';
import type { UserRow } from '../db/schema';
import { notFound } from '../errors';
import { hashPassword } from './passwords';
import { revokeUserTokens } from './refreshTokens';

/** Accounts that may sign in: active and not deleted. */
export function activeUsers(db: Db) {
  return db.selectFrom('users').selectAll().where('deleted_at', 'is', null).where('is_active', '=', 1);
}

export const findUserById = (db: Db, id: number): Promise<UserRow | undefined> =>
  Number.isSafeInteger(id) && id > 0 && id <= MAX_ID
    ? activeUsers(db).where('id', '=', id).executeTakeFirst()
    : Promise.resolve(undefined);

/** The active account a path's `:id` names, whatever its first-connection state, else 404. */
export async function existingUser(db: Db, id: number): Promise<UserRow> {
  const user = await findUserById(db, id);
  if (!user) throw notFound('user');
  return user;
}

/** The accounts created with these catalogue records (not deleted), oldest first. */
export function usersOfEntities(db: Db, entityIds: number[]): Promise<UserRow[]> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('entity_id', 'in', entityIds)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute();
}

/** The interface language the user chose. */
export async function setLanguage(db: Db, userId: number, language: string): Promise<void> {
  await db.updateTable('users').set({ language }).where('id', '=', userId).execute();
}

export const findUserByLogin = (db: Db, login: string): Promise<UserRow | undefined> =>
  activeUsers(db).where('login', '=', login.trim().toLowerCase()).executeTakeFirst();

export const findUserByEmail = (db: Db, email: string): Promise<UserRow | undefined> =>
  activeUsers(db).where('email', '=', email.trim().toLowerCase()).executeTakeFirst();

export function rolesOf(user: Pick<UserRow, 'roles'>): string[] {
  try {
    const roles = JSON.parse(user.roles) as unknown;
    return Array.isArray(roles) ? roles.filter((r): r is string => typeof r === 'string') : [];
  } catch {
    return [];
  }
}

/** Sets a new password (argon2id) and ends the user's sessions; `flags` updates the first-connection state. */
export async function setPassword(
  db: Db,
  userId: number,
  password: string,
  flags: { first_connect_complete?: number; must_change_password?: number } = {},
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password), ...flags })
    .where('id', '=', userId)
    .execute();
  await revokeUserTokens(db, userId);
}
