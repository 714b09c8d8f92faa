import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { chromiumPath } from './chromium';

/** Builds the console once for every worker's server, and checks Chromium is there. */
export default async function globalSetup(): Promise<void> {
  chromiumPath();
  const root = path.resolve(import.meta.dirname, '../..');
  await build({ root, logLevel: 'warn', configFile: path.join(root, 'vite.config.ts') });
  if (!existsSync(path.join(root, 'dist', 'index.html')))
    throw new Error('the console build produced no dist/index.html');
}
