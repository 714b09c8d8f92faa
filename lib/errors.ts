/** The error codes (docs/product-rules.md, "Errors"), with the HTTP status the API contract gives each. */
export const ErrorCode = {
  FileWritePermission: 1000,
  WrongClass: 1001,
  MissingMethod: 1002,
  FutureFeature: 1003,
  NotSupported: 1004,
  /**
   * A service the server calls failed (502) or did not answer in time (504): the translation engine
   * (docs/translation.md). Neither the client's fault nor an unexpected failure of the server.
   */
  UpstreamFailure: 1005,
  BadCredentials: 1100,
  WrongRole: 1101,
  WrongProfile: 1102,
  Expired: 1103,
  ProtectedResource: 1104,
  ResourceAccessDenied: 1105,
  NotFound: 1200,
  Duplicate: 1201,
  Mandatory: 1202,
  Invalid: 1203,
  /** An update made on a version of the record that is no longer the stored one (docs/record-versions.md). */
  StaleVersion: 1204,
} as const;
export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export interface ErrorBody {
  error_code: number;
  error_status: number;
  error_field?: string;
  message?: string;
  description?: string;
  /** 409 / 1204: the fields changed since the version the update was made on. */
  changed_fields?: string[];
  /** 409 / 1104: the first active records still referring to the one a delete was refused for (docs/bulk-and-trash.md). */
  references?: Dependent[];
  /** 409 / 1104: how many active records refer to it in all. */
  referencesTotal?: number;
  /** 400 / 1202 on a translation set holding text in some languages only: the languages it lacks (`["en"]`). */
  missing_languages?: string[];
}

/** A record that refers to another one: its catalogue (the model name), its id and its name as stored. */
export interface Dependent {
  resource: string;
  id: number;
  /** The record's representation field (a translation set or a text); null when it has none. */
  label: unknown;
}

/** How many dependents a refused delete names (the total is given besides). */
export const NAMED_DEPENDENTS = 10;

export const DEFAULT_ERROR_STATUS = -1;

/** A failure the client caused or may see: answered with the contract's error body (server and demo API). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    readonly field?: string,
    message?: string,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message ?? `error ${code}`);
  }

  body(): ErrorBody {
    return {
      error_code: this.code,
      error_status: this.status,
      ...(this.field ? { error_field: this.field } : {}),
      message: this.message,
      ...this.extra,
    };
  }
}

export const notFound = (what = 'resource') => new ApiError(404, ErrorCode.NotFound, undefined, `${what} not found`);
export const mandatory = (field: string) => new ApiError(400, ErrorCode.Mandatory, field, `${field} is required`);
/** A translation set with text in some languages only (400 / 1202 on its field), naming the languages it lacks. */
export const missingTranslation = (field: string, languages: readonly string[]) =>
  new ApiError(
    400,
    ErrorCode.Mandatory,
    field,
    `${field} is required in every language (missing: ${languages.join(', ')})`,
    {
      missing_languages: [...languages],
    },
  );
export const invalid = (field?: string, message?: string) =>
  new ApiError(400, ErrorCode.Invalid, field, message ?? `${field ?? 'request'} is invalid`);
export const duplicate = (field: string) => new ApiError(409, ErrorCode.Duplicate, field, `${field} already exists`);
export const staleVersion = (changedFields: string[]) =>
  new ApiError(409, ErrorCode.StaleVersion, undefined, 'the record changed since it was read', {
    changed_fields: changedFields,
  });
export const badCredentials = (message = 'bad credentials') =>
  new ApiError(401, ErrorCode.BadCredentials, undefined, message);
export const expired = (message = 'expired') => new ApiError(401, ErrorCode.Expired, undefined, message);
export const wrongRole = () => new ApiError(403, ErrorCode.WrongRole, undefined, 'wrong role');
export const protectedResource = (references: Dependent[] = [], referencesTotal = references.length) =>
  new ApiError(409, ErrorCode.ProtectedResource, undefined, 'at least one associated element exists', {
    references,
    referencesTotal,
  });
export const accessDenied = (message = 'access denied') =>
  new ApiError(403, ErrorCode.ResourceAccessDenied, undefined, message);
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    ErrorCode.ResourceAccessDenied,
    undefined,
    'too many attempts',
    {},
    {
      'retry-after': String(retryAfterSeconds),
    },
  );
/** The `description` of a 502 / 504 answer whose e-mail could not be sent (docs/operations.md, "Mail"). */
export const MAIL_NOT_SENT = 'mail_not_sent';

export const upstreamFailure = (status: 502 | 504, message: string) =>
  new ApiError(status, ErrorCode.UpstreamFailure, undefined, message);
export const notSupported = (message = 'not supported') =>
  new ApiError(501, ErrorCode.NotSupported, undefined, message);
