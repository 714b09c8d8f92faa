import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AccessClaims } from '../../lib/claims';
import { bearer } from '../auth/callerChecks';

declare module 'fastify' {
  interface FastifyInstance {
    /** Claims of a valid bearer token when one is sent, else null (for calls open to all). */
    optionalClaims: (request: FastifyRequest) => Promise<AccessClaims | null>;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('optionalClaims', async (request: FastifyRequest) => {
      try {
        const token = bearer(request);
        return token ? await app.tokens.verify(token) : null;
      } catch {
        return null;
      }
    });
  },
  { name: 'optionalClaims', dependencies: ['tokens'] },
);
