import { readFileSync } from 'node:fs';
import path from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CSP_SOURCES_FILE, type CspSources } from '../../lib/consoleBuild';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The script sources a built console adds to `'self'`: the hash of index.html's inline script, written by the build
 * beside it (vite.config.ts). None when there is no build, or no inline script (the demo build).
 */
export function builtScriptSources(distDir: string): string[] {
  try {
    const { scriptSrc } = JSON.parse(readFileSync(path.join(distDir, CSP_SOURCES_FILE), 'utf8')) as CspSources;
    return Array.isArray(scriptSrc) ? scriptSrc.filter((source) => /^'sha256-[\w+/=]+'$/.test(source)) : [];
  } catch {
    return [];
  }
}

/** The console's Content-Security-Policy directives; the demo build's browser tests serve it with them too. */
export function consoleCspDirectives(
  addressSearchOrigin: string,
  scriptSources: string[] = [],
): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptSources],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", addressSearchOrigin],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * Security headers on every answer (docs/security-headers.md): a CSP the console satisfies with no inline script but
 * the built index.html's own, allowed by its hash (MUI's emotion injects styles, hence `style-src 'unsafe-inline'`),
 * no framing, nosniff, no referrer; HSTS only when the console is reached over HTTPS.
 */
export default fp(async (app: FastifyInstance, options: { distDir: string }) => {
  const addressSearch = new URL(app.config.addressSearchUrl).origin;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: consoleCspDirectives(addressSearch, builtScriptSources(options.distDir)),
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  const httpsPublicUrl = app.config.publicUrl.startsWith('https:');
  app.addHook('onRequest', async (request, reply) => {
    if (httpsPublicUrl || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
});
