import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema';
import { badCredentials } from '../errors';
import { dummyHash, verifyPassword } from './passwords';
import { ADDRESS_RULE, addressKey, assertNotBlocked, clearHits, LOGIN_RULE, loginKey, recordHit } from './throttle';
import { findUserByLogin } from './users';

/**
 * The account a login and password open, under the sign-in throttle (docs/login-throttling.md):
 * 429 / 1105 while this login from this address, or this address, is blocked; 401 / 1100 for a wrong
 * login, password or an account `accepts` refuses, counted against both; a success clears the first.
 */
export async function checkCredentials(
  db: Kysely<Database>,
  attempt: { login: string; password: string; ip: string },
  accepts: (user: UserRow) => boolean = () => true,
): Promise<UserRow> {
  const keys = { login: loginKey(attempt.login, attempt.ip), address: addressKey(attempt.ip) };
  await assertNotBlocked(db, [keys.login, keys.address]);
  const user = await findUserByLogin(db, attempt.login);
  // Unknown accounts are verified against a dummy hash: same answer, same time.
  const passwordOk = await verifyPassword(user?.password_hash ?? (await dummyHash()), attempt.password);
  if (!user?.password_hash || !passwordOk || !accepts(user)) {
    await recordHit(db, keys.login, LOGIN_RULE);
    await recordHit(db, keys.address, ADDRESS_RULE);
    throw badCredentials();
  }
  await clearHits(db, keys.login);
  return user;
}
