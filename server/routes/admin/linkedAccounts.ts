import type { FastifyInstance } from 'fastify';
import { accountCatalogues } from '../../../lib/accountCatalogues';
import { usersOfEntities } from '../../auth/users';
import type { UserRow } from '../../db/schema';
import { notFound } from '../../errors';
import { idsIn, recordOrNull, userFailures, userTags } from '../../http/accountCalls';
import { idParam } from '../../http/params';

const tags = userTags;
const failures = userFailures;

const accountAnswersSchema = {
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

/**
 * An account answer: a user as the linked-accounts lists show it (e-mail, names, activation, type). Not a record's
 * summary (lib/records.ts's `summaryOf`, the `{id, label, keyName}` a reference embeds): docs/glossary.md.
 */
const accountAnswerOf = (user: UserRow) => ({
  id: user.id,
  email: user.email,
  firstName: user.first_name,
  lastName: user.last_name,
  isActive: user.is_active === 1 && user.first_connect_complete === 1,
  type: user.type,
});

/** The accounts linked to a practice or an aligner company, for administrators. */
export default async function linkedAccountRoutes(app: FastifyInstance): Promise<void> {
  const practices = app.models.byName.get('companies');
  /** The catalogues whose records carry an account and list practices (aligner companies, diagnosticians). */
  const listingPractices = [...accountCatalogues(app.models.all).values()].filter((name) => name !== practices?.name);
  const accountsOf = async (entityIds: number[]) => (await usersOfEntities(app.db, entityIds)).map(accountAnswerOf);

  app.get(
    '/api/companies/:id/user-companies',
    {
      schema: {
        tags,
        summary: "Accounts linked to the practice: its main user, its diagnosticians' and its aligner companies'",
        response: { 200: accountAnswersSchema, ...failures },
      },
    },
    async (request) => {
      const id = idParam(request);
      if (!practices || !(await recordOrNull(app, 'companies', id))) throw notFound('companies');
      const linked = await app.store.relations.referringIds(practices, id, 'companyIds', listingPractices);
      return accountsOf([id, ...linked]);
    },
  );

  app.get(
    '/api/company-aligners/:id/user-companies',
    {
      schema: {
        tags,
        summary: "Accounts linked to the aligner company: its main user and its practices' main users",
        response: { 200: accountAnswersSchema, ...failures },
      },
    },
    async (request) => {
      const id = idParam(request);
      const record = await recordOrNull(app, 'alignerCompanies', id);
      if (!record) throw notFound('alignerCompanies');
      return accountsOf([id, ...idsIn(record.companyIds)]);
    },
  );
}
