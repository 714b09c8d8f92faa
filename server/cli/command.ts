import type { Config } from '../config';
import { isPostgresUrl, sqliteFile } from '../db/database';
import { OperatorError } from '../operatorError';
import { withoutPassword } from '../settings';

/**
 * Runs an operator command (`npm run admin`, `migrate`, `backup`, `restore`) with its arguments: a refusal (a wrong
 * setting or argument, OperatorError) prints its message alone, anything else `Failed: <message>`; both exit with code 1.
 */
export function runCommand(main: (args: string[]) => Promise<void>): void {
  main(process.argv.slice(2)).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(error instanceof OperatorError ? message : `Failed: ${message}`);
    process.exitCode = 1;
  });
}

/** Which database the settings name, as printed: PostgreSQL's URL without its password, or the SQLite file. */
export function databaseDescription(config: Config): string {
  return isPostgresUrl(config.databaseUrl)
    ? `PostgreSQL ${withoutPassword(config.databaseUrl as string)}`
    : `SQLite ${sqliteFile(config)}`;
}
