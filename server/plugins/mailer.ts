import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends e-mails through SMTP_URL, else writes them to the data folder's outbox. */
    mailer: Mailer;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('mailer', createMailer({ smtpUrl: app.config.smtpUrl, dataDir: app.config.dataDir }));
  },
  { name: 'mailer', dependencies: ['config'] },
);
