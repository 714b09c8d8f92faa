import { chmodSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { DEFAULT_ADDRESS_SEARCH_URL } from '../lib/addressSearch';
import { type LOG_LEVELS, readSetting, readSettings, SettingsError } from './settings';

/** The server's settings, read once from the environment and checked (server/settings.ts). */
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
  /** How long the mail server may take to connect, greet and answer each step (`SMTP_TIMEOUT_MS`, default 15 s). */
  smtpTimeoutMs: number;
  /** How the mail server's certificate is checked (`SMTP_TLS_CA_FILE`, `SMTP_TLS_REJECT_UNAUTHORIZED`). */
  smtpTls: { caFile: string | undefined; rejectUnauthorized: boolean };
  /** The sender of every e-mail (`MAIL_FROM`, `MAIL_FROM_NAME`). */
  mailFrom: { address: string; name: string };
  translationUrl: string | undefined;
  /** How long a translation waits for the engine, in milliseconds (`TRANSLATION_TIMEOUT_MS`, default 10 s). */
  translationTimeoutMs: number;
  /** French address API (or a compatible service) the console's address search calls from the browser. */
  addressSearchUrl: string;
  seed: 'demo' | 'none';
  /**
   * Why the demo data is left out although SEED is unset: what makes the installation look like production
   * (`SMTP_URL` set, `NODE_ENV=production`; docs/operations.md, "First start"). Undefined otherwise.
   */
  demoLeftOutBecause: string | undefined;
  /** Public address the console is reached at, used in e-mailed links. */
  publicUrl: string;
  /**
   * Where practices, aligner companies and diagnosticians sign in (the practitioner application), linked
   * from their credentials e-mails; unset, those e-mails name the application without a link.
   */
  practitionerUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Days the change history keeps its entries (`HISTORY_RETENTION_DAYS`); undefined: forever (docs/history.md). */
  historyRetentionDays: number | undefined;
  /** `HISTORY_RECORDING=off` records no history: for benchmarks measuring what recording costs, never in use. */
  historyRecording: boolean;
  /**
   * Which peers may tell the client's address in X-Forwarded-For (`TRUST_PROXY`, Fastify's trustProxy): false (none),
   * true (any), a number of proxy hops, or the proxies' addresses and CIDR ranges.
   */
  trustProxy: boolean | number | string[];
  /** How long a stopping server lets the requests in flight finish (`SHUTDOWN_TIMEOUT_MS`). */
  shutdownTimeoutMs: number;
  /** `SKIP_CONSOLE_BUILD=1`: serve dist/ as it is, even when the console's sources are newer. */
  skipConsoleBuild: boolean;
}

/** The most pooled PostgreSQL connections, unless DATABASE_POOL_SIZE says (docs/storage.md). */
export const defaultPoolSize = (cpus = availableParallelism()) => Math.min(10, Math.max(2, 2 * cpus));

/** DATABASE_POOL_SIZE: a whole number from 1 to 100, else the default. */
export const poolSize = (value: string | undefined, cpus?: number): number =>
  readSetting('DATABASE_POOL_SIZE', value) ?? defaultPoolSize(cpus);

export const DEFAULT_TRANSLATION_TIMEOUT_MS = 10_000;

/** TRANSLATION_TIMEOUT_MS: a whole number of milliseconds from 1 to ten minutes, else the default (10 s). */
export const translationTimeout = (value: string | undefined): number =>
  readSetting('TRANSLATION_TIMEOUT_MS', value) ?? DEFAULT_TRANSLATION_TIMEOUT_MS;

/** HISTORY_RETENTION_DAYS: a whole number of days from 1 to 36,500; unset or empty keeps the history forever. */
export const retentionDays = (value: string | undefined): number | undefined =>
  readSetting('HISTORY_RETENTION_DAYS', value);

/** How long the mail server may take for each step by default (docs/operations.md, "Mail"). */
export const DEFAULT_SMTP_TIMEOUT_MS = 15_000;

/**
 * What makes an installation look like production, so that a first start without SEED loads no demo data: an
 * outgoing mail server, or NODE_ENV=production. Undefined for a developer's or a tester's start.
 */
export function productionSign(smtpUrl: string | undefined, nodeEnv: string | undefined): string | undefined {
  if (smtpUrl) return 'SMTP_URL is set';
  if (nodeEnv?.trim() === 'production') return 'NODE_ENV is production';
  return undefined;
}

/** The sender e-mails show when MAIL_FROM is unset: mail servers may refuse it (docs/operations.md). */
export const DEFAULT_MAIL_FROM = 'no-reply@backoffice.local';

/** How long a stopping server waits for the requests in flight by default (docs/operations.md, "Stopping"). */
export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * The settings from `env`, checked (server/settings.ts): a wrong value throws SettingsError naming it. The data
 * folder is created owner-only.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const settings = readSettings(env);
  const port = settings.PORT ?? 8080;
  const host = settings.HOST ?? '127.0.0.1';
  const productionLike = productionSign(settings.SMTP_URL, env.NODE_ENV);
  const config: Config = {
    port,
    host,
    dataDir: path.resolve(settings.DATA_DIR ?? './data'),
    databaseUrl: settings.DATABASE_URL,
    databasePoolSize: settings.DATABASE_POOL_SIZE ?? defaultPoolSize(),
    filesUrl: settings.FILES_URL,
    jwtSecret: settings.JWT_SECRET,
    accessTokenTtl: settings.ACCESS_TOKEN_TTL ?? 15 * 60,
    refreshTokenTtl: settings.REFRESH_TOKEN_TTL ?? 30 * 86400,
    adminEmail: settings.ADMIN_EMAIL ?? 'admin@example.com',
    adminPassword: settings.ADMIN_PASSWORD,
    smtpUrl: settings.SMTP_URL,
    smtpTimeoutMs: settings.SMTP_TIMEOUT_MS ?? DEFAULT_SMTP_TIMEOUT_MS,
    smtpTls: {
      caFile: settings.SMTP_TLS_CA_FILE,
      rejectUnauthorized: settings.SMTP_TLS_REJECT_UNAUTHORIZED ?? true,
    },
    mailFrom: { address: settings.MAIL_FROM ?? DEFAULT_MAIL_FROM, name: settings.MAIL_FROM_NAME ?? 'Back-office' },
    translationUrl: settings.TRANSLATION_URL,
    translationTimeoutMs: settings.TRANSLATION_TIMEOUT_MS ?? DEFAULT_TRANSLATION_TIMEOUT_MS,
    addressSearchUrl: settings.ADDRESS_SEARCH_URL ?? DEFAULT_ADDRESS_SEARCH_URL,
    seed: settings.SEED ?? (productionLike ? 'none' : 'demo'),
    demoLeftOutBecause: settings.SEED ? undefined : productionLike,
    publicUrl: settings.PUBLIC_URL ?? `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`,
    practitionerUrl: settings.PRACTITIONER_URL,
    logLevel: settings.LOG_LEVEL ?? 'info',
    historyRetentionDays: settings.HISTORY_RETENTION_DAYS,
    historyRecording: (settings.HISTORY_RECORDING ?? 'on') === 'on',
    trustProxy: settings.TRUST_PROXY ?? false,
    shutdownTimeoutMs: settings.SHUTDOWN_TIMEOUT_MS ?? DEFAULT_SHUTDOWN_TIMEOUT_MS,
    skipConsoleBuild: settings.SKIP_CONSOLE_BUILD ?? false,
    ...overrides,
  };
  mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  keepDataOwnerOnly(config.dataDir);
  return config;
}

/**
 * The settings file: ENV_FILE names one (`none`: no file), else `.env` in the working folder when there is one. Its
 * lines go into the environment with Node's own loader; a variable already set in the environment keeps its value.
 */
export function loadEnvironmentFile(env: NodeJS.ProcessEnv = process.env): string | undefined {
  const named = env.ENV_FILE?.trim();
  if (named === 'none') return undefined;
  const file = path.resolve(named || '.env');
  if (!named && !existsSync(file)) return undefined;
  try {
    process.loadEnvFile(file);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new SettingsError(`Invalid ENV_FILE: ${named} (a readable file of NAME=value lines, or none; ${reason})`);
  }
  return file;
}

/** The settings of a command started by an operator (the server, npm run admin / migrate / backup / restore). */
export function loadConfigFromEnvironment(): Config {
  loadEnvironmentFile();
  return loadConfig(process.env);
}

/** The data folder holds the database, secrets and mail: the folder 0700, its files 0600. */
export function keepDataOwnerOnly(dataDir: string): void {
  chmodSync(dataDir, 0o700);
  for (const entry of readdirSync(dataDir, { withFileTypes: true })) {
    if (entry.isFile()) chmodSync(path.join(dataDir, entry.name), 0o600);
  }
}
