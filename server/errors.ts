/** The contract's failures: written once in lib/errors.ts, shared with the console's demo API. */
export {
  ApiError,
  accessDenied,
  badCredentials,
  duplicate,
  expired,
  invalid,
  mandatory,
  notFound,
  notSupported,
  protectedResource,
  staleVersion,
  tooManyAttempts,
  upstreamFailure,
  wrongRole,
} from '../lib/errors';
