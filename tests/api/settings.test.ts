import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustedProxies } from '../../server/app';
import { loadConfig } from '../../server/config';
import { runToEnd } from '../serverProcess';

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-settings-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

describe('settings checked at start', () => {
  it.each([
    ['SEED', 'typo', 'Invalid SEED: typo (demo, or none to start with an empty catalogue)'],
    [
      'ACCESS_TOKEN_TTL',
      '15 minutes',
      'Invalid ACCESS_TOKEN_TTL: 15 minutes (a duration: whole seconds (900) or a number with s, m, h or d (15m, 1h, 30d))',
    ],
    [
      'REFRESH_TOKEN_TTL',
      '0',
      'Invalid REFRESH_TOKEN_TTL: 0 (a duration: whole seconds (900) or a number with s, m, h or d (15m, 1h, 30d))',
    ],
    ['PORT', '80800', 'Invalid PORT: 80800 (a whole number from 1 to 65535)'],
    ['PORT', 'http', 'Invalid PORT: http (a whole number from 1 to 65535)'],
    [
      'HOST',
      'localhost:8080',
      'Invalid HOST: localhost:8080 (an IP address or a host name to listen on, e.g. 127.0.0.1, 0.0.0.0 or ::)',
    ],
    [
      'DATABASE_URL',
      'postgre://app:s3cret@db.example/backoffice',
      'Invalid DATABASE_URL: postgre://app:***@db.example/backoffice (postgres://user:password@host:port/database, postgres://user@/database?host=/socket/folder, sqlite:/path/to/file, or unset for SQLite in DATA_DIR)',
    ],
    [
      'DATABASE_URL',
      'postgres://app:s3cret@db.example:port/backoffice',
      'Invalid DATABASE_URL: postgres://app:***@db.example:port/backoffice (postgres://user:password@host:port/database, postgres://user@/database?host=/socket/folder, sqlite:/path/to/file, or unset for SQLite in DATA_DIR)',
    ],
    ['MAIL_FROM', 'Back-office', 'Invalid MAIL_FROM: Back-office (an e-mail address, e.g. no-reply@example.org)'],
    [
      'TRUST_PROXY',
      '10.0.0.0/40',
      'Invalid TRUST_PROXY: 10.0.0.0/40 (false, true, a number of proxy hops (1, 2…), or proxy addresses and CIDR ranges separated by commas (10.0.0.1, 10.0.0.0/8, loopback))',
    ],
    [
      'SHUTDOWN_TIMEOUT_MS',
      '10s',
      'Invalid SHUTDOWN_TIMEOUT_MS: 10s (a whole number of milliseconds from 0 to 600000)',
    ],
    [
      'HISTORY_RETENTION_DAYS',
      'forever',
      'Invalid HISTORY_RETENTION_DAYS: forever (a whole number of days from 1 to 36500, or unset to keep the history forever)',
    ],
    ['HISTORY_RECORDING', 'no', 'Invalid HISTORY_RECORDING: no (on, or off for benchmarks only)'],
    [
      'TRANSLATION_URL',
      '127.0.0.1:5000',
      'Invalid TRANSLATION_URL: 127.0.0.1:5000 (the http:// or https:// address of a LibreTranslate-compatible engine)',
    ],
    [
      'TRANSLATION_TIMEOUT_MS',
      '10s',
      'Invalid TRANSLATION_TIMEOUT_MS: 10s (a whole number of milliseconds from 1 to 600000)',
    ],
    ['LOG_LEVEL', 'verbose', 'Invalid LOG_LEVEL: verbose (fatal, error, warn, info, debug, trace, silent)'],
    [
      'SMTP_URL',
      'mail.example:587',
      'Invalid SMTP_URL: mail.example:587 (smtp://user:password@host:587 or smtps://user:password@host:465)',
    ],
  ])('refuses %s=%s with one line naming it, its value and what it accepts', (name, value, line) => {
    expect(() => load({ [name]: value })).toThrow(new Error(line));
  });

  it('never prints a secret it refuses', () => {
    expect(() => load({ ADMIN_PASSWORD: 'short' })).toThrow(
      new Error(
        'Invalid ADMIN_PASSWORD: (hidden) (8 to 50 characters with a lowercase, an uppercase, a digit and one of @$!%*#?&_-)',
      ),
    );
  });

  it('names every wrong setting, one line each', () => {
    expect(() => load({ SEED: 'typo', PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(
      new Error(
        [
          'Invalid PORT: x (a whole number from 1 to 65535)',
          'Invalid SEED: typo (demo, or none to start with an empty catalogue)',
          'Invalid LOG_LEVEL: loud (fatal, error, warn, info, debug, trace, silent)',
        ].join('\n'),
      ),
    );
  });

  it('takes the accepted forms, and blank as unset', () => {
    const config = load({
      PORT: ' 9090 ',
      ACCESS_TOKEN_TTL: '1h',
      REFRESH_TOKEN_TTL: '7d',
      DATABASE_URL: 'postgres://app@/backoffice?host=/run/postgresql',
      SEED: 'none',
      MAIL_FROM: 'Support@Example.org',
      MAIL_FROM_NAME: 'Équipe référentiel',
      SHUTDOWN_TIMEOUT_MS: '0',
      HISTORY_RETENTION_DAYS: '',
      SKIP_CONSOLE_BUILD: '1',
    });
    expect(config).toMatchObject({
      port: 9090,
      accessTokenTtl: 3600,
      refreshTokenTtl: 7 * 86400,
      databaseUrl: 'postgres://app@/backoffice?host=/run/postgresql',
      seed: 'none',
      mailFrom: { address: 'support@example.org', name: 'Équipe référentiel' },
      shutdownTimeoutMs: 0,
      historyRetentionDays: undefined,
      skipConsoleBuild: true,
      trustProxy: false,
    });
    expect(load({}).mailFrom).toEqual({ address: 'no-reply@backoffice.local', name: 'Back-office' });
  });

  it('loads the demo data on a first start unless SMTP_URL or NODE_ENV=production says production, or SEED says', () => {
    expect(load({})).toMatchObject({ seed: 'demo', demoLeftOutBecause: undefined });
    const smtp = 'smtp://relay.example.org:587';
    expect(load({ SMTP_URL: smtp })).toMatchObject({ seed: 'none', demoLeftOutBecause: 'SMTP_URL is set' });
    expect(load({ NODE_ENV: 'production' })).toMatchObject({
      seed: 'none',
      demoLeftOutBecause: 'NODE_ENV is production',
    });
    expect(load({ SMTP_URL: smtp, SEED: 'demo' })).toMatchObject({ seed: 'demo', demoLeftOutBecause: undefined });
    expect(load({ SEED: 'none' })).toMatchObject({ seed: 'none', demoLeftOutBecause: undefined });
  });

  it('reads TRUST_PROXY as off, on, a hop count or the proxies themselves', () => {
    expect(load({}).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(load({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(load({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'loopback',
    ]);
    // A hop count trusts the nearest hops whatever their address (proxy-addr numbers the peer 0).
    const twoHops = trustedProxies(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('203.0.113.9', hop))).toEqual([true, true, false]);
  });
});

/** `npm start`'s entry point on this file's data folder, run to its end. */
const runServer = (env: Record<string, string>) =>
  runToEnd('server/main.ts', [], { DATA_DIR: dataDir, SKIP_CONSOLE_BUILD: '1', ...env });

describe('the server process with a wrong setting', () => {
  it('stops before doing anything, printing the one line', async () => {
    const run = await runServer({ SEED: 'typo' });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('Invalid SEED: typo (demo, or none to start with an empty catalogue)\n');
    expect(run.stdout).toBe('');
  });

  it('reads the settings file ENV_FILE names, the environment winning over it', async () => {
    const file = path.join(dataDir, 'settings.env');
    writeFileSync(file, '# read by the server at start\nSEED=typo\nACCESS_TOKEN_TTL="15m"\n');
    const fromFile = await runServer({ ENV_FILE: file });
    expect(fromFile.code).toBe(1);
    expect(fromFile.stderr).toBe('Invalid SEED: typo (demo, or none to start with an empty catalogue)\n');

    const environmentWins = await runServer({ ENV_FILE: file, SEED: 'none', PORT: '99999' });
    expect(environmentWins.code).toBe(1);
    expect(environmentWins.stderr).toBe('Invalid PORT: 99999 (a whole number from 1 to 65535)\n');
  });

  it('refuses a settings file it cannot read', async () => {
    const missing = path.join(dataDir, 'missing.env');
    const run = await runServer({ ENV_FILE: missing });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`Invalid ENV_FILE: ${missing} (a readable file of NAME=value lines, or none; ENOENT)\n`);
  });
});
