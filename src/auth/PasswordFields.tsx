import { useMemo } from 'react';
import { PasswordInput, required, useTranslate } from 'react-admin';
import { passwordProblems } from '../../lib/password';

export interface NewPasswordValues {
  password: string;
  confirmation: string;
}

const matchesPassword = (value: unknown, values: Partial<NewPasswordValues>) =>
  value === values.password ? undefined : 'app.password.mismatch';

/**
 * A new password and its confirmation, checked against the password rule (lib/password.ts): the
 * rule stays under the input, and a password that breaks it names the parts it misses.
 */
export function PasswordFields() {
  const translate = useTranslate();
  const followsRules = useMemo(
    () => (value: unknown) => {
      const problems = typeof value === 'string' ? passwordProblems(value) : [];
      if (problems.length === 0) return undefined;
      const rules = problems.map((problem) => translate(`app.password.problems.${problem}`)).join(', ');
      return { message: 'app.password.unmet', args: { rules } };
    },
    [translate],
  );
  return (
    <>
      <PasswordInput
        source="password"
        label="app.auth.newPassword"
        autoComplete="new-password"
        helperText="app.password.rules"
        validate={[required(), followsRules]}
      />
      <PasswordInput
        source="confirmation"
        label="app.auth.confirmPassword"
        autoComplete="new-password"
        validate={[required(), matchesPassword]}
      />
    </>
  );
}
