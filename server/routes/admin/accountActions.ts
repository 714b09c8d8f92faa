import type { FastifyInstance } from 'fastify';
import { mailResetLink } from '../../auth/mailFlows';
import { assertPasswordRule } from '../../auth/passwords';
import { existingUser, setPassword } from '../../auth/users';
import { accountEntry } from '../../history/accountEntries';
import { passwordBody, userFailures, userTags } from '../../http/accountCalls';
import { authorOf } from '../../http/author';
import { idParam } from '../../http/params';
import { emptySchema } from '../../http/schemas';

const tags = userTags;
const failures = userFailures;

/** What an administrator does to another user's credentials: new temporary ones, a reset link, a new password. */
export default async function accountActionRoutes(app: FastifyInstance): Promise<void> {
  app.put(
    '/api/users/:id/refresh-credentials',
    {
      schema: {
        tags,
        summary: 'E-mail new temporary credentials to the user',
        response: { 204: { type: 'null' }, ...failures },
      },
    },
    async (request, reply) => {
      const user = await existingUser(app.db, idParam(request));
      await app.db.transaction().execute(async (trx) => {
        await app.accounts.refreshCredentials(trx, user.id);
        await app.history.record(trx, accountEntry('refresh-credentials', user, authorOf(request, true)));
      });
      return reply.code(204).send();
    },
  );

  app.put(
    '/api/users/:id/password-reset-request',
    {
      schema: {
        tags,
        summary: 'E-mail a password reset link to the user',
        response: { 200: emptySchema, ...failures },
      },
    },
    async (request) => {
      const user = await existingUser(app.db, idParam(request));
      await mailResetLink(app, user, false);
      await app.history.record(app.db, accountEntry('password-reset-request', user, authorOf(request, true)));
      return {};
    },
  );

  app.post(
    '/api/users/:id/password-reset-password',
    {
      schema: {
        tags,
        summary: "Set another user's password (ends that user's sessions)",
        body: passwordBody,
        response: { 200: emptySchema, ...failures },
      },
    },
    async (request) => {
      const user = await existingUser(app.db, idParam(request));
      const { password } = request.body as { password: string };
      assertPasswordRule(password);
      await app.db.transaction().execute(async (trx) => {
        await setPassword(trx, user.id, password);
        await app.history.record(trx, accountEntry('password-set', user, authorOf(request, true)));
      });
      return {};
    },
  );
}
