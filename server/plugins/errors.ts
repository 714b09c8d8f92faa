import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '../../lib/errors';
import { ApiError } from '../errors';
import { MailNotSent } from '../mail/mailNotSent';

/** Failures worth an operator's look; an e-mail not sent was logged where it failed, with its reason. */
const logsAsUnexpected = (error: unknown, status: number) =>
  status >= 500 && status !== 501 && !(error instanceof MailNotSent);

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

/** Fastify's own rejections before routing (bad percent-encoding in the URL): the contract's body. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const apiError = new ApiError(400, ErrorCode.Invalid, undefined, error.message);
  reply.code(400).send(apiError.body());
}

/** Requests Node's HTTP parser refuses (URL or headers too long, broken syntax): the contract's body too. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const body = JSON.stringify(new ApiError(status, ErrorCode.Invalid, undefined, 'malformed request').body());
  socket.end(
    `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : status === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
      `Connection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

export default fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error, request, reply) => {
    const apiError = toApiError(error as FastifyError);
    if (logsAsUnexpected(error, apiError.status)) request.log.error({ err: error }, 'unexpected failure');
    reply.headers(apiError.headers).code(apiError.status).send(apiError.body());
  });
});
