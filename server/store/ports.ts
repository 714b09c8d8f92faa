import type { RawBuilder } from 'kysely';
import type { ResourceModel } from '../../lib/model';
import type { WriteRules } from '../../lib/validation';
import type { Db, Json } from '../db/connection';

/**
 * What the store asks of the rest of the server, declared here and implemented elsewhere, so that the store
 * depends on no room that depends on it: the caller's account check (server/auth/accountCheck.ts), the accounts
 * of catalogues with an `account` (server/accounts/accountService.ts), uploaded images (server/files/fileStore.ts).
 */

/**
 * The caller's account check carried by a read's own statement (one round trip instead of two on PostgreSQL):
 * the statement selects `active`, and hands what it answered to `settle` before looking at its data.
 */
export interface CallerCheck {
  /** SQL answering 1 when the caller's account is active and not deleted, else 0. */
  readonly active: RawBuilder<number>;
  /** Takes what the statement answered for `active`: throws 401 / 1100 unless the account was found active. */
  settle(active: unknown): void;
}

/** What a record's read-only account fields are made of: its active user. */
export interface AccountOfRecord {
  id: number;
  first_connect_complete: number;
}

/** How one record is created: the demo data's validation rules, and whether its account's holder is e-mailed. */
export interface CreateRules extends WriteRules {
  /**
   * false (the demo data): the linked account is created without its credentials e-mail, its temporary password
   * known to no one (docs/operations.md, "First start"). Clients' writes always send it.
   */
  mailCredentials?: boolean;
}

/** The linked user account of practices, aligner companies and diagnosticians. */
export interface AccountHooks {
  /** The record's account, its temporary credentials e-mailed unless `mailCredentials` is false. */
  created(db: Db, model: ResourceModel, entityId: number, record: Json, mailCredentials?: boolean): Promise<void>;
  updated(db: Db, model: ResourceModel, entityId: number, record: Json): Promise<void>;
  removed(db: Db, model: ResourceModel, entityId: number): Promise<void>;
  /** The account of a record put back from the trash signs in again (with new credentials; its sessions stay revoked). */
  restored(db: Db, model: ResourceModel, entityId: number): Promise<void>;
  /** Adds the account's read-only fields (user id, active flag) to records of a model with an account. */
  decorate(db: Db, model: ResourceModel, records: Json[]): Promise<void>;
  /** The same for one record whose account (its active user, if any) was read with it. */
  decorateOne(model: ResourceModel, record: Json, user: AccountOfRecord | undefined): void;
  /** Throws 409 when the e-mail is used by another account than the entity's own. */
  assertEmailFree(db: Db, email: string, field: string, entityId?: number): Promise<void>;
}

/** Stores an uploaded image and answers the path it is served from. */
export interface ImageSaver {
  saveBase64(
    db: Db,
    base64: string,
    originalName: string,
    kind: string,
  ): Promise<{ path: string; originalName: string }>;
  /** Marks an uploaded file deleted (a record owning one through `fileId` releases it when removed). */
  remove(db: Db, id: number, actorId: number | null): Promise<void>;
}
