import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loadSecret, TokenSigner } from '../auth/tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and checks access tokens with the secret every replica shares (kept in the database). */
    tokens: TokenSigner;
  }
}

/** After the startup step: the secret is read from, or first written to, a migrated database. */
export default fp(
  async (app: FastifyInstance) => {
    const secret = await loadSecret(app.db, app.config.jwtSecret, app.config.dataDir);
    app.decorate('tokens', new TokenSigner(secret, app.config.accessTokenTtl));
  },
  { name: 'tokens', dependencies: ['config', 'db', 'startup'] },
);
