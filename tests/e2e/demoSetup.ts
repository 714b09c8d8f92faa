import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { chromiumPath } from './chromium';
import { DEMO_DIST } from './demoHost';

/** Builds the demo console once (what `npm run build:demo` does), and checks Chromium is there. */
export default async function demoSetup(): Promise<void> {
  chromiumPath();
  const root = path.resolve(import.meta.dirname, '../..');
  await build({
    root,
    mode: 'demo',
    base: './',
    logLevel: 'warn',
    configFile: path.join(root, 'vite.config.ts'),
    build: { outDir: DEMO_DIST },
  });
  if (!existsSync(path.join(root, DEMO_DIST, 'index.html')))
    throw new Error(`the demo build produced no ${DEMO_DIST}/index.html`);
}
