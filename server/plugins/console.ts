import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '../../lib/errors';
import { ApiError } from '../errors';

/** Vite names every built file under assets/ after its content hash: a new build gives new names. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html names the current assets: the browser checks it again before each use. */
export const REVALIDATE = 'no-cache';

const cacheControlOf = (filePath: string, distDir: string) =>
  path.relative(distDir, filePath).split(path.sep)[0] === 'assets' ? IMMUTABLE : REVALIDATE;

/**
 * Serves the built console at / (any non-API path answers index.html) and JSON 404s under /api. Files go out
 * as the brotli or gzip copy written at build time (vite.config.ts) when the browser accepts it.
 */
export default fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const hasConsole = existsSync(path.join(options.distDir, 'index.html'));
  if (hasConsole) {
    await app.register(fastifyStatic, {
      root: options.distDir,
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlOf(filePath, options.distDir)),
    });
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
