import type { FastifyInstance } from 'fastify';
import { ADMIN_ROLE } from '../lib/claims';
import { isValidPassword } from '../lib/password';
import { generatePassword, hashPassword } from './auth/passwords';
import { LOCKS, withDatabaseLock } from './databaseLocks';
import { loadDemoData } from './seed/demoSeed';

export interface AdminInput {
  email: string;
  password?: string;
  firstName?: string;
  lastName?: string;
}

/** Creates an administrator; without a password one is generated and must be replaced at first connection. */
export async function createAdmin(
  app: FastifyInstance,
  input: AdminInput,
): Promise<{ id: number; password: string; generated: boolean }> {
  const email = input.email.trim().toLowerCase();
  const generated = !input.password;
  const password = input.password ?? generatePassword();
  if (!isValidPassword(password)) {
    throw new Error(
      'The password must have 8 to 50 characters with a lowercase, an uppercase, a digit and one of @$!%*#?&_-',
    );
  }
  const row = await app.db
    .insertInto('users')
    .values({
      email,
      login: email,
      password_hash: await hashPassword(password),
      first_name: input.firstName ?? 'Admin',
      last_name: input.lastName ?? '',
      roles: JSON.stringify([ADMIN_ROLE]),
      type: 'admin',
      first_connect_complete: generated ? 0 : 1,
      must_change_password: generated ? 1 : 0,
      language: 'fr',
      is_active: 1,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, password, generated };
}

/**
 * First start: the first administrator when there is none, the demo data on an empty catalogue when SEED is demo
 * (unset: unless the installation looks like production, server/config.ts productionSign).
 * Replicas starting together take turns, so only the first creates them.
 */
export function bootstrap(app: FastifyInstance, print: (line: string) => void = console.log): Promise<void> {
  return withDatabaseLock(app.db, LOCKS.startup, () => firstStart(app, print));
}

async function firstStart(app: FastifyInstance, print: (line: string) => void): Promise<void> {
  const anyAdmin = await app.db
    .selectFrom('users')
    .select('id')
    .where('type', '=', 'admin')
    .limit(1)
    .executeTakeFirst();
  if (!anyAdmin) {
    const admin = await createAdmin(app, { email: app.config.adminEmail, password: app.config.adminPassword });
    print(`Administrator: ${app.config.adminEmail}`);
    if (admin.generated) print(`Generated password (shown once, to be changed at first sign-in): ${admin.password}`);
  }
  // The e-mail templates the server installs on every start (server/mail/notificationMails.ts) are not demo data.
  const anyRecord = await app.db
    .selectFrom('entities')
    .select('id')
    .where('resource', 'not in', ['notificationTypes', 'notificationTemplates'])
    .limit(1)
    .executeTakeFirst();
  if (anyRecord) return;
  if (app.config.seed === 'demo') {
    const count = await loadDemoData(app.store, app.models);
    print(`Demo data loaded: ${count} records.`);
  } else if (app.config.demoLeftOutBecause) {
    print(`Empty catalogue, no demo data: ${app.config.demoLeftOutBecause} (SEED=demo loads the demo data).`);
  }
}
