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
    const { config } = app;
    if (config.smtpUrl && config.mailFrom.address === DEFAULT_MAIL_FROM)
      app.log.warn(`MAIL_FROM is unset: e-mails go out from ${DEFAULT_MAIL_FROM}, which mail servers may refuse`);
    if (config.smtpUrl && !config.smtpTls.rejectUnauthorized)
      app.log.warn(
        "SMTP_TLS_REJECT_UNAUTHORIZED=false: the mail server's certificate is not checked (prefer SMTP_TLS_CA_FILE)",
      );
    app.decorate('mailer', createMailer({ ...config, from: config.mailFrom }));
  },
  { name: 'mailer', dependencies: ['config'] },
);
