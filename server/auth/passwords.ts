import { randomBytes, randomInt } from 'node:crypto';
import argon2 from 'argon2';
import { PASSWORD_SPECIALS, passwordProblems } from '../../lib/password';
import { invalid, mandatory } from '../errors';

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) return false;
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A random password that satisfies the product's password rule. */
export function generatePassword(): string {
  const pick = (chars: string) => chars[randomInt(chars.length)];
  const required = [
    pick('abcdefghjkmnpqrstuvwxyz'),
    pick('ABCDEFGHJKMNPQRSTUVWXYZ'),
    pick('23456789'),
    pick(PASSWORD_SPECIALS),
  ];
  const rest = randomBytes(12)
    .toString('base64url')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, 10);
  const chars = [...required, ...rest];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

/** The product's password rule, enforced by the server too: 400 / 1203 on `field` otherwise. */
export function assertPasswordRule(password: unknown, field = 'password'): asserts password is string {
  if (typeof password !== 'string' || password === '') throw mandatory(field);
  const problems = passwordProblems(password);
  if (problems.length) throw invalid(field, `the password does not follow the rule (${problems.join(', ')})`);
}

let dummy: Promise<string> | undefined;
/** A hash to verify against when the account does not exist, so that both cases take as long. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString('base64url'));
  return dummy;
}
