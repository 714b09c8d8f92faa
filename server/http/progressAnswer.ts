import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../lib/errors';
import { PROGRESS_MEDIA_TYPE, type ProgressLine } from '../../lib/transfer/progress';
import { ApiError } from '../errors';

/** Progress lines sent at most this often (a phase's last one always). */
const PROGRESS_EVERY_MS = 200;

/** Whether the caller asked for the answer as progress lines (`Accept: application/x-ndjson`). */
export function wantsProgress(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes(PROGRESS_MEDIA_TYPE);
}

export type Report = (phase: string, done: number, total: number) => void;

/**
 * Answers a long call as newline-delimited JSON (lib/transfer/progress.ts): `{"phase", "done", "total"}` lines while
 * `work` runs, then `{"result": …}`, or `{"error": <the error body>}` when it fails: the status (200) is sent with
 * the first line, so a failure after it is told in the last line.
 */
export function answerWithProgress(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (report: Report) => Promise<unknown>,
): FastifyReply {
  const stream = new PassThrough();
  const write = (line: ProgressLine) => stream.write(`${JSON.stringify(line)}\n`);
  let last = 0;
  let lastPhase = '';
  const report: Report = (phase, done, total) => {
    const now = Date.now();
    if (phase === lastPhase && done < total && now - last < PROGRESS_EVERY_MS) return;
    last = now;
    lastPhase = phase;
    write({ phase, done, total });
  };
  reply.header('content-type', `${PROGRESS_MEDIA_TYPE}; charset=utf-8`).header('cache-control', 'no-store');
  reply.send(stream);
  work(report)
    .then((result) => write({ result }))
    .catch((error: unknown) => {
      if (!(error instanceof ApiError)) request.log.error({ err: error }, 'unexpected failure');
      const failure =
        error instanceof ApiError
          ? error
          : new ApiError(500, ErrorCode.FileWritePermission, undefined, 'unexpected failure');
      write({ error: failure.body() });
    })
    .finally(() => stream.end());
  return reply;
}
