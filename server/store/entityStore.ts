import { type Kysely, sql, type Transaction } from 'kysely';
import { isId } from '../../lib/ids';
import { type ListQuery, viewCountQueries } from '../../lib/listRules';
import type { ResourceModel } from '../../lib/model';
import { keyFieldOf } from '../../lib/model';
import {
  checkBatch,
  keptFields,
  keyNameOf,
  moveInGroup,
  parentKeyOf,
  summaryOf,
  validatedBatch,
  validationError,
  writeChecksOf,
} from '../../lib/records';
import { checkVersion, type IfMatch, versionRead } from '../../lib/recordVersion';
import { validateRecord } from '../../lib/validation';
import type { FoldedAccountCheck } from '../auth/accountCheck';
import { isPostgres } from '../db/ddl';
import type { Database, EntityRow } from '../db/schema';
import { sendWrites, type Write } from '../db/sendWrites';
import { duplicate, notFound, protectedResource, staleVersion } from '../errors';
import type { ModelRegistry } from '../models';
import { ListIndex } from './listIndex';
import { ListSql } from './listSql';
import { checkRecordRules } from './recordRules';
import { RelationStore } from './relationStore';
import {
  type AccountColumns,
  type AccountOfRecord,
  accountColumns,
  accountOf,
  activeRows,
  assertExists,
  type Db,
  findRow,
  findRowSharing,
  type Json,
  now,
  type ReferencedRow,
  referencedIds,
  refWrites,
  sameReferences,
  toRecord,
  writeRefs,
} from './rows';

export type { AccountOfRecord, Db, Json } from './rows';

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

/** The linked user account of practices, aligner companies and diagnosticians. */
export interface AccountHooks {
  created(db: Db, model: ResourceModel, entityId: number, record: Json): Promise<void>;
  updated(db: Db, model: ResourceModel, entityId: number, record: Json): Promise<void>;
  removed(db: Db, model: ResourceModel, entityId: number): Promise<void>;
  /** Adds the account's read-only fields (user id, active flag) to records of a model with an account. */
  decorate(db: Db, model: ResourceModel, records: Json[]): Promise<void>;
  /** The same for one record whose account (its active user, if any) was read with it. */
  decorateOne(model: ResourceModel, record: Json, user: AccountOfRecord | undefined): void;
  /** Throws 409 when the e-mail is used by another account than the entity's own. */
  assertEmailFree(db: Db, email: string, field: string, entityId?: number): Promise<void>;
}

/** The unique index a failed write hit, when another request took the value between our check and our write. */
function uniqueIndexHit(error: unknown): 'keyName' | 'email' | null {
  const { constraint, message = '' } = (error ?? {}) as { constraint?: string; message?: string };
  if (
    constraint === 'entities_key_name_unique' ||
    message.includes('UNIQUE constraint failed: entities.resource, entities.key_name')
  )
    return 'keyName';
  if (constraint === 'users_email_unique' || message.includes('UNIQUE constraint failed: users.email')) return 'email';
  return null;
}

/**
 * Keeps the record as it was before an update, and forgets versions older than the last KEPT_VERSIONS (versions
 * count from 1: a record updated fewer times has none to forget, and no statement is sent for them).
 */
function versionWrites(db: Db, row: EntityRow): Write[] {
  const kept = db
    .insertInto('entity_versions')
    .values({ entity_id: row.id, version: row.version, data: row.data, replaced_at: now() });
  if (row.version <= KEPT_VERSIONS) return [kept];
  return [
    kept,
    db
      .deleteFrom('entity_versions')
      .where('entity_id', '=', row.id)
      .where('version', '<=', row.version - KEPT_VERSIONS),
  ];
}

/** The `{id, label, keyName}` summary a record embeds for a reference: none without a target or its stored data. */
function embeddedSummary(summarized: ResourceModel, target: unknown, data: unknown): Json | null {
  return typeof target === 'number' && typeof data === 'string'
    ? summaryOf(summarized, JSON.parse(data) as Json, target)
    : null;
}

/** Past versions of a record kept to name what changed since (an older one is compared field by field with the update). */
const KEPT_VERSIONS = 50;

/** A record and its version (answered as the ETag). */
export interface VersionedRecord {
  record: Json;
  version: number;
}

/** The `reference` fields declaring an `embed`: the name their target's summary is answered under, and its model. */
function embedsOf(
  models: ModelRegistry,
  model: ResourceModel,
): Array<{ field: string; embed: string; summarized: ResourceModel }> {
  return Object.entries(model.fields).flatMap(([field, spec]) => {
    const summarized = spec.type === 'reference' && spec.embed ? models.byName.get(spec.resource) : undefined;
    return summarized && spec.type === 'reference' && spec.embed ? [{ field, embed: spec.embed, summarized }] : [];
  });
}

/** Attempts of a transaction PostgreSQL aborts to resolve a deadlock. */
const RETRIES = 3;

/** A refused record of a bulk write names its position. */

/** The position of a row created in a transaction that has not yet placed it among its siblings. */
const UNPLACED = -1;

/** A bulk write at least this large is followed by the upkeep of `tidyAfterBulkWrite`. */
const TIDY_AFTER = 1000;

export class EntityStore {
  /** Relation and children calls over this store's records. */
  readonly relations: RelationStore;
  /** What list calls filter, order and search on, kept at write time. */
  readonly listIndex: ListIndex;
  private readonly listSql: ListSql;
  private readonly postgres: boolean;
  /** The upkeep after bulk writes running, if any; whether another was asked for meanwhile. */
  private tidying?: Promise<void>;
  private tidyAgain = false;

  constructor(
    readonly db: Kysely<Database>,
    readonly models: ModelRegistry,
    private readonly images: ImageSaver,
    private readonly accounts: AccountHooks,
    /** PostgreSQL: connections keeping one plan per statement, for small catalogues' pages (openOnePlanDatabase). */
    readonly onePlan?: Kysely<Database>,
  ) {
    this.postgres = isPostgres(db as Kysely<unknown>);
    this.listIndex = new ListIndex(models, this.postgres);
    this.listSql = new ListSql(this.postgres);
    this.relations = new RelationStore(db, models, (trx, model, records) => this.decorate(trx, model, records));
  }

  model(name: string): ResourceModel {
    const model = this.models.byName.get(name);
    if (!model) throw notFound(name);
    return model;
  }

  activeRows(db: Db, resource: string) {
    return activeRows(db, resource);
  }

  findRow(db: Db, model: ResourceModel, id: number): Promise<EntityRow> {
    return findRow(db, model, id);
  }

  toRecord(model: ResourceModel, row: EntityRow): Json {
    return toRecord(model, row);
  }

  /**
   * One page of a list call, answered by the list index (server/store/listSql.ts). `caller`: the caller's account
   * check, answered by the page's own statement (server/auth/accountCheck.ts), settled before the rows are used;
   * mostly still pending when the page is empty (whoever gave it asks the account alone then; ListSql.page).
   */
  async list(model: ResourceModel, query: ListQuery, language = 'fr', caller?: FoldedAccountCheck): Promise<Json[]> {
    const rows = await this.listSql.page(this.db, model, query, language, caller, this.onePlan);
    const records = rows.map((row) => toRecord(model, row));
    // The page's rows carry their accounts (ListSql reads them in the same statement).
    if (model.account)
      for (const [i, record] of records.entries()) this.accounts.decorateOne(model, record, accountOf(rows[i]));
    return this.embedSummaries(this.db, model, records);
  }

  /** How many active records match the query's filters and search (its paging and order do not matter). */
  count(model: ResourceModel, query: ListQuery): Promise<number> {
    return this.listSql.count(this.db, model, query);
  }

  /** The number of active records of every console view of every listed catalogue, by view name. */
  async counts(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const { view, model, query } of viewCountQueries(this.models.all))
      counts[view] = await this.count(model, query);
    return counts;
  }

  async get(model: ResourceModel, id: number, db: Db = this.db): Promise<Json> {
    return (await this.read(model, id, db)).record;
  }

  /**
   * The record and its version, read from one row. Its embedded summaries and account fields come with the row,
   * in the same statement (each is one more round trip on PostgreSQL otherwise), and so does the caller's account
   * check when one is given (`caller`, server/auth/accountCheck.ts): the statement is driven from it, so it
   * answers one row whether the record exists or not, and a refused caller never sees the record nor its 404.
   */
  async read(
    model: ResourceModel,
    id: number,
    db: Db = this.db,
    caller?: FoldedAccountCheck,
  ): Promise<VersionedRecord> {
    if (!isId(id)) throw notFound(model.name);
    const embeds = embedsOf(this.models, model);
    const row = (await db
      .selectFrom(sql<{ caller_active: number }>`(select ${caller?.active ?? sql`1`} as caller_active)`.as('caller'))
      .leftJoin('entities as e', (join) =>
        join.on('e.id', '=', id).on('e.resource', '=', model.name).on('e.deleted_at', 'is', null),
      )
      .select('caller.caller_active')
      .selectAll('e')
      .select(
        embeds.map(({ field }, i) =>
          // The target by its primary key (a join here may be planned as a walk of every entity in id order).
          sql<string | null>`(select r.data from entities r where r.id = (select f.to_id from entity_refs f
            where f.from_id = e.id and f.field = ${field} limit 1))`.as(`embed_${i}`),
        ),
      )
      .$if(!!model.account, (query) => query.select(accountColumns()))
      .executeTakeFirstOrThrow()) as EntityRow & Partial<AccountColumns> & Record<string, unknown>;
    caller?.settle(row.caller_active);
    if (row.id === null) throw notFound(model.name);
    const decorated = toRecord(model, row);
    embeds.forEach(({ field, embed, summarized }, i) => {
      decorated[embed] = embeddedSummary(summarized, decorated[field], row[`embed_${i}`]);
    });
    if (model.account) this.accounts.decorateOne(model, decorated, accountOf(row));
    for (const [path, child] of Object.entries(model.children ?? {})) {
      if (child.embed) decorated[child.embed] = await this.relations.children(model, id, path, db);
    }
    return { record: decorated, version: row.version };
  }

  /**
   * Runs `work` inside `trx` when a caller spans several writes over one transaction, else in a new one,
   * run again when PostgreSQL chose it as a deadlock victim or could not serialise it.
   */
  async transaction<T>(work: (trx: Transaction<Database>) => Promise<T>, trx?: Transaction<Database>): Promise<T> {
    if (trx) return work(trx);
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction().execute(work);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (attempt >= RETRIES || (code !== '40P01' && code !== '40001')) throw error;
      }
    }
  }

  /** PostgreSQL runs requests in parallel: two writes of one keyName or e-mail both pass checkWrite, one hits the index. */
  private uniqueClash(model: ResourceModel, error: unknown): never {
    const hit = uniqueIndexHit(error);
    if (hit === 'keyName') throw duplicate(keyFieldOf(model) ?? 'keyName');
    if (hit === 'email' && model.account) throw duplicate(model.account.email);
    throw error;
  }

  async create(model: ResourceModel, input: unknown, inTrx?: Transaction<Database>): Promise<Json> {
    const checked = validateRecord(model, input);
    if (!checked.ok) throw validationError(checked.problem);
    return this.transaction(async (trx) => {
      const data = checked.data;
      await this.checkWrite(trx, model, data);
      if (model.versioned) await this.assignVersion(trx, model, data);
      await this.storeImages(trx, model, data, checked.images);
      const id = await this.insertRow(trx, model, data);
      await writeRefs(trx, model, id, data, true);
      await this.listIndex.write(trx, model, [{ id, data }], true);
      if (model.account) await this.accounts.created(trx, model, id, data);
      const record = await this.get(model, id, trx);
      return this.place(trx, model, id, data, record);
    }, inTrx).catch((error) => this.uniqueClash(model, error));
  }

  /**
   * The bulk path: many records of one catalogue validated as single writes are, written in one
   * transaction (all or none). A refused record answers its error with its position as `index`.
   */
  async createMany(model: ResourceModel, inputs: unknown[]): Promise<number[]> {
    const checked = validatedBatch(model, inputs);
    return this.transaction(async (trx) => {
      const ids: number[] = [];
      await checkBatch(model, checked, async (data) => {
        await this.checkWrite(trx, model, data);
        if (model.versioned) await this.assignVersion(trx, model, data);
      });
      const stamp = now();
      const orders = new Map<string, number>();
      for (let start = 0; start < checked.length; start += 500) {
        const part = checked.slice(start, start + 500);
        const values = [];
        for (const data of part) {
          const parentKey = parentKeyOf(model, data);
          const order = orders.get(parentKey) ?? (await this.nextOrder(trx, model, parentKey));
          orders.set(parentKey, order + 1);
          values.push({
            resource: model.name,
            data: JSON.stringify(data),
            key_name: keyNameOf(model, data),
            parent_key: parentKey,
            display_order: order,
            created_at: stamp,
            updated_at: stamp,
          });
        }
        const inserted = await trx.insertInto('entities').values(values).returning('id').execute();
        const written = inserted.map((row, i) => ({ id: row.id, data: part[i] }));
        for (const { id, data } of written) {
          await writeRefs(trx, model, id, data, true);
          if (model.account) await this.accounts.created(trx, model, id, data);
        }
        await this.listIndex.write(trx, model, written, true);
        ids.push(...written.map((w) => w.id));
      }
      return ids;
    })
      .catch((error) => this.uniqueClash(model, error))
      .then((ids) => {
        if (ids.length >= TIDY_AFTER) this.tidyAfterBulkWrite();
        return ids;
      });
  }

  /**
   * After a bulk write, in the background (reads and writes go on), once after the running upkeep if several bulk
   * writes come in a row:
   * - PostgreSQL plans list calls from table statistics, which autovacuum refreshes only a minute or so after a bulk
   *   write: until then a catalogue that grew by thousands of rows can get a plan made for an empty one. VACUUM
   *   (ANALYZE) refreshes them at once and marks the new rows' pages all-visible, which lets list pages find their ids
   *   by index-only scans (docs/storage.md).
   * - SQLite's full-text index keeps each write transaction's rows as a segment, and a search reads every segment:
   *   they are merged into one (`ListIndex.mergeSearchSegments`).
   */
  private tidyAfterBulkWrite(): void {
    if (this.tidying) {
      this.tidyAgain = true;
      return;
    }
    const upkeep = this.postgres
      ? sql`vacuum (analyze) entities, entity_terms, entity_sort_keys, entity_search, entity_refs`.execute(this.db)
      : this.listIndex.mergeSearchSegments(this.db);
    this.tidying = upkeep
      .then(() => undefined)
      .catch(() => undefined)
      .finally(() => {
        this.tidying = undefined;
        if (this.tidyAgain) {
          this.tidyAgain = false;
          this.tidyAfterBulkWrite();
        }
      });
  }

  /** Resolves once the upkeep after bulk writes has ended (the bench measures a loaded database as it is left then). */
  async tidied(): Promise<void> {
    while (this.tidying) await this.tidying;
  }

  /**
   * Inserts a record the server composes itself (read-only fields included, no validation), e.g. an
   * uploaded image overlay; `complete` adds the fields that need the new id.
   */
  async createInternal(model: ResourceModel, data: Json, complete?: (id: number) => Json): Promise<Json> {
    return this.transaction(async (trx) => {
      const id = await this.insertRow(trx, model, data);
      const full = { ...data, ...complete?.(id) };
      if (complete)
        await trx
          .updateTable('entities')
          .set({ data: JSON.stringify(full) })
          .where('id', '=', id)
          .execute();
      await writeRefs(trx, model, id, full, true);
      await this.listIndex.write(trx, model, [{ id, data: full }], true);
      const record = await this.get(model, id, trx);
      return this.place(trx, model, id, full, record);
    });
  }

  /** Inserts a new record's row, not yet placed among its siblings (see place). */
  private async insertRow(trx: Transaction<Database>, model: ResourceModel, data: Json): Promise<number> {
    const stamp = now();
    const inserted = await trx
      .insertInto('entities')
      .values({
        resource: model.name,
        data: JSON.stringify(data),
        key_name: keyNameOf(model, data),
        parent_key: parentKeyOf(model, data),
        display_order: UNPLACED,
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  /**
   * The last step of a create: the new record takes the position after its siblings' last one, and the
   * record answered (read and decorated before) gets it. Creates within one sibling group take turns only
   * for this statement and their commit (PostgreSQL's advisory lock), not for the whole write.
   */
  private async place(trx: Transaction<Database>, model: ResourceModel, id: number, data: Json, record: Json) {
    const parentKey = parentKeyOf(model, data);
    await this.lockSiblings(trx, model, parentKey);
    // The new row (still UNPLACED, below every position) is among the rows compared: an empty group gives 0.
    const placed = await trx
      .updateTable('entities')
      .set({
        display_order: sql<number>`(select max(s.display_order) + 1 from entities s
          where s.resource = ${model.name} and s.deleted_at is null and s.parent_key = ${parentKey})`,
      })
      .where('id', '=', id)
      .returning('display_order')
      .executeTakeFirstOrThrow();
    if (model.orderable) record.displayOrder = placed.display_order;
    return record;
  }

  async update(model: ResourceModel, id: number, input: unknown, inTrx?: Transaction<Database>): Promise<Json> {
    return (await this.updateVersioned(model, id, input, { check: false }, inTrx)).record;
  }

  /**
   * An update, refused (409 / 1204) when `ifMatch` names versions the stored record no longer has: checked
   * under the row's lock, so two updates made on one version cannot both pass (docs/record-versions.md).
   */
  async updateVersioned(
    model: ResourceModel,
    id: number,
    input: unknown,
    ifMatch: IfMatch,
    inTrx?: Transaction<Database>,
    caller?: FoldedAccountCheck,
  ): Promise<VersionedRecord> {
    return this.transaction(async (trx) => {
      // PostgreSQL: the records the body refers to are read and locked for share with the row (checkWrite).
      const { row, shared } = await findRowSharing(
        trx,
        model,
        id,
        this.postgres,
        caller,
        this.postgres ? referencedIdsIn(model, input) : [],
      );
      const current = JSON.parse(row.data) as Json;
      await this.checkVersion(trx, model, row, current, ifMatch, input);
      const checked = validateRecord(model, input, current);
      if (!checked.ok) throw validationError(checked.problem);
      const data = { ...keptFields(model, current), ...checked.data };
      const referenced = await this.checkWrite(trx, model, data, id, row.key_name, shared);
      await this.storeImages(trx, model, data, checked.images);
      const parentKey = parentKeyOf(model, data);
      const moved = parentKey !== row.parent_key;
      if (moved) await this.lockSiblings(trx, model, parentKey);
      const written: EntityRow = {
        ...row,
        data: JSON.stringify(data),
        key_name: keyNameOf(model, data),
        parent_key: parentKey,
        display_order: moved ? await this.nextOrder(trx, model, parentKey) : row.display_order,
        updated_at: now(),
        version: row.version + 1,
      };
      // The row, its version, its references and its index in one statement on PostgreSQL (server/db/sendWrites.ts).
      await sendWrites(trx, this.postgres, [
        trx
          .updateTable('entities')
          .set({
            data: written.data,
            key_name: written.key_name,
            parent_key: written.parent_key,
            display_order: written.display_order,
            updated_at: written.updated_at,
            version: written.version,
          })
          .where('id', '=', id),
        ...versionWrites(trx, row),
        ...(sameReferences(model, current, data) ? [] : refWrites(trx, model, id, data)),
        // The index rows stored are derived from the record as locked, not read (ListIndex.storedOf).
        ...(await this.listIndex.writesFor(trx, model, [{ id, data }], false, referenced, new Map([[id, current]]))),
      ]);
      await this.listIndex.nameChanged(trx, model, id, current, data);
      if (model.account) await this.accounts.updated(trx, model, id, data);
      return this.answer(trx, model, written, referenced);
    }, inTrx).catch((error) => this.uniqueClash(model, error));
  }

  /**
   * What `read` answers for a record just written, built from the row written and the referenced rows its checks
   * read (locked until the write commits), without reading it back: one round trip less on PostgreSQL. A catalogue
   * with account fields or embedded children, or a summary whose record was not read, is read back.
   */
  private async answer(
    db: Db,
    model: ResourceModel,
    row: EntityRow,
    referenced: ReadonlyMap<number, ReferencedRow>,
  ): Promise<VersionedRecord> {
    const embedded = Object.values(model.children ?? {}).some((child) => child.embed);
    if (model.account || embedded) return this.read(model, row.id, db);
    const record = toRecord(model, row);
    for (const { field, embed, summarized } of embedsOf(this.models, model)) {
      const target = record[field];
      const found = typeof target === 'number' ? referenced.get(target) : undefined;
      if (typeof target === 'number' && !found) return this.read(model, row.id, db);
      record[embed] = embeddedSummary(summarized, target, found?.data);
    }
    return { record, version: row.version };
  }

  /** lib/recordVersion's rule, with the record as it was at the version the client read when still kept. */
  private async checkVersion(
    db: Db,
    model: ResourceModel,
    row: EntityRow,
    current: Json,
    ifMatch: IfMatch,
    input: unknown,
  ): Promise<void> {
    if (!ifMatch.check || ifMatch.versions.includes(row.version)) return;
    const asked = versionRead(ifMatch);
    const kept =
      asked === undefined
        ? undefined
        : await db
            .selectFrom('entity_versions')
            .select('data')
            .where('entity_id', '=', row.id)
            .where('version', '=', asked)
            .executeTakeFirst();
    const result = checkVersion({
      ifMatch,
      model,
      stored: { version: row.version, data: current },
      base: kept ? (JSON.parse(kept.data) as Json) : undefined,
      incoming: input && typeof input === 'object' ? (input as Json) : {},
    });
    if (!result.ok) throw staleVersion(result.changedFields);
  }

  async remove(model: ResourceModel, id: number, actorId: number | null, inTrx?: Transaction<Database>): Promise<void> {
    const fileId = await this.transaction(async (trx) => {
      const row = await this.lockRow(trx, model, id);
      const referencing = await trx
        .selectFrom('entity_refs')
        .innerJoin('entities', 'entities.id', 'entity_refs.from_id')
        .select('entities.id')
        .where('entity_refs.to_resource', '=', model.name)
        .where('entity_refs.to_id', '=', id)
        .where('entities.deleted_at', 'is', null)
        .where('entities.id', '!=', id)
        .executeTakeFirst();
      if (referencing) throw protectedResource();
      await trx.updateTable('entities').set({ deleted_at: now(), deleted_by: actorId }).where('id', '=', id).execute();
      await this.listIndex.remove(trx, [id]);
      if (model.account) await this.accounts.removed(trx, model, id);
      return (JSON.parse(row.data) as Json).fileId;
    }, inTrx);
    if (isId(fileId)) await this.images.remove(inTrx ?? this.db, fileId, actorId);
  }

  /** Moves a record to `position` among its siblings and renumbers the group densely. */
  async reorder(
    model: ResourceModel,
    id: number,
    position: number,
  ): Promise<Array<{ id: number; displayOrder: number }>> {
    return this.transaction(async (trx) => {
      const row = await findRow(trx, model, id);
      await this.lockSiblings(trx, model, row.parent_key);
      const siblings = await activeRows(trx, model.name)
        .where('parent_key', '=', row.parent_key)
        .orderBy('display_order')
        .orderBy('id')
        .execute();
      if (!siblings.some((s) => s.id === id)) throw notFound(model.name);
      const result = moveInGroup(siblings, id, position);
      const before = new Map(siblings.map((sibling) => [sibling.id, sibling.display_order]));
      const moved = result.flatMap((placed) =>
        before.get(placed.id) === placed.displayOrder ? [] : [{ id: placed.id, index: placed.displayOrder }],
      );
      // One statement renumbers every sibling that moved.
      for (let start = 0; start < moved.length; start += 500) {
        const part = moved.slice(start, start + 500);
        await trx
          .updateTable('entities')
          .set({
            display_order: sql<number>`case id ${sql.join(
              part.map((m) => sql`when ${m.id} then cast(${m.index} as integer)`),
              sql` `,
            )} end`,
          })
          .where(
            'id',
            'in',
            part.map((m) => m.id),
          )
          .execute();
      }
      return result;
    });
  }

  /**
   * PostgreSQL runs writes in parallel: creates and moves within one sibling group take turns, so that
   * positions stay dense and unique. (SQLite has one writer at a time.)
   */
  private async lockSiblings(trx: Db, model: ResourceModel, parentKey: string): Promise<void> {
    if (this.postgres) await sql`select pg_advisory_xact_lock(hashtext(${`${model.name}/${parentKey}`}))`.execute(trx);
  }

  /**
   * The record about to be deleted, locked until the transaction ends on PostgreSQL: a write referencing it (which
   * holds it shared, see assertExists and findRowSharing) and its delete cannot both succeed. (An update locks its row
   * with findRowSharing.)
   */
  private lockRow(trx: Db, model: ResourceModel, id: number): Promise<EntityRow> {
    return findRow(trx, model, id, this.postgres);
  }

  /** Embedded reference summaries and account fields. */
  async decorate(db: Db, model: ResourceModel, records: Json[]): Promise<Json[]> {
    await this.embedSummaries(db, model, records);
    if (model.account) await this.accounts.decorate(db, model, records);
    return records;
  }

  /** The `{id, label, keyName}` summaries of `reference` fields declaring an `embed`. */
  private async embedSummaries(db: Db, model: ResourceModel, records: Json[]): Promise<Json[]> {
    for (const { field, embed, summarized } of embedsOf(this.models, model)) {
      const ids = [...new Set(records.map((r) => r[field]).filter((v): v is number => typeof v === 'number'))];
      if (ids.length === 0) {
        for (const record of records) record[embed] = null;
        continue;
      }
      const rows = await db.selectFrom('entities').select(['id', 'data']).where('id', 'in', ids).execute();
      const summaries = new Map(rows.map((r) => [r.id, summaryOf(summarized, JSON.parse(r.data) as Json, r.id)]));
      for (const record of records) record[embed] = summaries.get(record[field] as number) ?? null;
    }
    return records;
  }

  /**
   * `storedKey`: the key name the updated record's row holds. Kept, it needs no check: the unique index over active
   * rows already gives it to this record alone.
   */
  private async checkWrite(
    db: Db,
    model: ResourceModel,
    data: Json,
    selfId?: number,
    storedKey?: string | null,
    locked: readonly ReferencedRow[] = [],
  ): Promise<Map<number, ReferencedRow>> {
    const { key, references, emails } = writeChecksOf(model, data, selfId);
    if (key && key.value !== storedKey) {
      const clash = await activeRows(db, model.name).where('key_name', '=', key.value).select('id').executeTakeFirst();
      if (clash && clash.id !== selfId) throw duplicate(key.field);
    }
    // References among the `locked` records (read and locked for share in this transaction) are not read again.
    const known = new Map(locked.map((row) => [row.id, row]));
    const referenced = new Map<number, ReferencedRow>();
    for (const { field, resource, ids } of references) {
      const unknown: number[] = [];
      for (const id of ids) {
        const row = known.get(id);
        if (row?.resource === resource) referenced.set(id, row);
        else unknown.push(id);
      }
      for (const row of await this.assertExists(db, resource, unknown, field)) referenced.set(row.id, row);
    }
    for (const { field, email } of emails) await this.accounts.assertEmailFree(db, email, field, selfId);
    await checkRecordRules(db, this.models, model, data, selfId);
    return referenced;
  }

  /** The referenced records exist, and on PostgreSQL stay so until the write commits (their delete waits). */
  assertExists(db: Db, resource: string, ids: number[], field: string): Promise<ReferencedRow[]> {
    return assertExists(db, resource, ids, field, this.postgres);
  }

  private async assignVersion(db: Db, model: ResourceModel, data: Json): Promise<void> {
    const { field, groupBy } = model.versioned!;
    const rows = await activeRows(db, model.name).select('data').execute();
    const versions = rows
      .map((r) => JSON.parse(r.data) as Json)
      .filter((other) => groupBy.every((g) => other[g] === data[g]))
      .map((other) => Number(other[field]) || 0);
    data[field] = Math.max(0, ...versions) + 1;
  }

  private async storeImages(
    db: Db,
    model: ResourceModel,
    data: Json,
    images: Record<string, { base64: string; originalName: string }>,
  ) {
    for (const [field, image] of Object.entries(images)) {
      const saved = await this.images.saveBase64(db, image.base64, image.originalName, `${model.name}.${field}`);
      data[`${field}Path`] = saved.path;
      data[`${field}OriginalName`] = saved.originalName;
    }
  }

  private async nextOrder(db: Db, model: ResourceModel, parentKey: string): Promise<number> {
    // not activeRows(): PostgreSQL refuses `select *` beside an aggregate
    const last = await db
      .selectFrom('entities')
      .where('resource', '=', model.name)
      .where('deleted_at', 'is', null)
      .where('parent_key', '=', parentKey)
      .select((eb) => eb.fn.max('display_order').as('max'))
      .executeTakeFirst();
    return last?.max === null || last?.max === undefined ? 0 : Number(last.max) + 1;
  }
}

/** The ids a body (not yet checked) names in the model's reference fields: those an update will check. */
function referencedIdsIn(model: ResourceModel, input: unknown): number[] {
  if (!input || typeof input !== 'object') return [];
  const body = input as Json;
  return Object.entries(model.fields).flatMap(([field, spec]) => referencedIds(spec, body[field])?.ids ?? []);
}
