import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { adminOnly, checkAccount, verifiedClaims } from '../auth/callerChecks';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook (before the body is read or checked): a valid access token with ROLE_USER_ADMIN of an active
     * account (server/routes/admin/autohooks.ts).
     */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('requireAdmin', async (request: FastifyRequest) =>
      checkAccount(app.db, request, await verifiedClaims(app.tokens, request, adminOnly)),
    );
  },
  { name: 'requireAdmin', dependencies: ['tokens', 'callerClaims'] },
);
