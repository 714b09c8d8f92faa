import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { anyRole, checkAccount, verifiedClaims } from '../auth/callerChecks';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook (before the body is read or checked): a valid access token of an active account, whatever its
     * role or first-connection state (server/routes/signedIn/autohooks.ts).
     */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('requireUser', async (request: FastifyRequest) =>
      checkAccount(app.db, request, await verifiedClaims(app.tokens, request, anyRole)),
    );
  },
  { name: 'requireUser', dependencies: ['tokens', 'callerClaims'] },
);
