import type { FastifyInstance } from 'fastify';
import { mailResetLink } from '../../auth/mailFlows';
import { assertPasswordRule } from '../../auth/passwords';
import { existingUser, setPassword } from '../../auth/users';
import { passwordBody, userFailures, userTags } from '../../http/accountCalls';
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
      await app.accounts.refreshCredentials(app.db, user.id);
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
      await mailResetLink(app, await existingUser(app.db, idParam(request)), false);
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
      await setPassword(app.db, user.id, password);
      return {};
    },
  );
}
