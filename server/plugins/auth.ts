import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ADMIN_ROLE } from '../accounts/accountService';
import { type AccessClaims, loadSecret, TokenSigner } from '../auth/tokens';
import { badCredentials, wrongRole } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenSigner;
    /** onRequest hook (before the body is read or checked): a valid access token with ROLE_USER_ADMIN. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook (before the body is read or checked): a valid access token of an active account, whatever its role or first-connection state. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** Claims of a valid bearer token when one is sent, else null (for calls open to all). */
    optionalClaims: (request: FastifyRequest) => Promise<AccessClaims | null>;
  }
  interface FastifyRequest {
    claims: AccessClaims | null;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw badCredentials('malformed authorization header');
  return match[1];
}

export const isAdmin = (claims: AccessClaims | null): boolean => !!claims?.roles.includes(ADMIN_ROLE);

export default fp(async (app: FastifyInstance) => {
  app.decorate(
    'tokens',
    new TokenSigner(await loadSecret(app.db, app.config.jwtSecret, app.config.dataDir), app.config.accessTokenTtl),
  );
  app.decorateRequest('claims', null);

  async function authenticate(request: FastifyRequest, check: (claims: AccessClaims) => void): Promise<void> {
    const token = bearer(request);
    if (!token) throw badCredentials('missing token');
    const claims = await app.tokens.verify(token);
    check(claims);
    const userId = Number(claims.sub);
    if (!Number.isSafeInteger(userId)) throw badCredentials('malformed token');
    const user = await app.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .where('is_active', '=', 1)
      .executeTakeFirst();
    if (!user) throw badCredentials('unknown user');
    request.claims = claims;
  }

  app.decorate('requireAdmin', (request: FastifyRequest) =>
    authenticate(request, (claims) => {
      if (!isAdmin(claims)) throw wrongRole();
    }),
  );

  app.decorate('requireUser', (request: FastifyRequest) => authenticate(request, () => undefined));

  app.decorate('optionalClaims', async (request: FastifyRequest) => {
    try {
      const token = bearer(request);
      return token ? await app.tokens.verify(token) : null;
    } catch {
      return null;
    }
  });
});
