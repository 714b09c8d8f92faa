import { ErrorCode } from '../../lib/errors';
import { errorBodyOf, errorStatusOf } from '../notifications/errorMessages';

/** Spec §8: the text shown under the sign-in form for a failed sign-in. */
export function loginErrorMessage(error: unknown): string {
  const code = errorBodyOf(error).error_code;
  const status = errorStatusOf(error);
  if (code === ErrorCode.BadCredentials || code === ErrorCode.WrongRole || status === 401)
    return 'Error_BadCredentials';
  if (code === ErrorCode.NotFound || status === 404) return 'app.auth.loginNotFound';
  return 'app.auth.loginError';
}
