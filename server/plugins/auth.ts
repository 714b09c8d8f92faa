import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasAdminRole } from '../../lib/claims';
import { assertAccountActive, FoldedAccountCheck } from '../auth/accountCheck';
import { type AccessClaims, loadSecret, TokenSigner } from '../auth/tokens';
import { badCredentials, wrongRole } from '../errors';

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenSigner;
    /** onRequest hook (before the body is read or checked): a valid access token with ROLE_USER_ADMIN. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook (before the body is read or checked): a valid access token of an active account, whatever its role or first-connection state. */
    requireUser: (request: FastifyRequest) => Promise<void>;
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
    /** Claims of a valid bearer token when one is sent, else null (for calls open to all). */
    optionalClaims: (request: FastifyRequest) => Promise<AccessClaims | null>;
  }
  interface FastifyRequest {
    claims: AccessClaims | null;
    /** The account check `startAdminCheck` started. */
    accountCheck: Promise<void> | null;
    /** The claims `verifyAdminToken` checked, their account not yet. */
    verifiedClaims: AccessClaims | null;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw badCredentials('malformed authorization header');
  return match[1];
}

export default fp(async (app: FastifyInstance) => {
  app.decorate(
    'tokens',
    new TokenSigner(await loadSecret(app.db, app.config.jwtSecret, app.config.dataDir), app.config.accessTokenTtl),
  );
  app.decorateRequest('claims', null);
  app.decorateRequest('accountCheck', null);
  app.decorateRequest('verifiedClaims', null);

  /** The token's claims, once its signature, expiry and role are checked (not yet its account). */
  async function verifiedClaims(request: FastifyRequest, check: (claims: AccessClaims) => void) {
    const token = bearer(request);
    if (!token) throw badCredentials('missing token');
    const claims = await app.tokens.verify(token);
    check(claims);
    if (!Number.isSafeInteger(Number(claims.sub))) throw badCredentials('malformed token');
    return claims;
  }

  /** The account is read on every call (no cache): a deactivated or deleted account is refused at once, on every replica. */
  async function checkAccount(request: FastifyRequest, claims: AccessClaims): Promise<void> {
    await assertAccountActive(app.db, Number(claims.sub));
    request.claims = claims;
  }

  async function authenticate(request: FastifyRequest, check: (claims: AccessClaims) => void): Promise<void> {
    await checkAccount(request, await verifiedClaims(request, check));
  }

  const adminOnly = (claims: AccessClaims) => {
    if (!hasAdminRole(claims)) throw wrongRole();
  };

  app.decorate('requireAdmin', (request: FastifyRequest) => authenticate(request, adminOnly));

  app.decorate('startAdminCheck', async (request: FastifyRequest) => {
    const accountCheck = checkAccount(request, await verifiedClaims(request, adminOnly));
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

  app.decorate('verifyAdminToken', async (request: FastifyRequest) => {
    request.verifiedClaims = await verifiedClaims(request, adminOnly);
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
