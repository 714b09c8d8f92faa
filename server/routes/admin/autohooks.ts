import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * How an administrator's call checks that the caller's account is still active, chosen by its route's
 * `config.adminCheck` (the token and its role are always checked first, in onRequest, before the body is read):
 * - `'beforeHandler'` (the default): the account is read before the handler runs (`requireAdmin`).
 * - `'alongsideRead'`: the account is read while the handler reads; the handler answers through `answerWhenAdmin`.
 * - `'inReadStatement'`: the handler's first statement reads the account with its data; it answers through
 *   `answerFoldingAdminCheck` (one round trip less on PostgreSQL).
 */
export type AdminCheck = 'beforeHandler' | 'alongsideRead' | 'inReadStatement';

declare module 'fastify' {
  interface FastifyContextConfig {
    adminCheck?: AdminCheck;
  }
}

/** Every call of this folder is an administrator's: checked once here, in onRequest, before its body is read. */
export default async function adminAccess(app: FastifyInstance): Promise<void> {
  // Said in the OpenAPI description: these calls may answer 403 (server/http/apiDescription.ts).
  app.addHook('onRoute', (route) => {
    route.config = Object.assign(route.config ?? {}, { audience: 'admin' as const });
  });
  app.addHook('onRequest', (request: FastifyRequest) => {
    switch (request.routeOptions.config.adminCheck) {
      case 'alongsideRead':
        return app.startAdminCheck(request);
      case 'inReadStatement':
        return app.verifyAdminToken(request);
      default:
        return app.requireAdmin(request);
    }
  });
}
