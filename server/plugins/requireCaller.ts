import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessClaims } from '../../lib/claims';
import { adminOnly, anyRole, checkAccount, verifiedClaims } from '../auth/callerChecks';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook (before the body is read or checked): a valid access token with ROLE_USER_ADMIN of an active
     * account (server/routes/admin/autohooks.ts).
     */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /**
     * onRequest hook (before the body is read or checked): a valid access token of an active account, whatever its
     * role or first-connection state (server/routes/signedIn/autohooks.ts).
     */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
}

/** The hooks that check the caller's token, then its account, before a call of a route folder is answered. */
export default fp(
  async (app: FastifyInstance) => {
    const requireCaller = (role: (claims: AccessClaims) => void) => async (request: FastifyRequest) =>
      checkAccount(app.db, request, await verifiedClaims(app.tokens, request, role));
    app.decorate('requireAdmin', requireCaller(adminOnly));
    app.decorate('requireUser', requireCaller(anyRole));
  },
  { name: 'requireCaller', dependencies: ['tokens', 'callerClaims'] },
);
