import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { isSecretName } from '../../lib/history';
import { buildApp } from '../../server/app';
import { createAdmin } from '../../server/bootstrap';
import { loadConfig } from '../../server/config';
import type { ModelRegistry } from '../../server/models';
import { loadDemoData } from '../../server/seed/demoSeed';

export const ADMIN_EMAIL = 'admin@example.com';
export const ADMIN_PASSWORD = 'Admin-Passw0rd!';

/**
 * The databases every API test file runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set.
 * TEST_DATABASES (`sqlite` or `postgres`) keeps one of them, so that `npm test` can run the PostgreSQL suite beside
 * the browser stories (scripts/test.ts).
 */
export const DATABASES: Array<'sqlite' | 'postgres'> = (
  process.env.TEST_DATABASE_URL ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const)
).filter((database) => !process.env.TEST_DATABASES || process.env.TEST_DATABASES.split(',').includes(database));

/** The PostgreSQL server of the tests that need one of their own, unless TEST_DATABASES leaves PostgreSQL out. */
export const TEST_POSTGRES_URL = DATABASES.includes('postgres') ? process.env.TEST_DATABASE_URL : undefined;

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  adminToken: string;
  close(): Promise<void>;
  /** inject with the admin bearer token unless `token: null`. */
  call(options: InjectOptions & { token?: string | null }): Promise<LightMyRequestResponse>;
  outbox(): string[];
  /** What the server logged, one parsed JSON line each (with `logged: true`; empty otherwise). */
  logs(): Array<Record<string, unknown>>;
  /** Every secret value sent or answered through `call` (passwords, tokens, keys): never to be found in the history. */
  secretsSeen: Set<string>;
}

/**
 * The values of secret-named properties of a body (lib/history.ts isSecretName), at any depth. Bytes (an upload's
 * multipart body) hold no named property: walking a 10 MB buffer entry by entry took 20 s of garbage collection.
 */
function collectSecrets(value: unknown, into: Set<string>): void {
  if (!value || typeof value !== 'object' || ArrayBuffer.isView(value)) return;
  for (const [key, inner] of Object.entries(value)) {
    if (typeof inner === 'string' && isSecretName(key)) into.add(inner);
    else collectSecrets(inner, into);
  }
}

function parsedOrNull(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** A new, empty PostgreSQL database on the TEST_DATABASE_URL server, and how to drop it. */
export async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL!;
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** A fresh app on a fresh database with migrations applied and one administrator signed in. */
export async function createTestApp(
  database: 'sqlite' | 'postgres' = 'sqlite',
  options: { models?: ModelRegistry; env?: Record<string, string>; distDir?: string; logged?: boolean } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'backoffice-test-'));
  const pgDb = database === 'postgres' ? await freshPostgres() : undefined;
  const config = loadConfig(
    { DATA_DIR: dataDir, SEED: 'none', JWT_SECRET: 'test-secret-for-api-tests-only', ...options.env },
    {
      databaseUrl: pgDb?.url,
    },
  );
  const logLines: string[] = [];
  const logStream = options.logged ? { write: (line: string) => void logLines.push(line) } : undefined;
  const app = await buildApp({ config, models: options.models, distDir: options.distDir, logStream });
  await app.ready();
  await createAdmin(app, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  const adminToken = await app.tokens.sign({
    sub: '1',
    username: ADMIN_EMAIL,
    roles: ['ROLE_USER_ADMIN'],
    firstConnect: false,
  });
  const testApp: TestApp = {
    app,
    dataDir,
    adminToken,
    async close() {
      await app.close();
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    secretsSeen: new Set([adminToken, ADMIN_PASSWORD]),
    logs: () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>),
    async call({ token, headers, ...rest }) {
      const bearer = token === null ? {} : { authorization: `Bearer ${token ?? testApp.adminToken}` };
      const response = await app.inject({ ...rest, headers: { ...bearer, ...headers } });
      if (token) testApp.secretsSeen.add(token);
      collectSecrets(parsedOrNull(rest.payload), testApp.secretsSeen);
      collectSecrets(parsedOrNull(response.body), testApp.secretsSeen);
      // Work done after answering (e.g. reset e-mails) is over before the test looks at its effects.
      await app.settled();
      return response;
    },
    outbox() {
      const dir = path.join(dataDir, 'outbox');
      return readdirSync(dir)
        .sort()
        .map((f) => readFileSync(path.join(dir, f), 'utf8'));
    },
  };
  return testApp;
}

/** A fresh app holding every catalogue's demo records (resources/<name>/seed.ts). */
export async function createDemoApp(database: 'sqlite' | 'postgres'): Promise<TestApp> {
  const t = await createTestApp(database);
  await loadDemoData(t.app.store, t.app.models);
  return t;
}

export const tr = (fr: string, en: string) => [
  { language: 'fr', value: fr },
  { language: 'en', value: en },
];
