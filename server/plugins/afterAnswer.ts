import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MailNotSent } from '../mail/mailNotSent';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs `task` once the answer has gone, so its duration tells the caller nothing; failures are logged. */
    afterAnswer: (request: FastifyRequest, task: () => Promise<void>) => void;
    /** Resolves when every task started with afterAnswer has ended (tests, closing). */
    settled: () => Promise<void>;
  }
}

export default fp(async (app: FastifyInstance) => {
  const pending = new Set<Promise<void>>();
  app.decorate('afterAnswer', (request: FastifyRequest, task: () => Promise<void>) => {
    const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      // An e-mail not sent was logged where it failed.
      .catch((error) => {
        if (!(error instanceof MailNotSent)) request.log.error({ err: error }, 'work after the answer failed');
      })
      .finally(() => pending.delete(run));
    pending.add(run);
  });
  app.decorate('settled', async () => {
    while (pending.size > 0) await Promise.all(pending);
  });
  app.addHook('onClose', async () => app.settled());
});
