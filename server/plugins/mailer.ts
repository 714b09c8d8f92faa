import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DEFAULT_MAIL_FROM } from '../config';
import { createMailer, type Mailer } from '../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends e-mails through SMTP_URL, else writes them to the data folder's outbox. */
    mailer: Mailer;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const { smtpUrl, dataDir, mailFrom } = app.config;
    if (smtpUrl && mailFrom.address === DEFAULT_MAIL_FROM)
      app.log.warn(`MAIL_FROM is unset: e-mails go out from ${DEFAULT_MAIL_FROM}, which mail servers may refuse`);
    app.decorate('mailer', createMailer({ smtpUrl, dataDir, from: mailFrom }));
  },
  { name: 'mailer', dependencies: ['config'] },
);
