import { LANGUAGES, type Language } from '../../lib/model';
import {
  latestMailText,
  type MailText,
  renderMail,
  SYSTEM_NOTIFICATIONS,
  type SystemNotificationName,
  systemNotificationRecords,
  NOTIFICATION_TEMPLATES as TEMPLATES,
  NOTIFICATION_TYPES as TYPES,
} from '../../lib/systemNotifications';
import type { Db, Json } from '../db/connection';
import type { ModelRegistry } from '../models';
import type { EntityStore } from '../store/entityStore';
import { type Mailer, MailFailure } from './mailer';
import { MailNotSent } from './mailNotSent';

/** Where a failed sending is told: the server's log. */
interface MailLog {
  error(details: Record<string, unknown>, message: string): void;
}

export interface Recipient {
  email: string;
  /** The user's language (users.language); anything else reads as French, the product's default. */
  language: string;
}

const languageOf = (value: string): Language => (LANGUAGES as readonly string[]).find((l) => l === value) as Language;

/**
 * Sends the product's e-mails, each rendered from the latest template version of its notification type
 * (`notificationTemplates`, versioned per type and language) in the recipient's language, with its
 * parameters. Without a version in that language, the French one; without any, the seeded first version.
 * A message the mail server does not take is logged once and answered 502 / 504 (MailNotSent).
 */
export class NotificationMails {
  constructor(
    private readonly mailer: Mailer,
    private readonly models: ModelRegistry,
    private readonly log: MailLog,
  ) {}

  async send(
    db: Db,
    name: SystemNotificationName,
    to: Recipient,
    parameters: Record<string, string | number>,
  ): Promise<void> {
    const language = languageOf(to.language) ?? LANGUAGES[0];
    const text = await this.latestText(db, SYSTEM_NOTIFICATIONS[name].keyName, language);
    try {
      await this.mailer.send({ to: to.email, ...renderMail(text, parameters) });
    } catch (error) {
      const failure = error instanceof MailFailure ? error : new MailFailure(String(error), false);
      // Once, here: which e-mail, to whom and why; never its text (it may hold a password, a link or a code).
      this.log.error(
        { mail: SYSTEM_NOTIFICATIONS[name].keyName, to: to.email, reason: failure.reason },
        'e-mail not sent',
      );
      throw new MailNotSent(failure.timedOut);
    }
  }

  private async latestText(db: Db, keyName: string, language: Language): Promise<MailText> {
    const fallback = Object.values(SYSTEM_NOTIFICATIONS).find((n) => n.keyName === keyName)!.firstVersion;
    if (!this.models.byName.has(TYPES) || !this.models.byName.has(TEMPLATES)) return fallback[language];
    const type = await activeRows(db, TYPES).where('key_name', '=', keyName.toLowerCase()).executeTakeFirst();
    if (!type) return fallback[language];
    const versions = (await activeRows(db, TEMPLATES).execute())
      .map((row) => JSON.parse(row.data) as Json)
      .filter((template) => template.notificationTypeId === type.id);
    return latestMailText(versions, language, fallback);
  }
}

const activeRows = (db: Db, resource: string) =>
  db.selectFrom('entities').select(['id', 'data']).where('resource', '=', resource).where('deleted_at', 'is', null);

/**
 * The notification types of the e-mails the server sends, with their first versions, are created on
 * every start where missing (whatever SEED says): the administrator edits them like any other.
 */
export async function installSystemNotifications(store: EntityStore, models: ModelRegistry): Promise<void> {
  const types = models.byName.get(TYPES);
  const templates = models.byName.get(TEMPLATES);
  if (!types || !templates) return;
  for (const notification of Object.values(SYSTEM_NOTIFICATIONS)) {
    const existing = await activeRows(store.db, TYPES)
      .where('key_name', '=', notification.keyName.toLowerCase())
      .executeTakeFirst();
    if (existing) continue;
    await store.db.transaction().execute(async (trx) => {
      const records = systemNotificationRecords(notification);
      const type = await store.create(types, records.type, trx);
      for (const template of records.templates(type.id as number)) await store.create(templates, template, trx);
    });
  }
}
