import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildApp, ROOT_DIR } from './app';
import { bootstrap } from './bootstrap';
import { loadConfigFromEnvironment } from './config';

/** The newest modification time under the console's sources. */
function newestSource(): number {
  let newest = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const dir of ['src', 'i18n', 'resources', 'lib']) walk(path.join(ROOT_DIR, dir));
  for (const file of ['index.html', 'vite.config.ts', 'package.json'])
    newest = Math.max(newest, statSync(path.join(ROOT_DIR, file)).mtimeMs);
  return newest;
}

async function buildConsoleWhenNeeded(): Promise<void> {
  const index = path.join(ROOT_DIR, 'dist', 'index.html');
  if (existsSync(index) && statSync(index).mtimeMs >= newestSource()) return;
  console.log('Building the console…');
  // Loaded only to build: Vite and its plugins would otherwise stay in the server's memory.
  const { build } = await import('vite');
  await build({ root: ROOT_DIR, logLevel: 'warn', configFile: path.join(ROOT_DIR, 'vite.config.ts') });
}

async function main(): Promise<void> {
  const config = loadConfigFromEnvironment();
  if (!config.skipConsoleBuild) await buildConsoleWhenNeeded();
  const app = await buildApp({ config, logger: true });
  await bootstrap(app);
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    // A second signal while stopping (Ctrl-C twice) stops at once.
    if (stopping) process.exit(1);
    stopping = true;
    console.log(
      `Stopping (${signal}): finishing the requests in flight, for at most ${config.shutdownTimeoutMs} ms (SHUTDOWN_TIMEOUT_MS)`,
    );
    const outcome = await app.stopGracefully(config.shutdownTimeoutMs);
    if (outcome === 'finished') {
      console.log('Stopped.');
      process.exit(0);
    }
    console.error(
      `Stopped after ${config.shutdownTimeoutMs} ms (SHUTDOWN_TIMEOUT_MS) with requests still running: their connections were closed.`,
    );
    process.exit(1);
  };
  const onSignal = (signal: NodeJS.Signals) =>
    void stop(signal).catch((error: unknown) => {
      console.error(`Stopping failed: ${error instanceof Error ? error.message : error}`);
      process.exit(1);
    });
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  await app.listen({ port: config.port, host: config.host });
  console.log(`Back-office ready on http://${config.host}:${config.port}/ (data in ${config.dataDir})`);
}

main().catch((error) => {
  // A wrong setting is one line naming it (server/settings.ts); anything else, its message.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
