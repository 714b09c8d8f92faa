import type { FastifyInstance } from 'fastify';
import { EMAIL_PATTERN } from '../../lib/validation';
import { buildApp } from '../app';
import { generatePassword } from '../auth/passwords';
import { findUserByEmail, setPassword } from '../auth/users';
import { createAdmin } from '../bootstrap';
import { loadConfigFromEnvironment } from '../config';
import { OperatorError } from '../operatorError';
import { runCommand } from './command';

const USAGE = [
  'Usage:',
  '  npm run admin -- create EMAIL           create an administrator (password from ADMIN_PASSWORD, or generated)',
  '  npm run admin -- reset-password EMAIL   give the account a new generated password, to be replaced at next sign-in',
].join('\n');

async function create(app: FastifyInstance, email: string): Promise<void> {
  const taken = await app.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (taken) throw new OperatorError(`An account already uses ${email}.`);
  let admin: Awaited<ReturnType<typeof createAdmin>>;
  try {
    admin = await createAdmin(app, { email, password: app.config.adminPassword });
  } catch (error) {
    // createAdmin refuses an ADMIN_PASSWORD that breaks the password rule.
    throw new OperatorError(error instanceof Error ? error.message : String(error));
  }
  console.log(`Administrator created: ${email}`);
  if (admin.generated) {
    console.log(`Generated password (shown once, to be changed at first sign-in): ${admin.password}`);
  } else {
    console.log('Password: the one given in ADMIN_PASSWORD.');
  }
}

async function resetPassword(app: FastifyInstance, email: string): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user) throw new OperatorError(`No active account uses ${email}.`);
  const password = generatePassword();
  // The account must choose its own password at next sign-in: the sign-in answers a password_reset_key
  // (or, before the first connection is complete, the first-connect flow asks for one).
  await setPassword(app.db, user.id, password, { must_change_password: 1 });
  console.log(`New password for ${email} (shown once, to be changed at next sign-in): ${password}`);
}

async function main(args: string[]): Promise<void> {
  const [command, rawEmail, ...rest] = args;
  if (!command || !rawEmail || rest.length || !['create', 'reset-password'].includes(command)) {
    throw new OperatorError(USAGE);
  }
  const email = rawEmail.trim().toLowerCase();
  if (!EMAIL_PATTERN.test(email) || email.length > 254) throw new OperatorError(`Not an e-mail address: ${rawEmail}`);
  const app = await buildApp({ config: loadConfigFromEnvironment() });
  try {
    await app.ready();
    if (command === 'create') await create(app, email);
    else await resetPassword(app, email);
  } finally {
    await app.close();
  }
}

runCommand(main);
