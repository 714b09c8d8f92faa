import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { adminOnly, checkAccount, verifiedClaims } from '../auth/callerChecks';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook of read-only calls: checks the token and its role at once, and starts checking that its
     * account is still active without waiting for the answer, so the database answers that and the read
     * together. The handler must answer through `answerWhenAdmin`.
     */
    startAdminCheck: (request: FastifyRequest) => Promise<void>;
    /**
     * A read started by a handler after `startAdminCheck`, answered only once the account is known to be
     * active: a refused account gets 401 (and never the read, nor the read's own error).
     */
    answerWhenAdmin: <T>(request: FastifyRequest, read: () => Promise<T>) => Promise<T>;
  }
  interface FastifyRequest {
    /** The account check `startAdminCheck` started. */
    accountCheck: Promise<void> | null;
  }
}

/** An administrator's read and the check of its account, run together (one hook and its answer). */
export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('accountCheck', null);

    app.decorate('startAdminCheck', async (request: FastifyRequest) => {
      const accountCheck = checkAccount(app.db, request, await verifiedClaims(app.tokens, request, adminOnly));
      // Awaited by answerWhenAdmin; a refusal that arrives before is not an unhandled rejection meanwhile.
      accountCheck.catch(() => undefined);
      request.accountCheck = accountCheck;
    });

    app.decorate('answerWhenAdmin', async <T>(request: FastifyRequest, read: () => Promise<T>): Promise<T> => {
      if (!request.accountCheck) throw new Error('answerWhenAdmin without startAdminCheck');
      // The read's own failure (404, 400) is answered only to an account found active.
      const answer = (async () => read())();
      answer.catch(() => undefined);
      await request.accountCheck;
      return answer;
    });
  },
  { name: 'answerWhenAdmin', dependencies: ['tokens', 'callerClaims'] },
);
