import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ADMIN_ROLE } from '../../../lib/claims';
import { checkCredentials } from '../../auth/credentials';
import { checkEmailCode, createResetKey, mailResetLink, resendEmailCode, usableResetKey } from '../../auth/mailFlows';
import { markUsed } from '../../auth/oneTimeKeys';
import { assertPasswordRule } from '../../auth/passwords';
import { consumeRefreshToken, revokeFamily, revokeRefreshToken } from '../../auth/refreshTokens';
import { issueTokenPair } from '../../auth/sessions';
import { findUserByEmail, findUserById, findUserByLogin, rolesOf, setPassword } from '../../auth/users';
import type { UserRow } from '../../db/schema';
import { ApiError, expired, invalid, mandatory } from '../../errors';
import { accountEntry, refusedSignInEntry } from '../../history/accountEntries';
import { emptySchema, errorSchema } from '../../http/schemas';

/** Who signs in: `admin` (the console) needs ROLE_USER_ADMIN; the other types sign in accounts of that type. */
export const USER_TYPES = ['admin', 'practitioner', 'aligner', 'third_party'] as const;
type UserType = (typeof USER_TYPES)[number];

const tags = ['authentication'];
/** Public calls (no bearer token in the OpenAPI description: this folder's autohooks.ts). */
const open = { tags };

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const objectBody = (required: string[], properties: Record<string, unknown>) => ({
  type: 'object',
  required,
  properties,
});

export const tokenPairSchema = {
  type: 'object',
  properties: { token: { type: 'string' }, refresh_token: { type: 'string' }, password_reset_key: { type: 'string' } },
  required: ['token', 'refresh_token'],
} as const;
const failures = { '4xx': errorSchema } as const;
const codeFailures = {
  '4xx': { ...errorSchema, properties: { ...errorSchema.properties, description: { type: 'string' } } },
} as const;

/** Empty strings are missing values (1202), as the contract says. */
function filled(value: string, field: string): string {
  if (value.trim() === '') throw mandatory(field);
  return value;
}

function maySignInAs(user: UserRow, userType: UserType): boolean {
  return userType === 'admin' ? rolesOf(user).includes(ADMIN_ROLE) : user.type === userType;
}

export default async function authRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    '/api/auth/token',
    {
      schema: {
        ...open,
        summary: 'Sign in: a token pair, plus password_reset_key when the account must choose a new password',
        body: objectBody(['login', 'password'], {
          login: text(254),
          password: text(200),
          userType: { type: 'string', enum: [...USER_TYPES], default: 'admin' },
        }),
        response: { 200: tokenPairSchema, ...failures },
      },
    },
    async (request) => {
      const body = request.body as { login: string; password: string; userType: UserType };
      const login = filled(body.login, 'login').trim().toLowerCase();
      const password = filled(body.password, 'password');
      const user = await checkCredentials(app.db, { login, password, ip: request.ip }, (account) =>
        maySignInAs(account, body.userType),
      ).catch(async (error: unknown) => {
        // A refusal is recorded with the login tried, never the password (docs/history.md).
        if (error instanceof ApiError && (error.status === 401 || error.status === 429))
          await app.history.record(
            app.db,
            refusedSignInEntry(error.status === 429 ? 'sign-in-throttled' : 'sign-in-failed', login, request.ip),
          );
        throw error;
      });
      const pair = await issueTokenPair(app, user);
      await app.history.record(app.db, accountEntry('sign-in', user, { id: user.id, address: request.ip }));
      if (user.must_change_password === 1 && user.first_connect_complete === 1) {
        pair.password_reset_key = await createResetKey(app, user.id);
      }
      return pair;
    },
  );

  app.post(
    '/api/token/refresh',
    {
      schema: {
        ...open,
        summary: 'Rotate a refresh token; presenting a rotated one revokes its whole session (401 / 1103)',
        body: objectBody(['refresh_token'], { refresh_token: text(200), brand: {}, type: text(30) }),
        response: { 200: tokenPairSchema, ...failures },
      },
    },
    async (request) => {
      const { refresh_token } = request.body as { refresh_token: string };
      const { userId, familyId } = await consumeRefreshToken(
        app.db,
        filled(refresh_token, 'refresh_token'),
        async (owner) => {
          const account = await app.db
            .selectFrom('users')
            .select(['id', 'email'])
            .where('id', '=', owner)
            .executeTakeFirst();
          // Whoever presented it is unknown: no actor; the account whose session was revoked is the record.
          if (account)
            await app.history.record(
              app.db,
              accountEntry('refresh-token-reuse', account, { id: null, address: request.ip }),
            );
        },
      );
      const user = await findUserById(app.db, userId);
      if (!user) {
        await revokeFamily(app.db, familyId);
        throw expired('account disabled');
      }
      return issueTokenPair(app, user, familyId);
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        ...open,
        summary: 'End the session of a refresh token (idempotent)',
        body: objectBody(['refresh_token'], { refresh_token: text(200) }),
        response: { 204: { type: 'null' }, ...failures },
      },
    },
    async (request, reply) => {
      const userId = await revokeRefreshToken(app.db, (request.body as { refresh_token: string }).refresh_token);
      const user = userId === undefined ? undefined : await findUserById(app.db, userId);
      if (user) await app.history.record(app.db, accountEntry('sign-out', user, { id: user.id, address: request.ip }));
      return reply.code(204).send();
    },
  );

  const resetRequestSchema = (field: 'email' | 'login') => ({
    ...open,
    summary: 'E-mail a single-use reset link (valid 1 hour); the same answer whether or not the account exists',
    body: objectBody([field], { [field]: text(254), type: text(30), brand: {} }),
    response: { 200: emptySchema, ...failures },
  });
  // The account is looked up after answering, so the answer takes as long whether or not it exists.
  const requestReset = (field: 'email' | 'login') => async (request: FastifyRequest) => {
    const value = filled((request.body as Record<string, string>)[field], field);
    app.afterAnswer(request, async () => {
      const user = field === 'email' ? await findUserByEmail(app.db, value) : await findUserByLogin(app.db, value);
      if (user) await mailResetLink(app, user);
    });
    return {};
  };
  app.post('/api/auth/reinit-password/request', { schema: resetRequestSchema('email') }, requestReset('email'));
  app.post('/api/users/password-reset-request', { schema: resetRequestSchema('login') }, requestReset('login'));

  const resetSchema = {
    ...open,
    summary: 'Set a new password with an e-mailed reset key; answers a token pair',
    body: objectBody(['key', 'password'], { key: text(200), password: text(200) }),
    response: { 200: tokenPairSchema, ...failures },
  };
  const validateReset = async (request: FastifyRequest) => {
    const { key, password } = request.body as { key: string; password: string };
    const row = await usableResetKey(app, filled(key, 'key'));
    assertPasswordRule(password);
    const user = await findUserById(app.db, row.user_id);
    if (!user || !(await markUsed(app.db, row.id))) throw invalid('key', 'unknown or already used key');
    const flags = { first_connect_complete: 1, must_change_password: 0 };
    await app.db.transaction().execute(async (trx) => {
      await setPassword(trx, user.id, password, flags);
      await app.history.record(trx, accountEntry('password-reset', user, { id: user.id, address: request.ip }));
    });
    return issueTokenPair(app, { ...user, ...flags });
  };
  app.post('/api/auth/reinit-password/validate', { schema: resetSchema }, validateReset);
  app.post('/api/users/password-reset', { schema: resetSchema }, validateReset);

  app.post(
    '/api/auth/email/resend-code',
    {
      schema: {
        ...open,
        summary: 'E-mail a 6-digit code valid 10 minutes; the same answer whether or not the address exists',
        body: objectBody(['email'], { email: text(254) }),
        response: { 200: emptySchema, ...failures },
      },
    },
    async (request) => {
      await resendEmailCode(app, filled((request.body as { email: string }).email, 'email'));
      return {};
    },
  );

  app.post(
    '/api/auth/email/check-code',
    {
      schema: {
        ...open,
        summary: 'Check an e-mailed code: 404 wrong_code, or new_code_sent after the 5th wrong attempt',
        body: objectBody(['email', 'code'], { email: text(254), code: text(20) }),
        response: { 200: { type: 'object', properties: { valid: { type: 'boolean' } } }, ...codeFailures },
      },
    },
    async (request) => {
      const { email, code } = request.body as { email: string; code: string };
      await checkEmailCode(app, filled(email, 'email'), filled(code, 'code'));
      return { valid: true };
    },
  );
}
