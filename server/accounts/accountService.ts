import type { AccountSpec, ResourceModel } from '../../lib/model';
import { type SystemNotificationName, UNCONFIGURED_LOGIN_URL } from '../../lib/systemNotifications';
import { generatePassword, hashPassword } from '../auth/passwords';
import type { Db, Json } from '../db/connection';
import { accessDenied, duplicate, notFound } from '../errors';
import type { NotificationMails } from '../mail/notificationMails';
import type { AccountHooks, AccountOfRecord } from '../store/ports';

const ROLE_OF: Record<AccountSpec['type'], string> = {
  practitioner: 'ROLE_USER_PRACTITIONER',
  aligner: 'ROLE_USER_ALIGNER',
  third_party: 'ROLE_USER_THIRD_PARTY',
};

const now = () => new Date().toISOString();
const ID_BATCH = 500;

/** The user accounts created with practices, aligner companies and diagnosticians. */
export class AccountService implements AccountHooks {
  constructor(
    private readonly mails: NotificationMails,
    private readonly signInUrls: {
      /** Practices, aligner companies and diagnosticians sign in there, never in this back-office. */
      practitionerUrl: string | undefined;
      /** Administrators sign in to this console. */
      consoleUrl: string;
    },
  ) {}

  async assertEmailFree(db: Db, email: string, field: string, entityId?: number): Promise<void> {
    const user = await db
      .selectFrom('users')
      .select(['id', 'entity_id'])
      .where('email', '=', email.toLowerCase())
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (user && (entityId === undefined || user.entity_id !== entityId)) throw duplicate(field);
  }

  async created(db: Db, model: ResourceModel, entityId: number, record: Json, mailCredentials = true): Promise<void> {
    const account = model.account!;
    const email = String(record[account.email]).toLowerCase();
    const password = generatePassword();
    const language = record.defaultLanguage === 'en' ? 'en' : 'fr';
    const inserted = await db
      .insertInto('users')
      .values({
        email,
        login: email,
        password_hash: await hashPassword(password),
        first_name: String(record[account.firstName] ?? ''),
        last_name: String(record[account.lastName] ?? ''),
        roles: JSON.stringify([ROLE_OF[account.type]]),
        type: account.type,
        first_connect_complete: 0,
        must_change_password: 1,
        language,
        company_id: account.type === 'practitioner' ? entityId : null,
        entity_id: entityId,
        is_active: 1,
        created_at: now(),
      })
      .returning(['email', 'first_name', 'last_name', 'language', 'type'])
      .executeTakeFirstOrThrow();
    // Demo accounts get no e-mail: their temporary password is forgotten here, until an administrator sends new ones.
    if (mailCredentials) await this.mailCredentials(db, 'accountCreated', inserted, password);
  }

  async updated(db: Db, model: ResourceModel, entityId: number, record: Json): Promise<void> {
    const account = model.account!;
    const user = await this.userOf(db, entityId);
    if (account.lockedUntilActivated && !user.first_connect_complete) {
      throw accessDenied('the account is not activated yet');
    }
    const email = String(record[account.email]).toLowerCase();
    await db
      .updateTable('users')
      .set({
        email,
        login: email,
        first_name: String(record[account.firstName] ?? ''),
        last_name: String(record[account.lastName] ?? ''),
      })
      .where('id', '=', user.id)
      .execute();
  }

  async removed(db: Db, _model: ResourceModel, entityId: number): Promise<void> {
    const user = await db.selectFrom('users').select('id').where('entity_id', '=', entityId).executeTakeFirst();
    if (!user) return;
    await db.updateTable('users').set({ deleted_at: now(), is_active: 0 }).where('id', '=', user.id).execute();
    await db.updateTable('refresh_tokens').set({ revoked_at: now() }).where('user_id', '=', user.id).execute();
  }

  /** The record's last account, disabled by its delete, is enabled again (its e-mail was checked free by the write). */
  async restored(db: Db, _model: ResourceModel, entityId: number): Promise<void> {
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('entity_id', '=', entityId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    if (!user) return;
    await db.updateTable('users').set({ deleted_at: null, is_active: 1 }).where('id', '=', user.id).execute();
  }

  async decorate(db: Db, model: ResourceModel, records: Json[]): Promise<void> {
    const ids = records.map((r) => r.id as number);
    const byEntity = new Map<number | null, AccountOfRecord>();
    // A list decorates the whole catalogue: ids go in batches, below both databases' bound-parameter limits.
    for (let start = 0; start < ids.length; start += ID_BATCH) {
      const users = await db
        .selectFrom('users')
        .select(['id', 'entity_id', 'first_connect_complete'])
        .where('entity_id', 'in', ids.slice(start, start + ID_BATCH))
        .where('deleted_at', 'is', null)
        .execute();
      for (const user of users) byEntity.set(user.entity_id, user);
    }
    for (const record of records) this.decorateOne(model, record, byEntity.get(record.id as number));
  }

  decorateOne(model: ResourceModel, record: Json, user: AccountOfRecord | undefined): void {
    const account = model.account!;
    record[account.userId] = user?.id ?? null;
    record[account.isActive] = user ? user.first_connect_complete === 1 : false;
  }

  /** Re-sends temporary credentials to the linked user, who must set a password (docs/product-rules.md, "Roles"). */
  async refreshCredentials(db: Db, userId: number): Promise<void> {
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'first_name', 'last_name', 'language', 'type'])
      .where('id', '=', userId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!user) throw notFound('user');
    const password = generatePassword();
    await db
      .updateTable('users')
      .set({ password_hash: await hashPassword(password), must_change_password: 1 })
      .where('id', '=', user.id)
      .execute();
    await db.updateTable('refresh_tokens').set({ revoked_at: now() }).where('user_id', '=', user.id).execute();
    await this.mailCredentials(db, 'credentialsRefreshed', user, password);
  }

  private async userOf(db: Db, entityId: number) {
    const user = await db
      .selectFrom('users')
      .select(['id', 'first_connect_complete'])
      .where('entity_id', '=', entityId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!user) throw notFound('user');
    return user;
  }

  private async mailCredentials(
    db: Db,
    notification: Extract<SystemNotificationName, 'accountCreated' | 'credentialsRefreshed'>,
    user: { email: string; first_name: string; last_name: string; language: string; type: string },
    password: string,
  ): Promise<void> {
    const language = user.language === 'en' ? 'en' : 'fr';
    const { practitionerUrl, consoleUrl } = this.signInUrls;
    await this.mails.send(db, notification, user, {
      firstName: user.first_name,
      lastName: user.last_name,
      login: user.email,
      temporaryPassword: password,
      loginUrl: user.type === 'admin' ? consoleUrl : (practitionerUrl ?? UNCONFIGURED_LOGIN_URL[language]),
    });
  }
}
