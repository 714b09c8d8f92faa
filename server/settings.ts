import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { isValidPassword, PASSWORD_SPECIALS } from '../lib/password';
import { EMAIL_PATTERN } from '../lib/validation';
import { OperatorError } from './operatorError';

/**
 * Every setting the server reads from its environment, with the zod schema its text must pass and what it accepts, in
 * the words the start-up line uses when a value is refused (server/config.ts; docs/operations.md lists them all).
 * A setting left unset or empty takes its default, chosen in server/config.ts.
 */

/** How a refused value is printed: as it is, hidden (secrets), or with the password of a URL hidden. */
type Shown = 'plain' | 'hidden' | 'url';

/** A setting: the schema its text must pass, what it accepts (in the refusal's words) and how its value is shown. */
const setting = <T extends z.ZodType<unknown, string>>(schema: T, accepted: string, shown: Shown = 'plain') => ({
  schema,
  accepted,
  shown,
});

const wholeNumber = (min: number, max: number) =>
  z.string().trim().regex(/^\d+$/).transform(Number).pipe(z.number().min(min).max(max));

const SECONDS_PER_UNIT = { '': 1, s: 1, m: 60, h: 3600, d: 86400 } as const;
const DURATION = /^(\d+)\s*([smhd]?)$/;

/** `900`, `15m`, `1h`, `30d` as seconds: at least one, at most ten years. */
const duration = z
  .string()
  .trim()
  .regex(DURATION)
  .transform((text) => {
    const [, amount, unit] = DURATION.exec(text) as RegExpExecArray;
    return Number(amount) * SECONDS_PER_UNIT[unit as keyof typeof SECONDS_PER_UNIT];
  })
  .pipe(
    z
      .number()
      .min(1)
      .max(3650 * 86400),
  );

const isHttpUrl = (text: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(text).protocol);
  } catch {
    return false;
  }
};
const httpUrl = z.string().trim().refine(isHttpUrl);

const email = z
  .string()
  .trim()
  .max(254)
  .regex(EMAIL_PATTERN)
  .transform((text) => text.toLowerCase());

/**
 * PostgreSQL's connection URL (the Unix-socket form `postgres://user@/db?host=/folder` has no host, which WHATWG URLs
 * refuse: a placeholder host checks the rest), or `sqlite:` and a file.
 */
function isDatabaseUrl(text: string): boolean {
  if (text.startsWith('sqlite:')) return text.length > 'sqlite:'.length;
  if (!/^postgres(ql)?:\/\/\S*$/.test(text)) return false;
  try {
    new URL(text.replace(/^(postgres(?:ql)?:\/\/[^/]*@)\//, '$1localhost/'));
    return true;
  } catch {
    return false;
  }
}

/** `database`, or a file: URL naming an absolute folder. */
function isFilesUrl(text: string): boolean {
  if (text === 'database') return true;
  if (!text.startsWith('file:')) return false;
  try {
    return path.isAbsolute(fileURLToPath(text));
  } catch {
    return false;
  }
}

/** A file holding at least one PEM certificate, readable now (a private CA's, for SMTP_TLS_CA_FILE). */
function isCertificateFile(file: string): boolean {
  try {
    return readFileSync(file, 'utf8').includes('-----BEGIN CERTIFICATE-----');
  } catch {
    return false;
  }
}

/** proxy-addr's names for the private ranges, accepted by Fastify's trustProxy beside addresses and CIDR ranges. */
const NAMED_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.includes(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}

/** Fastify's `trustProxy`: false, true, a number of hops, or the proxies' addresses and ranges. */
const trustProxy = z
  .string()
  .trim()
  .transform((text, context): boolean | number | string[] => {
    if (text === 'false') return false;
    if (text === 'true') return true;
    if (/^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= 100) return Number(text);
    const entries = text.split(',').map((entry) => entry.trim());
    if (entries.every(isAddressOrRange)) return entries;
    context.addIssue({ code: 'custom', message: 'not a trusted proxy' });
    return z.NEVER;
  });

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const SETTINGS = {
  PORT: setting(wholeNumber(1, 65535), 'a whole number from 1 to 65535'),
  HOST: setting(
    z
      .string()
      .trim()
      .refine((text) => isIP(text) !== 0 || /^[A-Za-z0-9.-]+$/.test(text)),
    'an IP address or a host name to listen on, e.g. 127.0.0.1, 0.0.0.0 or ::',
  ),
  DATA_DIR: setting(z.string(), 'a folder'),
  DATABASE_URL: setting(
    z.string().trim().refine(isDatabaseUrl),
    'postgres://user:password@host:port/database, postgres://user@/database?host=/socket/folder, sqlite:/path/to/file, or unset for SQLite in DATA_DIR',
    'url',
  ),
  DATABASE_POOL_SIZE: setting(wholeNumber(1, 100), 'a whole number of connections from 1 to 100'),
  JWT_SECRET: setting(z.string(), 'any text; at least 32 random characters are recommended', 'hidden'),
  FILES_URL: setting(
    z.string().trim().refine(isFilesUrl),
    'database, or file:///an/absolute/folder shared by every replica; S3 storage is not available',
  ),
  ACCESS_TOKEN_TTL: setting(duration, 'a duration: whole seconds (900) or a number with s, m, h or d (15m, 1h, 30d)'),
  REFRESH_TOKEN_TTL: setting(duration, 'a duration: whole seconds (900) or a number with s, m, h or d (15m, 1h, 30d)'),
  ADMIN_EMAIL: setting(email, 'an e-mail address'),
  ADMIN_PASSWORD: setting(
    z.string().refine(isValidPassword),
    `8 to 50 characters with a lowercase, an uppercase, a digit and one of ${PASSWORD_SPECIALS}`,
    'hidden',
  ),
  SMTP_URL: setting(
    z
      .string()
      .trim()
      .refine((text) => /^smtps?:\/\/\S+$/.test(text) && URL.canParse(text)),
    'smtp://user:password@host:587 or smtps://user:password@host:465',
    'url',
  ),
  SMTP_TIMEOUT_MS: setting(wholeNumber(1, 600_000), 'a whole number of milliseconds from 1 to 600000'),
  SMTP_TLS_CA_FILE: setting(
    z.string().trim().refine(isCertificateFile),
    "a readable PEM file with the certificate of the CA that signed the mail server's certificate",
  ),
  SMTP_TLS_REJECT_UNAUTHORIZED: setting(
    z.enum(['true', 'false']).transform((text) => text === 'true'),
    'true, or false to accept any certificate from the mail server (prefer SMTP_TLS_CA_FILE)',
  ),
  MAIL_FROM: setting(email, 'an e-mail address, e.g. no-reply@example.org'),
  MAIL_FROM_NAME: setting(
    z
      .string()
      .trim()
      .max(100)
      // biome-ignore lint/suspicious/noControlCharactersInRegex: a header value holds no control character
      .refine((text) => !/[\u0000-\u001f\u007f]/.test(text)),
    'a name on one line, at most 100 characters',
  ),
  TRANSLATION_URL: setting(httpUrl, 'the http:// or https:// address of a LibreTranslate-compatible engine', 'url'),
  TRANSLATION_TIMEOUT_MS: setting(wholeNumber(1, 600_000), 'a whole number of milliseconds from 1 to 600000'),
  ADDRESS_SEARCH_URL: setting(httpUrl, 'an http:// or https:// address answering as the French address API'),
  SEED: setting(z.enum(['demo', 'none']), 'demo, or none to start with an empty catalogue'),
  PUBLIC_URL: setting(httpUrl, 'the http:// or https:// address the console is reached at'),
  PRACTITIONER_URL: setting(httpUrl, 'the http:// or https:// address of the practitioner application'),
  LOG_LEVEL: setting(z.enum(LOG_LEVELS), LOG_LEVELS.join(', ')),
  HISTORY_RETENTION_DAYS: setting(
    wholeNumber(1, 36_500),
    'a whole number of days from 1 to 36500, or unset to keep the history forever',
  ),
  HISTORY_RECORDING: setting(z.enum(['on', 'off']), 'on, or off for benchmarks only'),
  TRUST_PROXY: setting(
    trustProxy,
    'false, true, a number of proxy hops (1, 2…), or proxy addresses and CIDR ranges separated by commas (10.0.0.1, 10.0.0.0/8, loopback)',
  ),
  SHUTDOWN_TIMEOUT_MS: setting(wholeNumber(0, 600_000), 'a whole number of milliseconds from 0 to 600000'),
  SKIP_CONSOLE_BUILD: setting(
    z.enum(['0', '1']).transform((text) => text === '1'),
    '1 to serve dist/ as it is, or 0 to build the console when its sources are newer',
  ),
} as const;

export type SettingName = keyof typeof SETTINGS;
type Shape = { [K in SettingName]: z.ZodOptional<(typeof SETTINGS)[K]['schema']> };
export type Settings = z.output<z.ZodObject<Shape>>;

const settingsSchema = z.object(
  Object.fromEntries(Object.entries(SETTINGS).map(([name, { schema }]) => [name, schema.optional()])) as Shape,
);

/** A value the server refuses to start with: one line per wrong setting, naming it, its value and what it accepts. */
export class SettingsError extends OperatorError {}

/** Unset and blank are the same: the default. */
const given = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value);

/** A URL as printed: its password, if any, replaced by `***`. */
export const withoutPassword = (url: string) => url.replace(/^([a-z]+:\/\/[^:/@]*:)[^@/]*@/i, '$1***@');

function shown(name: SettingName, value: string): string {
  if (SETTINGS[name].shown === 'hidden') return '(hidden)';
  if (SETTINGS[name].shown === 'url') return withoutPassword(value);
  return value;
}

export const refusal = (name: SettingName, value: string) =>
  `Invalid ${name}: ${shown(name, value)} (${SETTINGS[name].accepted})`;

/** The settings found in `env`, parsed; throws SettingsError naming every wrong one. */
export function readSettings(env: NodeJS.ProcessEnv): Settings {
  const input = Object.fromEntries(Object.keys(SETTINGS).map((name) => [name, given(env[name])]));
  const parsed = settingsSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const wrong = [...new Set(parsed.error.issues.map((issue) => issue.path[0] as SettingName))];
  throw new SettingsError(wrong.map((name) => refusal(name, env[name] as string)).join('\n'));
}

/** One setting's value, parsed; undefined when unset or blank. Throws SettingsError when wrong. */
export function readSetting<K extends SettingName>(name: K, value: string | undefined): Settings[K] {
  const parsed = SETTINGS[name].schema.optional().safeParse(given(value));
  if (!parsed.success) throw new SettingsError(refusal(name, value as string));
  return parsed.data as Settings[K];
}
