import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hasAdminRole } from '../../lib/claims';
import { LANGUAGES } from '../../lib/model';
import { checkCredentials } from '../auth/credentials';
import { mailResetLink } from '../auth/mailFlows';
import { assertPasswordRule } from '../auth/passwords';
import { findUserById, setPassword } from '../auth/users';
import type { Json } from '../db/connection';
import type { UserRow } from '../db/schema';
import { ApiError, accessDenied, mandatory, notFound, wrongRole } from '../errors';
import { emptySchema } from './auth';
import { idParam } from './catalogues';
import { errorSchema, listSchema } from './schemas';

const tags = ['users'];
const failures = { '4xx': errorSchema } as const;
const passwordBody = {
  type: 'object',
  required: ['password'],
  properties: { password: { type: 'string', maxLength: 200 } },
};

/** The catalogue holding the record an account was created with. */
const ENTITY_RESOURCE: Record<string, string> = {
  practitioner: 'companies',
  aligner: 'alignerCompanies',
  third_party: 'userThirdParties',
};

const userSummarySchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      email: { type: 'string' },
      firstName: { type: 'string' },
      lastName: { type: 'string' },
      isActive: { type: 'boolean' },
      type: { type: 'string' },
    },
  },
} as const;

const summaryOf = (user: UserRow) => ({
  id: user.id,
  email: user.email,
  firstName: user.first_name,
  lastName: user.last_name,
  isActive: user.is_active === 1 && user.first_connect_complete === 1,
  type: user.type,
});

/** The path's user, who must be the caller or the caller an administrator (else 403 / 1101). */
function selfOrAdmin(request: FastifyRequest): number {
  const id = idParam(request);
  if (request.claims?.sub !== String(id) && !hasAdminRole(request.claims)) throw wrongRole();
  return id;
}

async function existingUser(app: FastifyInstance, id: number): Promise<UserRow> {
  const user = await findUserById(app.db, id);
  if (!user) throw notFound('user');
  return user;
}

/** A catalogue record, or null when it is unknown or disabled. */
async function recordOrNull(app: FastifyInstance, resource: string, id: number): Promise<Json | null> {
  try {
    return await app.store.get(app.store.model(resource), id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

const idsIn = (value: unknown): number[] => (Array.isArray(value) ? value.filter(Number.isSafeInteger) : []);

export default async function userRoutes(app: FastifyInstance): Promise<void> {
  const asUser = { onRequest: app.requireUser };
  const asAdmin = { onRequest: app.requireAdmin };

  /** Practices of an account: its own practice, or the practices its aligner company or diagnostician record lists. */
  async function companyIdsOf(user: UserRow): Promise<number[]> {
    if (user.type === 'practitioner')
      return [user.company_id ?? user.entity_id].filter((id): id is number => id !== null);
    const resource = ENTITY_RESOURCE[user.type];
    if (!resource || user.entity_id === null) return [];
    return idsIn((await recordOrNull(app, resource, user.entity_id))?.companyIds);
  }

  app.get(
    '/api/users/:id/companies',
    {
      ...asUser,
      schema: { tags, summary: 'The practices the user is linked to', response: { 200: listSchema, ...failures } },
    },
    async (request) => {
      const user = await existingUser(app, selfOrAdmin(request));
      const companies = await Promise.all((await companyIdsOf(user)).map((id) => recordOrNull(app, 'companies', id)));
      return companies.filter((company) => company !== null);
    },
  );

  app.put(
    '/api/users/:id/init-password',
    {
      ...asUser,
      schema: {
        tags,
        summary: 'First connection: the user (or an administrator) sets the password; the account becomes activated',
        body: passwordBody,
        response: { 200: emptySchema, ...failures },
      },
    },
    async (request) => {
      const user = await existingUser(app, selfOrAdmin(request));
      const ownFirstConnection = user.first_connect_complete !== 1 || user.must_change_password === 1;
      if (request.claims?.sub === String(user.id) && !ownFirstConnection && !hasAdminRole(request.claims)) {
        throw accessDenied('the password is already set: use the password reset');
      }
      const { password } = request.body as { password: string };
      assertPasswordRule(password);
      await setPassword(app.db, user.id, password, { first_connect_complete: 1, must_change_password: 0 });
      return {};
    },
  );

  app.put(
    '/api/users/:id/link-account',
    {
      ...asUser,
      schema: {
        tags,
        summary: 'First connection: check the credentials of an existing account to sign in with instead',
        body: {
          type: 'object',
          required: ['login', 'password'],
          properties: { login: { type: 'string', maxLength: 254 }, password: { type: 'string', maxLength: 200 } },
        },
        response: {
          200: { type: 'object', properties: { login: { type: 'string' }, password: { type: 'string' } } },
          ...failures,
        },
      },
    },
    async (request) => {
      if (request.claims?.sub !== String(idParam(request))) throw wrongRole();
      const { login, password } = request.body as { login: string; password: string };
      if (!login.trim()) throw mandatory('login');
      if (!password) throw mandatory('password');
      const target = await checkCredentials(app.db, { login, password, ip: request.ip });
      return { login: target.login, password };
    },
  );

  app.post(
    '/api/users/:id/settings',
    {
      ...asUser,
      schema: {
        tags,
        summary: "The user's settings (interface language)",
        body: {
          type: 'object',
          required: ['language'],
          properties: { language: { type: 'string', enum: [...LANGUAGES] } },
        },
        response: { 200: { type: 'object', properties: { language: { type: 'string' } } }, ...failures },
      },
    },
    async (request) => {
      const user = await existingUser(app, selfOrAdmin(request));
      const { language } = request.body as { language: string };
      await app.db.updateTable('users').set({ language }).where('id', '=', user.id).execute();
      return { language };
    },
  );

  app.put(
    '/api/users/:id/refresh-credentials',
    {
      ...asAdmin,
      schema: {
        tags,
        summary: 'E-mail new temporary credentials to the user',
        response: { 204: { type: 'null' }, ...failures },
      },
    },
    async (request, reply) => {
      const user = await existingUser(app, idParam(request));
      await app.accounts.refreshCredentials(app.db, user.id);
      return reply.code(204).send();
    },
  );

  app.put(
    '/api/users/:id/password-reset-request',
    {
      ...asAdmin,
      schema: {
        tags,
        summary: 'E-mail a password reset link to the user',
        response: { 200: emptySchema, ...failures },
      },
    },
    async (request) => {
      await mailResetLink(app, await existingUser(app, idParam(request)), false);
      return {};
    },
  );

  app.post(
    '/api/users/:id/password-reset-password',
    {
      ...asAdmin,
      schema: {
        tags,
        summary: "Set another user's password (ends that user's sessions)",
        body: passwordBody,
        response: { 200: emptySchema, ...failures },
      },
    },
    async (request) => {
      const user = await existingUser(app, idParam(request));
      const { password } = request.body as { password: string };
      assertPasswordRule(password);
      await setPassword(app.db, user.id, password);
      return {};
    },
  );

  /** Accounts of these catalogue records, oldest first. */
  const usersOfEntities = async (entityIds: number[]) =>
    (
      await app.db
        .selectFrom('users')
        .selectAll()
        .where('entity_id', 'in', entityIds)
        .where('deleted_at', 'is', null)
        .orderBy('id')
        .execute()
    ).map(summaryOf);

  app.get(
    '/api/companies/:id/user-companies',
    {
      ...asAdmin,
      schema: {
        tags,
        summary: "Accounts linked to the practice: its main user, its diagnosticians' and its aligner companies'",
        response: { 200: userSummarySchema, ...failures },
      },
    },
    async (request) => {
      const id = idParam(request);
      if (!(await recordOrNull(app, 'companies', id))) throw notFound('companies');
      const linked = await app.db
        .selectFrom('entity_refs')
        .innerJoin('entities', 'entities.id', 'entity_refs.from_id')
        .select('entities.id')
        .where('entity_refs.to_resource', '=', 'companies')
        .where('entity_refs.to_id', '=', id)
        .where('entity_refs.field', '=', 'companyIds')
        .where('entities.resource', 'in', ['userThirdParties', 'alignerCompanies'])
        .where('entities.deleted_at', 'is', null)
        .execute();
      return usersOfEntities([id, ...linked.map((row) => row.id)]);
    },
  );

  app.get(
    '/api/company-aligners/:id/user-companies',
    {
      ...asAdmin,
      schema: {
        tags,
        summary: "Accounts linked to the aligner company: its main user and its practices' main users",
        response: { 200: userSummarySchema, ...failures },
      },
    },
    async (request) => {
      const id = idParam(request);
      const record = await recordOrNull(app, 'alignerCompanies', id);
      if (!record) throw notFound('alignerCompanies');
      return usersOfEntities([id, ...idsIn(record.companyIds)]);
    },
  );
}
