/** Spec §5: 8 to 50 characters, a lowercase, an uppercase, a digit and one of @$!%*#?&_- */
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
