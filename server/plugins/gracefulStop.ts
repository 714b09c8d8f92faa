import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '../../lib/errors';
import { ApiError } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the server is stopping: it finishes the requests in flight and answers 503 to any other. */
    isStopping(): boolean;
    /**
     * Stops listening, lets the requests in flight finish and closes the server, within `timeoutMs`: answers
     * `finished`, or `timed out` once the bound has passed (the connections still open are then closed).
     */
    stopGracefully(timeoutMs: number): Promise<'finished' | 'timed out'>;
  }
}

/** The answer to a request arriving on an open connection while the server stops (the client tries another replica). */
export const stoppingError = () => new ApiError(503, ErrorCode.FileWritePermission, undefined, 'server stopping');

/**
 * A graceful stop (SIGTERM, SIGINT: server/main.ts; docs/operations.md, "Stopping"). Fastify's close stops accepting
 * connections and waits for the open ones to end: every answer sent while stopping closes its connection, so a
 * kept-alive connection ends with the request it carried instead of waiting for its idle timeout.
 */
export default fp(
  async (app: FastifyInstance) => {
    let stopping = false;
    app.decorate('isStopping', () => stopping);
    app.addHook('onRequest', async (_request, reply) => {
      if (stopping) return reply.code(503).header('connection', 'close').send(stoppingError().body());
    });
    app.addHook('onSend', async (_request, reply) => {
      if (stopping) reply.header('connection', 'close');
    });
    app.decorate('stopGracefully', async (timeoutMs: number) => {
      stopping = true;
      let timer: NodeJS.Timeout | undefined;
      const bound = new Promise<'timed out'>((resolve) => {
        timer = setTimeout(() => resolve('timed out'), timeoutMs);
      });
      const outcome = await Promise.race([app.close().then(() => 'finished' as const), bound]);
      clearTimeout(timer);
      if (outcome === 'timed out') app.server.closeAllConnections();
      return outcome;
    });
  },
  { name: 'gracefulStop' },
);
