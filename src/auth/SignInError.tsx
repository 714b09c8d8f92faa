import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LoginError } from './loginErrorMessage';

/** A failed sign-in's message, above the sign-in form or in the dialog that signs in again. */
export const SignInError = ({ error }: { error: LoginError | undefined }) => {
  const translate = useTranslate();
  return error ? (
    <Alert severity="error" role="alert">
      {translate(error.message, error.args)}
    </Alert>
  ) : null;
};
