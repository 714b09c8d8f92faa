import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '../../lib/errors';
import { ApiError } from '../errors';

/** Serves the built console at / (any non-API path answers index.html) and JSON 404s under /api. */
export default fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const hasConsole = existsSync(path.join(options.distDir, 'index.html'));
  if (hasConsole) {
    await app.register(fastifyStatic, { root: options.distDir, wildcard: true, index: ['index.html'] });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    if (hasConsole && request.method === 'GET' && !pathname.startsWith('/api/') && pathname !== '/api') {
      return reply.type('text/html').sendFile('index.html');
    }
    const error = new ApiError(404, ErrorCode.NotFound, undefined, `no route ${request.method} ${pathname}`);
    return reply.code(404).send(error.body());
  });
});
