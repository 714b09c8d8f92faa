import type { Kysely, Transaction } from 'kysely';
import type { FieldSpec, ResourceModel } from '../../lib/model';
import { keyFieldOf } from '../../lib/model';
import { validateRecord } from '../../lib/validation';
import type { Database, EntityRow } from '../db/schema';
import { duplicate, invalid, mandatory, notFound, protectedResource } from '../errors';
import type { ModelRegistry } from '../models';
import { applyListQuery, type ListQuery } from './listQuery';
import { checkRecordRules } from './recordRules';
import { RelationStore } from './relationStore';

export type Json = Record<string, unknown>;
export type Db = Kysely<Database> | Transaction<Database>;

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
  /**
   * Adds the account's read-only fields (user id, active flag) to records of a model with an account;
   * lists call it on every record of the catalogue, before filtering.
   */
  decorate(db: Db, model: ResourceModel, records: Json[]): Promise<void>;
  /** Throws 409 when the e-mail is used by another account than the entity's own. */
  assertEmailFree(db: Db, email: string, field: string, entityId?: number): Promise<void>;
}

const now = () => new Date().toISOString();
/** Ids are 32-bit integer columns (PostgreSQL refuses larger values): larger ids cannot exist. */
export const MAX_ID = 2_147_483_647;
const isId = (value: unknown): value is number =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_ID;

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

function referenceIds(spec: FieldSpec, value: unknown): number[] {
  if (spec.type === 'reference') return typeof value === 'number' ? [value] : [];
  if (spec.type === 'references') return Array.isArray(value) ? (value as number[]) : [];
  return [];
}

export class EntityStore {
  /** Relation and children calls over this store's records. */
  readonly relations = new RelationStore(this);

  constructor(
    readonly db: Kysely<Database>,
    readonly models: ModelRegistry,
    private readonly images: ImageSaver,
    private readonly accounts: AccountHooks,
  ) {}

  model(name: string): ResourceModel {
    const model = this.models.byName.get(name);
    if (!model) throw notFound(name);
    return model;
  }

  activeRows(db: Db, resource: string) {
    return db.selectFrom('entities').selectAll().where('resource', '=', resource).where('deleted_at', 'is', null);
  }

  async list(model: ResourceModel, query: ListQuery, language?: string): Promise<Json[]> {
    const ids = query.equals
      .find((f) => f.field === 'id')
      ?.values.map(Number)
      .filter(isId);
    let select = this.activeRows(this.db, model.name).orderBy('display_order').orderBy('id');
    if (ids) select = select.where('id', 'in', ids.length ? ids : [-1]);
    const rows = await select.execute();
    const records = rows.map((row) => this.toRecord(model, row));
    // The account's fields come from the users table: added before filtering and sorting, so they filter,
    // sort and page like the record's own fields.
    if (model.account) await this.accounts.decorate(this.db, model, records);
    const page = applyListQuery(
      model,
      records,
      { ...query, equals: query.equals.filter((f) => f.field !== 'id') },
      language,
    );
    return this.embedSummaries(this.db, model, page);
  }

  async findRow(db: Db, model: ResourceModel, id: number): Promise<EntityRow> {
    const row = isId(id) ? await this.activeRows(db, model.name).where('id', '=', id).executeTakeFirst() : undefined;
    if (!row) throw notFound(model.name);
    return row;
  }

  async get(model: ResourceModel, id: number, db: Db = this.db): Promise<Json> {
    const record = this.toRecord(model, await this.findRow(db, model, id));
    const [decorated] = await this.decorate(db, model, [record]);
    for (const [path, child] of Object.entries(model.children ?? {})) {
      if (child.embed) decorated[child.embed] = await this.relations.children(model, id, path, db);
    }
    return decorated;
  }

  /** Runs `work` inside `trx` when a caller spans several writes over one transaction, else in a new one. */
  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>, trx?: Transaction<Database>): Promise<T> {
    return trx ? work(trx) : this.db.transaction().execute(work);
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
    if (!checked.ok)
      throw checked.problem.code === 'mandatory' ? mandatory(checked.problem.field) : invalid(checked.problem.field);
    return this.transaction(async (trx) => {
      const data = checked.data;
      await this.checkWrite(trx, model, data);
      if (model.versioned) await this.assignVersion(trx, model, data);
      await this.storeImages(trx, model, data, checked.images);
      const id = await this.insertRow(trx, model, data);
      await this.writeRefs(trx, model, id, data);
      if (model.account) await this.accounts.created(trx, model, id, data);
      return this.get(model, id, trx);
    }, inTrx).catch((error) => this.uniqueClash(model, error));
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
      await this.writeRefs(trx, model, id, full);
      return this.get(model, id, trx);
    });
  }

  private async insertRow(trx: Transaction<Database>, model: ResourceModel, data: Json): Promise<number> {
    const parentKey = this.parentKeyOf(model, data);
    const stamp = now();
    const inserted = await trx
      .insertInto('entities')
      .values({
        resource: model.name,
        data: JSON.stringify(data),
        key_name: this.keyNameOf(model, data),
        parent_key: parentKey,
        display_order: await this.nextOrder(trx, model, parentKey),
        created_at: stamp,
        updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  async update(model: ResourceModel, id: number, input: unknown, inTrx?: Transaction<Database>): Promise<Json> {
    return this.transaction(async (trx) => {
      const row = await this.findRow(trx, model, id);
      const current = JSON.parse(row.data) as Json;
      const checked = validateRecord(model, input, current);
      if (!checked.ok)
        throw checked.problem.code === 'mandatory' ? mandatory(checked.problem.field) : invalid(checked.problem.field);
      const data = { ...this.keptFields(model, current), ...checked.data };
      await this.checkWrite(trx, model, data, id);
      await this.storeImages(trx, model, data, checked.images);
      const parentKey = this.parentKeyOf(model, data);
      await trx
        .updateTable('entities')
        .set({
          data: JSON.stringify(data),
          key_name: this.keyNameOf(model, data),
          parent_key: parentKey,
          display_order: parentKey === row.parent_key ? row.display_order : await this.nextOrder(trx, model, parentKey),
          updated_at: now(),
        })
        .where('id', '=', id)
        .execute();
      await this.writeRefs(trx, model, id, data);
      if (model.account) await this.accounts.updated(trx, model, id, data);
      return this.get(model, id, trx);
    }, inTrx).catch((error) => this.uniqueClash(model, error));
  }

  async remove(model: ResourceModel, id: number, actorId: number | null, inTrx?: Transaction<Database>): Promise<void> {
    const fileId = await this.transaction(async (trx) => {
      const row = await this.findRow(trx, model, id);
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
    return this.db.transaction().execute(async (trx) => {
      const row = await this.findRow(trx, model, id);
      const siblings = await this.activeRows(trx, model.name)
        .where('parent_key', '=', row.parent_key)
        .orderBy('display_order')
        .orderBy('id')
        .execute();
      const ordered = siblings.filter((s) => s.id !== id);
      ordered.splice(Math.min(position, ordered.length), 0, row);
      const result = ordered.map((s, index) => ({ id: s.id, displayOrder: index }));
      for (const [index, sibling] of ordered.entries()) {
        if (sibling.display_order !== index) {
          await trx.updateTable('entities').set({ display_order: index }).where('id', '=', sibling.id).execute();
        }
      }
      return result;
    });
  }

  /** The API's record: stored fields, display order when orderable, creation time of a versioned record. */
  toRecord(model: ResourceModel, row: EntityRow): Json {
    const record: Json = { id: row.id, ...(JSON.parse(row.data) as Json) };
    if (model.orderable) record.displayOrder = row.display_order;
    if (model.versioned) record.createdAt = row.created_at;
    return record;
  }

  /** Embedded reference summaries and account fields. */
  async decorate(db: Db, model: ResourceModel, records: Json[]): Promise<Json[]> {
    await this.embedSummaries(db, model, records);
    if (model.account) await this.accounts.decorate(db, model, records);
    return records;
  }

  /** The `{id, label, keyName}` summaries of `reference` fields declaring an `embed`. */
  private async embedSummaries(db: Db, model: ResourceModel, records: Json[]): Promise<Json[]> {
    for (const [field, spec] of Object.entries(model.fields)) {
      if (spec.type !== 'reference' || !spec.embed) continue;
      const ids = [...new Set(records.map((r) => r[field]).filter((v): v is number => typeof v === 'number'))];
      if (ids.length === 0) {
        for (const record of records) record[spec.embed] = null;
        continue;
      }
      const rows = await db.selectFrom('entities').selectAll().where('id', 'in', ids).execute();
      const summaries = new Map(rows.map((r) => [r.id, summaryOf(JSON.parse(r.data) as Json, r.id)]));
      for (const record of records) record[spec.embed] = summaries.get(record[field] as number) ?? null;
    }
    return records;
  }

  private async checkWrite(db: Db, model: ResourceModel, data: Json, selfId?: number): Promise<void> {
    const keyField = keyFieldOf(model);
    const keyName = this.keyNameOf(model, data);
    if (keyField && keyName) {
      const clash = await this.activeRows(db, model.name)
        .where('key_name', '=', keyName)
        .select('id')
        .executeTakeFirst();
      if (clash && clash.id !== selfId) throw duplicate(keyField);
    }
    for (const [field, spec] of Object.entries(model.fields)) {
      const ids = referenceIds(spec, data[field]);
      if (ids.length && (spec.type === 'reference' || spec.type === 'references')) {
        if (selfId !== undefined && ids.includes(selfId) && spec.resource === model.name)
          throw invalid(field, 'self reference');
        await this.assertExists(db, spec.resource, ids, field);
      }
      if (spec.type === 'email' && spec.unique && typeof data[field] === 'string') {
        await this.accounts.assertEmailFree(db, data[field] as string, field, selfId);
      }
    }
    await checkRecordRules(db, this.models, model, data, selfId);
  }

  async assertExists(db: Db, resource: string, ids: number[], field: string): Promise<void> {
    if (ids.length === 0) return;
    if (!ids.every(isId)) throw invalid(field, `${field} refers to an unknown ${resource}`);
    const found = await this.activeRows(db, resource).where('id', 'in', ids).select('id').execute();
    if (found.length !== new Set(ids).size) throw invalid(field, `${field} refers to an unknown ${resource}`);
  }

  private async assignVersion(db: Db, model: ResourceModel, data: Json): Promise<void> {
    const { field, groupBy } = model.versioned!;
    const rows = await this.activeRows(db, model.name).select('data').execute();
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

  /** Relation lists and read-only account fields live outside the form's fields: kept on update. */
  private keptFields(model: ResourceModel, current: Json): Json {
    const kept: Json = {};
    for (const spec of Object.values(model.relations ?? {}))
      if (spec.field in current) kept[spec.field] = current[spec.field];
    if (model.versioned && model.versioned.field in current)
      kept[model.versioned.field] = current[model.versioned.field];
    return kept;
  }

  async writeRefs(db: Db, model: ResourceModel, id: number, data: Json): Promise<void> {
    await db.deleteFrom('entity_refs').where('from_id', '=', id).execute();
    const refs: Array<{ from_id: number; field: string; to_resource: string; to_id: number }> = [];
    for (const [field, spec] of Object.entries(model.fields)) {
      if (spec.type === 'reference' || spec.type === 'references') {
        for (const to of referenceIds(spec, data[field]))
          refs.push({ from_id: id, field, to_resource: spec.resource, to_id: to });
      }
      if (spec.type === 'json' && spec.schema === 'imageCells' && Array.isArray(data[field])) {
        for (const cell of data[field] as Array<{ documentTypeId: number | null }>) {
          if (cell.documentTypeId)
            refs.push({ from_id: id, field, to_resource: 'documentTypes', to_id: cell.documentTypeId });
        }
      }
    }
    for (const spec of Object.values(model.relations ?? {})) {
      const items = (data[spec.field] ?? []) as Array<{ id: number }>;
      for (const item of items)
        refs.push({ from_id: id, field: spec.field, to_resource: spec.resource, to_id: item.id });
    }
    if (refs.length) await db.insertInto('entity_refs').values(refs).execute();
  }

  private keyNameOf(model: ResourceModel, data: Json): string | null {
    const keyField = keyFieldOf(model);
    const value = keyField ? data[keyField] : undefined;
    return typeof value === 'string' ? value.toLowerCase() : null;
  }

  private parentKeyOf(model: ResourceModel, data: Json): string {
    const parent = model.orderable?.parent;
    return parent && data[parent] !== null && data[parent] !== undefined ? String(data[parent]) : '';
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

function summaryOf(data: Json, id: number): Json {
  const summary: Json = { id };
  for (const field of ['label', 'title', 'name', 'keyName', 'originalName'])
    if (field in data) summary[field] = data[field];
  return summary;
}
