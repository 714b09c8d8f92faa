import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * Starts a Node process (this repository's folder as working directory unless `cwd`) with `env` added to this
 * one's, and answers it once its output has printed `ready`; rejects with its last output if it exits first.
 */
export function startNode(
  args: string[],
  env: Record<string, string | undefined>,
  ready: string,
  cwd = ROOT,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env } });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(ready)) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}): ${output.slice(-2000)}`)));
  });
}

/**
 * The product's server on `port`, over a bench's database (its data folder, and its PostgreSQL address when it has
 * one), signing tokens with the bench's secret, the console not built, no demo data; answered once it is ready.
 */
export function startBenchServer(
  database: { dataDir: string; url?: string },
  port: number,
  jwtSecret: string,
): Promise<ChildProcess> {
  return startNode(
    ['--import', 'tsx', 'server/main.ts'],
    {
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.url ?? '',
      JWT_SECRET: jwtSecret,
      PORT: String(port),
      SKIP_CONSOLE_BUILD: '1',
      LOG_LEVEL: 'warn',
      SEED: 'none',
    },
    'Back-office ready',
  );
}
