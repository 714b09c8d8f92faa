import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autoload from '@fastify/autoload';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { apiDescriptionOptions } from './http/apiDescription';
import type { ModelRegistry } from './models';
import accountsPlugin from './plugins/accounts';
import afterAnswerPlugin from './plugins/afterAnswer';
import answerFoldingAdminCheckPlugin from './plugins/answerFoldingAdminCheck';
import answerWhenAdminPlugin from './plugins/answerWhenAdmin';
import callerClaimsPlugin from './plugins/callerClaims';
import configPlugin from './plugins/config';
import consolePlugin from './plugins/console';
import dbPlugin from './plugins/db';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors';
import filesPlugin from './plugins/files';
import gracefulStopPlugin from './plugins/gracefulStop';
import historyPlugin from './plugins/history';
import mailerPlugin from './plugins/mailer';
import mailsPlugin from './plugins/mails';
import maintenancePlugin from './plugins/maintenance';
import modelsPlugin from './plugins/models';
import optionalClaimsPlugin from './plugins/optionalClaims';
import requireCallerPlugin from './plugins/requireCaller';
import securityHeadersPlugin from './plugins/securityHeaders';
import startupPlugin from './plugins/startup';
import storableInputPlugin from './plugins/storableInput';
import storePlugin from './plugins/store';
import tokensPlugin from './plugins/tokens';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BODY_LIMIT = 15 * 1024 * 1024;

export interface AppOptions {
  config: Config;
  models?: ModelRegistry;
  logger?: boolean;
  /** Where the log's JSON lines go instead of stdout (tests reading what the server logged); implies a logger. */
  logStream?: { write(line: string): void };
  /** The built console (default: dist/). */
  distDir?: string;
}

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes a check of each hop's place: Fastify trusts no peer for a bare
 * number, since a client reaching the server directly could then tell any address (docs/operations.md).
 */
export function trustedProxies(
  setting: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

/** The whole API (and the built console) as one Fastify instance, ready for listen() or inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      options.logger || options.logStream
        ? { level: options.config.logLevel, redact: ['req.headers.authorization'], stream: options.logStream }
        : false,
    bodyLimit: BODY_LIMIT,
    requestTimeout: 60_000,
    // Behind a reverse proxy, request.ip is the client's address it tells in X-Forwarded-For, and only when the peer is
    // a proxy TRUST_PROXY names: the sign-in throttle, the error-report limit and the history use it (docs/operations.md).
    trustProxy: trustedProxies(options.config.trustProxy),
    frameworkErrors,
    clientErrorHandler,
    // Requests arriving while the server stops get the contract's error body (server/plugins/gracefulStop.ts).
    return503OnClosing: false,
  });
  await app.register(configPlugin, { config: options.config });
  await app.register(modelsPlugin, { models: options.models });

  await app.register(errorsPlugin);
  await app.register(gracefulStopPlugin);
  const distDir = options.distDir ?? path.join(ROOT_DIR, 'dist');
  await app.register(securityHeadersPlugin, { distDir });
  await app.register(storableInputPlugin);
  await app.register(swagger, apiDescriptionOptions(app.models.all));
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 5, fieldSize: 10_000 } });
  // Storage, mail and the catalogue store, then the work done once before answering (migrations first).
  await app.register(dbPlugin);
  await app.register(historyPlugin);
  await app.register(filesPlugin);
  await app.register(mailerPlugin);
  await app.register(mailsPlugin);
  await app.register(accountsPlugin);
  await app.register(storePlugin);
  await app.register(startupPlugin);
  await app.register(afterAnswerPlugin);
  // Who calls: the token signer, then the checks the route folders' autohooks apply.
  await app.register(tokensPlugin);
  await app.register(callerClaimsPlugin);
  await app.register(requireCallerPlugin);
  await app.register(answerWhenAdminPlugin);
  await app.register(answerFoldingAdminCheckPlugin);
  await app.register(optionalClaimsPlugin);
  await app.register(maintenancePlugin);

  // One folder per audience (docs/server-layout.md): public/, signedIn/ and admin/, whose autohooks.ts checks the
  // caller once for every call of the folder. URLs are the routes' own: folder names add no prefix.
  // The server always runs from its TypeScript sources (tsx, `node --import tsx`, Vitest): autoload is told so, as it
  // recognises only some of the ways a loader is installed.
  process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';
  await app.register(autoload, {
    dir: path.join(ROOT_DIR, 'server', 'routes'),
    dirNameRoutePrefix: false,
    autoHooks: true,
  });
  await app.register(consolePlugin, { distDir });
  return app;
}
