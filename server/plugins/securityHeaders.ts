import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const HSTS = 'max-age=31536000; includeSubDomains';

/** The console's Content-Security-Policy directives; the demo build's browser tests serve it with them too. */
export function consoleCspDirectives(addressSearchOrigin: string): Record<string, string[]> {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
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
 * Security headers on every answer (docs/security-headers.md): a CSP the console satisfies without
 * inline scripts (MUI's emotion injects styles, hence `style-src 'unsafe-inline'`), no framing,
 * nosniff, no referrer; HSTS only when the console is reached over HTTPS.
 */
export default fp(async (app: FastifyInstance) => {
  const addressSearch = new URL(app.config.addressSearchUrl).origin;
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: consoleCspDirectives(addressSearch),
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
