import type { FastifyInstance } from 'fastify';

/**
 * Every call of this folder is a signed-in user's, whatever its role or first-connection state: checked once here,
 * in onRequest, before its body is read. Who may act on which account is each call's own rule.
 */
export default async function signedInAccess(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.requireUser);
}
