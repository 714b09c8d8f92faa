import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// A real server process (`npm start`'s entry point), for browser tests and for API tests that need several.

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'Admin-Passw0rd!';
export const ROOT = path.resolve(import.meta.dirname, '..');

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The e-mails written so far, oldest first, as raw .eml text. */
  outbox(): string[];
  /** Everything the server printed so far (stdout and stderr), e.g. the generated administrator password. */
  output(): string;
}

/** A server process a test also signals and watches (tests/api/gracefulStop.test.ts). */
export interface WatchedServer extends RunningServer {
  /** Sends the process a signal (SIGTERM, SIGINT), as an orchestrator or Ctrl-C does. */
  signal(name: NodeJS.Signals): void;
  /** Resolves once the server has printed a line matching `pattern`, at once if it already has. */
  printed(pattern: RegExp): Promise<void>;
  /** The process's exit code, once it has ended. */
  exited: Promise<number | null>;
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/**
 * Refuses a port something already listens on: a server left over from another run would answer the health check
 * in place of the one started, and the stories would talk to it.
 */
function expectFreePort(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () =>
      reject(new Error(`port ${port} is already in use on 127.0.0.1: stop what listens there, or set E2E_PORT_BASE`)),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/**
 * `npm start`'s entry point on a temporary data folder with the demo data, one server per worker; `root` is the
 * project it runs (a temporary copy in developerAddsCatalogue.spec.ts).
 */
export async function startServer(
  port: number,
  env: Record<string, string> = {},
  root = ROOT,
): Promise<WatchedServer & { stop(): Promise<void> }> {
  await expectFreePort(port);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      SKIP_CONSOLE_BUILD: '1',
      LOG_LEVEL: 'warn',
      // Said outright: Vite's build (the stories' globalSetup) sets NODE_ENV=production, which without SEED would start
      // the servers empty (docs/operations.md, "First start").
      SEED: 'demo',
      // A developer's .env is for their own `npm start`, never for a test's server.
      ENV_FILE: 'none',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const watchers = new Set<{ pattern: RegExp; resolve: () => void }>();
  const read = (chunk: Buffer) => {
    output += chunk;
    for (const watcher of [...watchers])
      if (watcher.pattern.test(output)) {
        watchers.delete(watcher);
        watcher.resolve();
      }
  };
  child.stdout?.on('data', read);
  child.stderr?.on('data', read);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => output);
  return {
    url,
    dataDir,
    outbox: () => {
      const dir = path.join(dataDir, 'outbox');
      return readdirSync(dir)
        .sort()
        .map((file) => readFileSync(path.join(dir, file), 'utf8'));
    },
    output: () => output,
    signal: (name) => child.kill(name),
    printed: (pattern) =>
      new Promise<void>((resolve) => {
        if (pattern.test(output)) resolve();
        else watchers.add({ pattern, resolve });
      }),
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface FinishedRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * One of the project's entry points (`server/main.ts`, `server/cli/<command>.ts`) run to its end in the project's
 * folder, as `npm start` / `npm run <command>` do, with no .env file: its exit code and what it printed.
 */
export function runToEnd(script: string, args: string[], env: Record<string, string>): Promise<FinishedRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ENV_FILE: 'none', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}
