import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AccountService } from '../accounts/accountService';

declare module 'fastify' {
  interface FastifyInstance {
    /** The user accounts created with practices, aligner companies and diagnosticians. */
    accounts: AccountService;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'accounts',
      new AccountService(app.mails, { practitionerUrl: app.config.practitionerUrl, consoleUrl: app.config.publicUrl }),
    );
  },
  { name: 'accounts', dependencies: ['config', 'mails'] },
);
