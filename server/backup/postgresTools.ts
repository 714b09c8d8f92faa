import { spawn } from 'node:child_process';

import { OperatorError } from '../operatorError';

/** A PostgreSQL client tool that could not run or failed: its reason, in one message for the operator. */
export class PostgresToolError extends OperatorError {}

/**
 * The connection URL without its password, and the password for PGPASSWORD: a password on a command line can be read
 * by any user of the machine (`ps`).
 */
export function splitPassword(url: string): { url: string; password?: string } {
  const match = /^(postgres(?:ql)?:\/\/[^:/@]*):([^@/]*)@/.exec(url);
  if (!match) return { url };
  return { url: `${match[1]}@${url.slice(match[0].length)}`, password: decodeURIComponent(match[2]) };
}

/**
 * Runs `pg_dump` or `pg_restore` (found on PATH) on the database `url`; resolves once it has succeeded, or throws
 * PostgresToolError with what it printed. They must be of the server's major version or newer.
 */
export function runPostgresTool(tool: 'pg_dump' | 'pg_restore', url: string, args: string[]): Promise<void> {
  const { url: withoutPassword, password } = splitPassword(url);
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${withoutPassword}`], {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, ...(password !== undefined ? { PGPASSWORD: password } : {}) },
    });
    let printed = '';
    child.stderr.on('data', (chunk) => {
      printed += chunk;
    });
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        new PostgresToolError(
          error.code === 'ENOENT'
            ? `${tool} not found: install PostgreSQL's client tools of the server's major version or newer (Debian: apt-get install postgresql-client), or put their folder first in PATH`
            : `${tool} could not start: ${error.message}`,
        ),
      ),
    );
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new PostgresToolError(`${tool} failed (exit code ${code}): ${printed.trim()}`));
    });
  });
}
