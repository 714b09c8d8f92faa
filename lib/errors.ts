/** Spec §8 error catalogue, with the HTTP status the API contract gives each. */
export const ErrorCode = {
  FileWritePermission: 1000,
  WrongClass: 1001,
  MissingMethod: 1002,
  FutureFeature: 1003,
  NotSupported: 1004,
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
}

export const DEFAULT_ERROR_STATUS = -1;
