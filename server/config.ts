import { chmodSync, mkdirSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { DEFAULT_ADDRESS_SEARCH_URL } from '../lib/addressSearch';

/** Configuration per the API contract, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL: the most connections the server keeps open (`DATABASE_POOL_SIZE`, default from the CPUs; docs/storage.md). */
  databasePoolSize: number;
  /** Where uploaded files' bytes live: `database` or `file:///folder` (default: see server/files/fileContents.ts). */
  filesUrl: string | undefined;
  jwtSecret: string | undefined;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  adminEmail: string;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  translationUrl: string | undefined;
  /** How long a translation waits for the engine, in milliseconds (`TRANSLATION_TIMEOUT_MS`, default 10 s). */
  translationTimeoutMs: number;
  /** French address API (or a compatible service) the console's address search calls from the browser. */
  addressSearchUrl: string;
  seed: 'demo' | 'none';
  /** Public address the console is reached at, used in e-mailed links. */
  publicUrl: string;
  /**
   * Where practices, aligner companies and diagnosticians sign in (the practitioner application), linked
   * from their credentials e-mails; unset, those e-mails name the application without a link.
   */
  practitionerUrl: string | undefined;
  logLevel: string;
  /** Days the change history keeps its entries (`HISTORY_RETENTION_DAYS`); undefined: forever (docs/history.md). */
  historyRetentionDays: number | undefined;
  /** `HISTORY_RECORDING=off` records no history: for benchmarks measuring what recording costs, never in use. */
  historyRecording: boolean;
}

function seconds(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const match = /^(\d+)\s*([smhd]?)$/.exec(value.trim());
  if (!match) throw new Error(`Invalid duration: ${value} (use e.g. 900, 15m, 30d)`);
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
  return Number(match[1]) * unit;
}

/** The most pooled PostgreSQL connections, unless DATABASE_POOL_SIZE says (docs/storage.md). */
export const defaultPoolSize = (cpus = availableParallelism()) => Math.min(10, Math.max(2, 2 * cpus));

/** DATABASE_POOL_SIZE: a whole number from 1 to 100, else the default. */
export function poolSize(value: string | undefined, cpus?: number): number {
  if (value === undefined || value.trim() === '') return defaultPoolSize(cpus);
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1 || Number(value) > 100)
    throw new Error(`Invalid DATABASE_POOL_SIZE: ${value} (a whole number of connections from 1 to 100)`);
  return Number(value);
}

/** The longest TRANSLATION_TIMEOUT_MS taken: ten minutes. */
const MAX_TRANSLATION_TIMEOUT_MS = 600_000;
export const DEFAULT_TRANSLATION_TIMEOUT_MS = 10_000;

/** TRANSLATION_TIMEOUT_MS: a whole number of milliseconds from 1 to ten minutes, else the default (10 s). */
export function translationTimeout(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_TRANSLATION_TIMEOUT_MS;
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed) || Number(trimmed) < 1 || Number(trimmed) > MAX_TRANSLATION_TIMEOUT_MS)
    throw new Error(
      `Invalid TRANSLATION_TIMEOUT_MS: ${value} (a whole number of milliseconds from 1 to ${MAX_TRANSLATION_TIMEOUT_MS})`,
    );
  return Number(trimmed);
}

/** HISTORY_RETENTION_DAYS: a whole number of days from 1 to 36,500; unset or empty keeps the history forever. */
export function retentionDays(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (!/^\d+$/.test(value.trim()) || Number(value) < 1 || Number(value) > 36_500)
    throw new Error(
      `Invalid HISTORY_RETENTION_DAYS: ${value} (a whole number of days from 1 to 36500, or unset to keep the history forever)`,
    );
  return Number(value);
}

/** HISTORY_RECORDING: `on` (the default) or `off`. */
function historyRecording(value: string | undefined): boolean {
  if (value === undefined || value.trim() === '' || value.trim() === 'on') return true;
  if (value.trim() === 'off') return false;
  throw new Error(`Invalid HISTORY_RECORDING: ${value} (on, or off for benchmarks only)`);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const port = Number(env.PORT ?? 8080);
  const host = env.HOST ?? '127.0.0.1';
  const config: Config = {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: poolSize(env.DATABASE_POOL_SIZE),
    filesUrl: env.FILES_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenTtl: seconds(env.ACCESS_TOKEN_TTL, 15 * 60),
    refreshTokenTtl: seconds(env.REFRESH_TOKEN_TTL, 30 * 86400),
    adminEmail: (env.ADMIN_EMAIL ?? 'admin@example.com').toLowerCase(),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    translationUrl: env.TRANSLATION_URL || undefined,
    translationTimeoutMs: translationTimeout(env.TRANSLATION_TIMEOUT_MS),
    addressSearchUrl: env.ADDRESS_SEARCH_URL || DEFAULT_ADDRESS_SEARCH_URL,
    seed: env.SEED === 'none' ? 'none' : 'demo',
    publicUrl: env.PUBLIC_URL ?? `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`,
    practitionerUrl: env.PRACTITIONER_URL || undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    historyRetentionDays: retentionDays(env.HISTORY_RETENTION_DAYS),
    historyRecording: historyRecording(env.HISTORY_RECORDING),
    ...overrides,
  };
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  keepDataOwnerOnly(config.dataDir);
  return config;
}

/** The data folder holds the database, secrets and mail: the folder 0700, its files 0600. */
export function keepDataOwnerOnly(dataDir: string): void {
  chmodSync(dataDir, 0o700);
  for (const entry of readdirSync(dataDir, { withFileTypes: true })) {
    if (entry.isFile()) chmodSync(path.join(dataDir, entry.name), 0o600);
  }
}
