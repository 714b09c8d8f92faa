import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessClaims } from '../../lib/claims';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's claims, once its token and its account are checked (null on calls open to all). */
    claims: AccessClaims | null;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('claims', null);
  },
  { name: 'callerClaims' },
);
