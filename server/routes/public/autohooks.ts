import type { FastifyInstance } from 'fastify';

/**
 * Every call of this folder answers without a token (sign-in, token refresh, password resets, health probes,
 * the console's settings, files…): marked so for the OpenAPI description (`security: []`,
 * server/http/apiDescription.ts). A call that also reads a token when one is sent declares its own `security`.
 */
export default async function publicAccess(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    route.config = Object.assign(route.config ?? {}, { audience: 'public' as const });
  });
}
