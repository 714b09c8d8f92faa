import { invalid, mandatory } from './errors';

/** 8–50 characters, a lowercase, an uppercase, a digit and one of @$!%*#?&_- (docs/product-rules.md, "Validation") */
export const PASSWORD_SPECIALS = '@$!%*#?&_-';
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 50;

export type PasswordProblem = 'length' | 'lowercase' | 'uppercase' | 'digit' | 'special';

export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) problems.push('length');
  if (!/[a-z]/.test(password)) problems.push('lowercase');
  if (!/[A-Z]/.test(password)) problems.push('uppercase');
  if (!/[0-9]/.test(password)) problems.push('digit');
  if (![...password].some((c) => PASSWORD_SPECIALS.includes(c))) problems.push('special');
  return problems;
}

export function isValidPassword(password: unknown): password is string {
  return typeof password === 'string' && passwordProblems(password).length === 0;
}

/** The rule enforced on writes: 400 / 1202 when missing, 400 / 1203 when it does not follow the rule. */
export function assertPasswordRule(password: unknown, field = 'password'): asserts password is string {
  if (typeof password !== 'string' || password === '') throw mandatory(field);
  const problems = passwordProblems(password);
  if (problems.length) throw invalid(field, `the password does not follow the rule (${problems.join(', ')})`);
}

/** A uniform random integer below `max` (Web Crypto: in browsers and in Node alike). */
function randomBelow(max: number): number {
  const limit = Math.floor(0x1_0000_0000 / max) * max;
  const word = new Uint32Array(1);
  do crypto.getRandomValues(word);
  while (word[0] >= limit);
  return word[0] % max;
}

/** A random password that satisfies the product's password rule. */
export function generatePassword(): string {
  const pick = (chars: string) => chars[randomBelow(chars.length)];
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKMNPQRSTUVWXYZ23456789';
  const required = [
    pick('abcdefghjkmnpqrstuvwxyz'),
    pick('ABCDEFGHJKMNPQRSTUVWXYZ'),
    pick('23456789'),
    pick(PASSWORD_SPECIALS),
  ];
  const chars = [...required, ...Array.from({ length: 10 }, () => pick(letters))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomBelow(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
