import { ErrorCode } from '../../lib/errors';
import { errorBodyOf, errorStatusOf } from '../notifications/errorMessages';

export interface LoginError {
  message: string;
  args?: Record<string, number>;
}

/** The text shown under the sign-in form for a failed sign-in (docs/product-rules.md, "Failure toasts"). */
export function loginErrorMessage(error: unknown): LoginError {
  const code = errorBodyOf(error).error_code;
  const status = errorStatusOf(error);
  if (status === 429) {
    // Too many failed attempts: blocked for the time the server gives (`Retry-After`, read by the HTTP client).
    const seconds = (errorBodyOf(error) as { retryAfter?: unknown }).retryAfter;
    return typeof seconds === 'number'
      ? { message: 'app.auth.blockedFor', args: { smart_count: Math.max(1, Math.ceil(seconds / 60)) } }
      : { message: 'app.auth.blocked' };
  }
  if (code === ErrorCode.BadCredentials || code === ErrorCode.WrongRole || status === 401)
    return { message: 'Error_BadCredentials' };
  if (code === ErrorCode.NotFound || status === 404) return { message: 'app.auth.loginNotFound' };
  return { message: 'app.auth.loginError' };
}
