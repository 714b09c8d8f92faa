import { config } from 'zod/v4';

/**
 * The console's `zod`: vite.config.ts resolves the browser build's `import … from 'zod'` to this module, so that
 * zod is in `jitless` mode before any module using it runs, whatever chunk the bundler puts it in and whichever entry
 * runs first (src/startEarly.ts runs before src/main.tsx). Otherwise zod probes for `new Function` on the first
 * check of a schema, which the Content-Security-Policy forbids (docs/security-headers.md). The server keeps zod's
 * compiled checks.
 */
config({ jitless: true });

export * from 'zod/v4';
