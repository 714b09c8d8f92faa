import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NotificationMails } from '../mail/notificationMails';

declare module 'fastify' {
  interface FastifyInstance {
    /** The product's e-mails, rendered from their notification type's latest template version. */
    mails: NotificationMails;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('mails', new NotificationMails(app.mailer, app.models, app.log));
  },
  { name: 'mails', dependencies: ['mailer', 'models'] },
);
