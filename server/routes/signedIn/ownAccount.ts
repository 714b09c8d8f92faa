import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountCatalogues } from '../../../lib/accountCatalogues';
import { hasAdminRole } from '../../../lib/claims';
import { LANGUAGES } from '../../../lib/model';
import { checkCredentials } from '../../auth/credentials';
import { assertPasswordRule } from '../../auth/passwords';
import { existingUser, setLanguage, setPassword } from '../../auth/users';
import type { UserRow } from '../../db/schema';
import { accessDenied, mandatory, wrongRole } from '../../errors';
import { accountEntry } from '../../history/accountEntries';
import { idsIn, passwordBody, recordOrNull, userFailures, userTags } from '../../http/accountCalls';
import { authorOf } from '../../http/author';
import { idParam } from '../../http/params';
import { emptySchema, listSchema } from '../../http/schemas';

const tags = userTags;
const failures = userFailures;

/** The path's user, who must be the caller or the caller an administrator (else 403 / 1101). */
function selfOrAdmin(request: FastifyRequest): number {
  const id = idParam(request);
  if (request.claims?.sub !== String(id) && !hasAdminRole(request.claims)) throw wrongRole();
  return id;
}

/** A signed-in user's own account: its practices, its first password, the account it signs in with, its settings. */
export default async function ownAccountRoutes(app: FastifyInstance): Promise<void> {
  /** The catalogue holding the record an account was created with, by account type. */
  const accountCatalogue = accountCatalogues(app.models.all);

  /** Practices of an account: its own practice, or the practices its aligner company or diagnostician record lists. */
  async function companyIdsOf(user: UserRow): Promise<number[]> {
    if (user.type === 'practitioner')
      return [user.company_id ?? user.entity_id].filter((id): id is number => id !== null);
    const resource = accountCatalogue.get(user.type);
    if (!resource || user.entity_id === null) return [];
    return idsIn((await recordOrNull(app, resource, user.entity_id))?.companyIds);
  }

  app.get(
    '/api/users/:id/companies',
    {
      schema: { tags, summary: 'The practices the user is linked to', response: { 200: listSchema, ...failures } },
    },
    async (request) => {
      const user = await existingUser(app.db, selfOrAdmin(request));
      const companies = await Promise.all((await companyIdsOf(user)).map((id) => recordOrNull(app, 'companies', id)));
      return companies.filter((company) => company !== null);
    },
  );

  app.put(
    '/api/users/:id/init-password',
    {
      schema: {
        tags,
        summary: 'First connection: the user (or an administrator) sets the password; the account becomes activated',
        body: passwordBody,
        response: { 200: emptySchema, ...failures },
      },
    },
    async (request) => {
      const user = await existingUser(app.db, selfOrAdmin(request));
      const ownFirstConnection = user.first_connect_complete !== 1 || user.must_change_password === 1;
      if (request.claims?.sub === String(user.id) && !ownFirstConnection && !hasAdminRole(request.claims)) {
        throw accessDenied('the password is already set: use the password reset');
      }
      const { password } = request.body as { password: string };
      assertPasswordRule(password);
      await app.db.transaction().execute(async (trx) => {
        await setPassword(trx, user.id, password, { first_connect_complete: 1, must_change_password: 0 });
        await app.history.record(trx, accountEntry('init-password', user, authorOf(request, true)));
      });
      return {};
    },
  );

  app.put(
    '/api/users/:id/link-account',
    {
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
      const user = await existingUser(app.db, idParam(request));
      // The account it will sign in with, by its login: the password it was checked with is never recorded.
      await app.history.record(
        app.db,
        accountEntry('link-account', user, authorOf(request, true), [
          { field: 'login', before: user.login, after: target.login },
        ]),
      );
      return { login: target.login, password };
    },
  );

  app.post(
    '/api/users/:id/settings',
    {
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
      const user = await existingUser(app.db, selfOrAdmin(request));
      const { language } = request.body as { language: string };
      await app.db.transaction().execute(async (trx) => {
        await setLanguage(trx, user.id, language);
        if (language !== user.language)
          await app.history.record(
            trx,
            accountEntry('settings', user, authorOf(request, true), [
              { field: 'language', before: user.language, after: language },
            ]),
          );
      });
      return { language };
    },
  );
}
