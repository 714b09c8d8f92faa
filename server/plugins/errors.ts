import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '../../lib/errors';
import { ApiError } from '../errors';

/** Maps every failure to the contract's error body; nothing a client sends can produce a 500. */
function toApiError(error: FastifyError | ApiError | Error): ApiError {
  if (error instanceof ApiError) return error;
  const fe = error as FastifyError;
  if (fe.validation) {
    const first = fe.validation[0];
    const field =
      (first?.params as { missingProperty?: string } | undefined)?.missingProperty ??
      first?.instancePath?.replace(/^\//, '').split('/')[0] ??
      undefined;
    const missing = first?.keyword === 'required';
    return new ApiError(400, missing ? ErrorCode.Mandatory : ErrorCode.Invalid, field || undefined, fe.message);
  }
  const status = fe.statusCode ?? 500;
  if (status === 413 || fe.code === 'FST_REQ_FILE_TOO_LARGE' || fe.code === 'FST_PARTS_LIMIT')
    return new ApiError(413, ErrorCode.Invalid, undefined, 'body too large');
  if (status === 415) return new ApiError(415, ErrorCode.Invalid, undefined, 'unsupported content type');
  if (status >= 400 && status < 500) return new ApiError(status, ErrorCode.Invalid, undefined, fe.message);
  return new ApiError(500, ErrorCode.FileWritePermission, undefined, 'unexpected failure');
}

export default fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error, request, reply) => {
    const apiError = toApiError(error as FastifyError);
    if (apiError.status >= 500 && apiError.status !== 501) request.log.error({ err: error }, 'unexpected failure');
    reply.headers(apiError.headers).code(apiError.status).send(apiError.body());
  });
});
