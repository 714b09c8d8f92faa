import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessClaims } from '../../lib/claims';
import { assertAccountActive, FoldedAccountCheck } from '../auth/accountCheck';
import { adminOnly, verifiedClaims } from '../auth/callerChecks';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook of read-only calls whose read carries the account check in its own statement
     * (`answerFoldingAdminCheck`): checks the token and its role; the account is asked by the read.
     */
    verifyAdminToken: (request: FastifyRequest) => Promise<void>;
    /**
     * A read after `verifyAdminToken`, given the caller's account check to fold into its statement
     * (server/auth/accountCheck.ts): one statement answers both. A refused account gets 401 (never the read, nor
     * the read's own error); a read that fails before its statement is answered after the account is asked alone.
     */
    answerFoldingAdminCheck: <T>(
      request: FastifyRequest,
      read: (check: FoldedAccountCheck) => Promise<T>,
    ) => Promise<T>;
  }
  interface FastifyRequest {
    /** The claims `verifyAdminToken` checked, their account not yet. */
    verifiedClaims: AccessClaims | null;
  }
}

/** An administrator's call whose own statement answers the account check (one hook and its answer). */
export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('verifiedClaims', null);

    app.decorate('verifyAdminToken', async (request: FastifyRequest) => {
      request.verifiedClaims = await verifiedClaims(app.tokens, request, adminOnly);
    });

    app.decorate(
      'answerFoldingAdminCheck',
      async <T>(request: FastifyRequest, read: (check: FoldedAccountCheck) => Promise<T>): Promise<T> => {
        const claims = request.verifiedClaims;
        if (!claims) throw new Error('answerFoldingAdminCheck without verifyAdminToken');
        const check = new FoldedAccountCheck(app.db, Number(claims.sub));
        let answer: T | undefined;
        let failure: { error: unknown } | undefined;
        try {
          answer = await read(check);
        } catch (error) {
          failure = { error };
        }
        // Its statement never answered for the account (the read refused its input first): asked alone, first.
        if (check.pending) await assertAccountActive(app.db, check.userId);
        if (failure) throw failure.error;
        request.claims = claims;
        return answer as T;
      },
    );
  },
  { name: 'answerFoldingAdminCheck', dependencies: ['tokens', 'callerClaims'] },
);
