import path from 'node:path';
import type { ConsoleMessage, Page } from '@playwright/test';
import { preview } from 'vite';
import { builtScriptSources, consoleCspDirectives } from '../../server/plugins/securityHeaders';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Where `npm run build:demo` writes the static demo console. */
export const DEMO_DIST = 'dist-demo';

/** The browser tests run against the API server, or with E2E_TARGET=demo against the static demo build. */
export const DEMO_TARGET = process.env.E2E_TARGET === 'demo';

/** The server's Content-Security-Policy as a header value, read once the demo is built: it must work under it too. */
const consoleCsp = () =>
  Object.entries(
    consoleCspDirectives('https://api-adresse.data.gouv.fr', builtScriptSources(path.join(ROOT, DEMO_DIST))),
  )
    .map(([name, sources]) => `${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)} ${sources.join(' ')}`)
    .join('; ');

/** The static demo build served on `port` (any static host does; Vite's preview server here, with the server's CSP). */
export async function startDemoHost(port: number) {
  const server = await preview({
    root: ROOT,
    configFile: path.join(ROOT, 'vite.config.ts'),
    mode: 'demo',
    logLevel: 'warn',
    base: './',
    build: { outDir: DEMO_DIST },
    preview: { port, host: '127.0.0.1', strictPort: true, headers: { 'content-security-policy': consoleCsp() } },
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    dataDir: '',
    outbox: () => [],
    output: () => '',
    stop: () => server.close(),
  };
}

const DEMO_CALL = /^\[demo-api\] (\S+) (\S+)$/;

/**
 * Calls the page makes to the API: seen as requests on the server target, and as the demo API's log
 * lines (src/demo/installDemo.ts) on the demo target, where no request leaves the page.
 */
export function onApiCall(page: Page, listener: (method: string, url: URL) => void): () => void {
  if (!DEMO_TARGET) {
    const onRequest = (request: { method(): string; url(): string }) =>
      listener(request.method(), new URL(request.url()));
    page.on('request', onRequest);
    return () => page.off('request', onRequest);
  }
  const onConsole = (message: ConsoleMessage) => {
    const call = DEMO_CALL.exec(message.text());
    if (call) listener(call[1], new URL(call[2]));
  };
  page.on('console', onConsole);
  return () => page.off('console', onConsole);
}

/** Resolves once the page has made an API call matching `wanted` (its answer has then been given or is under way). */
export function nextApiCall(page: Page, wanted: (method: string, url: URL) => boolean): Promise<void> {
  if (!DEMO_TARGET)
    return page
      .waitForResponse((response) => wanted(response.request().method(), new URL(response.url())))
      .then(() => undefined);
  return page
    .waitForEvent('console', (message) => {
      const call = DEMO_CALL.exec(message.text());
      return !!call && wanted(call[1], new URL(call[2]));
    })
    .then(() => undefined);
}
