import { type ErrorBody, ErrorCode, MAIL_NOT_SENT } from '../../lib/errors';
import { hasAccount } from '../providers/models';

/** Message keys shown when a call fails (docs/product-rules.md, "Failure toasts"). */
export const ErrorMessages = {
  generic: 'Generic_Error',
  duplicateKeyName: 'Error_DuplicateIdentifier_KeyName',
  duplicateEmail: 'Error_DuplicateIdentifier_Email',
  deletionRefused: 'app.errors.deletionRefused',
  deletionTitle: 'app.errors.deletionTitle',
  loggedOut: 'ra.notification.logged_out',
  network: 'app.errors.network',
  staleVersion: 'app.errors.staleVersion',
  mailNotSent: 'app.errors.mailNotSent',
} as const;

/** The Store key set when a deletion is refused because associated elements exist (docs/product-rules.md, "States"). */
export const ERROR_DELETE_KEY = 'errorDelete';

export function errorBodyOf(error: unknown): Partial<ErrorBody> {
  const body = (error as { body?: unknown } | null)?.body;
  return body && typeof body === 'object' ? (body as Partial<ErrorBody>) : {};
}

export function errorStatusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * The message key of a failed call on a resource: a duplicate names the e-mail on catalogues with a
 * linked account and the key name elsewhere; a refused deletion names the associated elements; an e-mail the
 * mail server did not take says nothing was saved; everything else is the generic error.
 */
export function errorMessageKey(resource: string, error: unknown): string {
  const code = errorBodyOf(error).error_code;
  if (code === ErrorCode.Duplicate) {
    return hasAccount(resource) ? ErrorMessages.duplicateEmail : ErrorMessages.duplicateKeyName;
  }
  if (code === ErrorCode.ProtectedResource) return ErrorMessages.deletionRefused;
  if (code === ErrorCode.StaleVersion) return ErrorMessages.staleVersion;
  // The account's e-mail could not be sent: the server kept nothing of the call (docs/operations.md, "Mail").
  if (errorBodyOf(error).description === MAIL_NOT_SENT) return ErrorMessages.mailNotSent;
  if (errorStatusOf(error) === 401) return ErrorMessages.loggedOut;
  // No answer at all (network down, server unreachable): the HTTP client reports it with status 0.
  if (errorStatusOf(error) === 0) return ErrorMessages.network;
  return ErrorMessages.generic;
}

/** The fields changed since the version a refused update was made on (409 / 1204); undefined for other failures. */
export function staleFieldsOf(error: unknown): string[] | undefined {
  const body = errorBodyOf(error);
  if (body.error_code !== ErrorCode.StaleVersion) return undefined;
  return Array.isArray(body.changed_fields) ? body.changed_fields.filter((f) => typeof f === 'string') : [];
}

/** Toasts whose message has a title of its own. */
export function errorTitleKey(messageKey: string): string | undefined {
  return messageKey === ErrorMessages.deletionRefused ? ErrorMessages.deletionTitle : undefined;
}

export function isDeletionRefused(error: unknown): boolean {
  return errorBodyOf(error).error_code === ErrorCode.ProtectedResource;
}
