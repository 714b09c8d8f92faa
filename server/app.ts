import path from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { loadModels, type ModelRegistry } from './models';
import afterAnswerPlugin from './plugins/afterAnswer';
import authPlugin from './plugins/auth';
import consolePlugin from './plugins/console';
import databasePlugin from './plugins/database';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors';
import maintenancePlugin from './plugins/maintenance';
import securityHeadersPlugin from './plugins/securityHeaders';
import storableInputPlugin from './plugins/storableInput';
import aliasRoutes from './routes/aliases';
import authRoutes from './routes/auth';
import catalogueRoutes from './routes/catalogues';
import consoleConfigRoutes from './routes/consoleConfig';
import errorReportRoutes from './routes/errorReports';
import fileRoutes from './routes/files';
import healthRoutes from './routes/health';
import imageOverlayRoutes from './routes/imageOverlays';
import translationRoutes from './routes/translation';
import userRoutes from './routes/users';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BODY_LIMIT = 15 * 1024 * 1024;

export interface AppOptions {
  config: Config;
  models?: ModelRegistry;
  logger?: boolean;
  /** The built console (default: dist/). */
  distDir?: string;
}

/** The whole API (and the built console) as one Fastify instance, ready for listen() or inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: options.config.logLevel, redact: ['req.headers.authorization'] } : false,
    bodyLimit: BODY_LIMIT,
    requestTimeout: 60_000,
    frameworkErrors,
    clientErrorHandler,
  });
  app.decorate('config', options.config);
  app.decorate('models', options.models ?? (await loadModels()));

  await app.register(errorsPlugin);
  const distDir = options.distDir ?? path.join(ROOT_DIR, 'dist');
  await app.register(securityHeadersPlugin, { distDir });
  await app.register(storableInputPlugin);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Back-office API',
        version: '1.0.0',
        description: 'Reference data of the aligner-treatment product',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
  });
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 5, fieldSize: 10_000 } });
  await app.register(databasePlugin);
  await app.register(afterAnswerPlugin);
  await app.register(authPlugin);
  await app.register(maintenancePlugin);

  await app.register(healthRoutes);
  await app.register(consoleConfigRoutes);
  await app.register(catalogueRoutes);
  await app.register(imageOverlayRoutes);
  await app.register(fileRoutes);
  await app.register(errorReportRoutes);
  await app.register(translationRoutes);
  await app.register(aliasRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);

  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger());
  await app.register(consolePlugin, { distDir });
  return app;
}
