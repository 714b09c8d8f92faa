import { ErrorCode } from '../../../lib/errors';
import { MAX_TRANSLATED_TEXT_LENGTH } from '../../../lib/translationWork';
import { ErrorMessages, errorBodyOf, errorStatusOf } from '../../notifications/errorMessages';

/** Why no translation came back: a message key with its arguments, and whether the engine itself failed. */
export interface TranslationFailure {
  message: string;
  messageArgs?: Record<string, unknown>;
  /** The engine is missing, down or too slow: asking again for the next text would fail the same way. */
  engineFailed: boolean;
}

/** A text over the engine's limit, refused before any call (lib/translationWork.ts). */
export const TOO_LONG: TranslationFailure = {
  message: 'screens.translation.errors.tooLong',
  messageArgs: { max: MAX_TRANSLATED_TEXT_LENGTH },
  engineFailed: false,
};

/** The failure of `POST /api/translation` as the administrator reads it (docs/translation.md, "In the console"). */
export function translationFailureOf(error: unknown): TranslationFailure {
  const status = errorStatusOf(error);
  const body = errorBodyOf(error);
  if (status === 501) return { message: 'screens.translation.errors.noEngine', engineFailed: true };
  if (status === 502) return { message: 'screens.translation.errors.unavailable', engineFailed: true };
  if (status === 504) return { message: 'screens.translation.errors.tooSlow', engineFailed: true };
  if (status === 400 && body.error_code === ErrorCode.Invalid && body.error_field === 'text') {
    return TOO_LONG;
  }
  // No answer at all (network down, server unreachable): the HTTP client reports it with status 0.
  if (status === 0) return { message: ErrorMessages.network, engineFailed: true };
  return { message: ErrorMessages.generic, engineFailed: false };
}
