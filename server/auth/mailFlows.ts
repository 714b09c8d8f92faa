import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../lib/errors';
import { resetLink } from '../../lib/systemNotifications';
import type { UserRow } from '../db/schema';
import { ApiError, expired, invalid } from '../errors';
import { MailNotSent } from '../mail/mailNotSent';
import {
  countAttempt,
  findKeyBySecret,
  isExpired,
  liveKeyOf,
  markUsed,
  type OneTimeKey,
  secretMatches,
  storeOneTimeKey,
} from './oneTimeKeys';
import { mayMail } from './throttle';
import { randomSecret } from './tokens';
import { findUserByEmail } from './users';

export const RESET_KEY_TTL = 3600;
export const EMAIL_CODE_TTL = 600;
export const EMAIL_CODE_ATTEMPTS = 5;

/** A single-use password-reset key valid one hour (stored hashed); answered to the caller, never logged. */
export async function createResetKey(app: FastifyInstance, userId: number): Promise<string> {
  const key = randomSecret();
  await storeOneTimeKey(app.db, userId, 'reset', key, RESET_KEY_TTL);
  return key;
}

const namesOf = (user: UserRow) => ({ firstName: user.first_name, lastName: user.last_name });

/**
 * E-mails a reset link; `capped` requests (public ones) send nothing once the address had its share. The key is kept
 * once the mail server took the e-mail: one it refuses leaves the previous link as it was (MailNotSent).
 */
export async function mailResetLink(app: FastifyInstance, user: UserRow, capped = true): Promise<void> {
  if (capped && !(await mayMail(app.db, user.email))) return;
  const key = randomSecret();
  await app.mails.send(app.db, 'passwordResetRequest', user, {
    ...namesOf(user),
    resetUrl: resetLink(app.config.publicUrl, key),
    validityHours: RESET_KEY_TTL / 3600,
  });
  await storeOneTimeKey(app.db, user.id, 'reset', key, RESET_KEY_TTL);
}

/** A reset key that may still be used: 400 / 1203 (key) when unknown or used, 401 / 1103 when expired. */
export async function usableResetKey(app: FastifyInstance, key: string): Promise<OneTimeKey> {
  const row = await findKeyBySecret(app.db, 'reset', key);
  if (!row || row.used_at) throw invalid('key', 'unknown or already used key');
  if (isExpired(row)) throw expired('reset key expired');
  return row;
}

/** Salted with the user id so equal codes of two users do not share a hash. */
const codeSecret = (userId: number, code: string) => `${userId}:${code}`;

async function mailNewCode(app: FastifyInstance, user: UserRow): Promise<void> {
  if (!(await mayMail(app.db, user.email))) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  // As the reset key: the code replaces the previous one once the e-mail is gone.
  await app.mails.send(app.db, 'emailVerificationCode', user, {
    ...namesOf(user),
    code,
    validityMinutes: EMAIL_CODE_TTL / 60,
  });
  await storeOneTimeKey(app.db, user.id, 'email_code', codeSecret(user.id, code), EMAIL_CODE_TTL);
}

/**
 * Sends a fresh 6-digit code to a known address; unknown addresses get nothing, and an e-mail the mail server did not
 * take (logged) is not told either: the answer is the same, so that it tells no one which addresses have an account.
 */
export async function resendEmailCode(app: FastifyInstance, email: string): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user) return;
  try {
    await mailNewCode(app, user);
  } catch (error) {
    if (!(error instanceof MailNotSent)) throw error;
  }
}

const codeError = (description: 'wrong_code' | 'new_code_sent') =>
  new ApiError(404, ErrorCode.NotFound, undefined, description.replace(/_/g, ' '), { description });

/** Right code: used up. Wrong code: 404 wrong_code; the 5th wrong attempt replaces the code (404 new_code_sent). */
export async function checkEmailCode(app: FastifyInstance, email: string, code: string): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  const key = user ? await liveKeyOf(app.db, user.id, 'email_code') : undefined;
  if (!user || !key) throw codeError('wrong_code');
  if (secretMatches(key, codeSecret(user.id, code.trim()))) {
    if (await markUsed(app.db, key.id)) return;
    throw codeError('wrong_code');
  }
  const attempts = await countAttempt(app.db, key.id);
  // Only the request that reaches the limit replaces the code; concurrent ones just fail.
  if (attempts !== EMAIL_CODE_ATTEMPTS) throw codeError('wrong_code');
  await markUsed(app.db, key.id);
  await mailNewCode(app, user);
  throw codeError('new_code_sent');
}
