import { PasswordInput, required } from 'react-admin';
import { passwordProblems } from '../../lib/password';

export interface NewPasswordValues {
  password: string;
  confirmation: string;
}

const followsRules = (value: unknown) =>
  typeof value === 'string' && passwordProblems(value).length > 0 ? 'app.password.rules' : undefined;
const matchesPassword = (value: unknown, values: Partial<NewPasswordValues>) =>
  value === values.password ? undefined : 'app.password.mismatch';

/** A new password and its confirmation, checked against the spec §5 rule (lib/password.ts). */
export function PasswordFields() {
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
