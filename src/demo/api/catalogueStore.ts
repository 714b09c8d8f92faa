/**
 * The demo API's catalogue records: the calls of server/store/entityStore.ts and relationStore.ts
 * over the records held in the tab, with the same rules taken from lib/ (validation, list rules,
 * references, display order), never rewritten here.
 */

import { representationOf } from '../../../lib/catalogueFacts';
import {
  type Dependent,
  duplicate,
  invalid,
  NAMED_DEPENDENTS,
  notFound,
  protectedResource,
  staleVersion,
} from '../../../lib/errors';
import {
  changesBetween,
  changesOfCreation,
  type FieldChange,
  labelOf,
  moveChanges,
  recordEntry,
  relationChanges,
} from '../../../lib/history';
import { isId } from '../../../lib/ids';
import { IMAGE_MAX_BYTES, sniffImage } from '../../../lib/imageTypes';
import { applyListQuery, type ListQuery, viewCountQueries } from '../../../lib/listRules';
import type { ResourceModel } from '../../../lib/model';
import {
  checkBatch,
  keptFields,
  keyNameOf,
  moveInGroup,
  parentKeyOf,
  referencesOf,
  relationItems,
  summaryOf,
  validatedBatch,
  validationError,
  writeChecksOf,
} from '../../../lib/records';
import { checkVersion, type IfMatch, versionRead } from '../../../lib/recordVersion';
import { validateRecord, type WriteRules } from '../../../lib/validation';
import type { AccountBook } from './accountBook';
import { type Actor, DEMO_ITSELF, type HistoryBook } from './historyBook';
import { type DemoState, type EntityRow, type Json, nowIso } from './state';
import { cleanSvg } from './svgCleaner';

/** The sanitised copy of an SVG upload; 400 / 1203 on the field when it cannot be made safe, as on the server. */
function safeSvg(bytes: Uint8Array, field: string): Uint8Array {
  const clean = cleanSvg(new TextDecoder().decode(bytes));
  if (clean === null) throw invalid(field, 'the SVG could not be made safe');
  return new TextEncoder().encode(clean);
}

/** Versions of a record kept to name the fields changed since a stale read (the server keeps as many). */
const KEPT_VERSIONS = 50;

export const EVERY_RECORD: ListQuery = {
  page: 1,
  itemsPerPage: Number.MAX_SAFE_INTEGER,
  order: [],
  exists: [],
  equals: [],
};

/** A refused record of a bulk write names its position. */

function base64Bytes(payload: string): Uint8Array {
  const binary = atob(payload.replace(/[\s]/g, '').replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export class CatalogueStore {
  constructor(
    private readonly state: () => DemoState,
    private readonly models: Map<string, ResourceModel>,
    private readonly accounts: AccountBook,
    /** Each write's entry, recorded as the server records it (docs/history.md). */
    private readonly history: HistoryBook,
  ) {}

  model(name: string): ResourceModel {
    const model = this.models.get(name);
    if (!model) throw notFound(name);
    return model;
  }

  get all(): ResourceModel[] {
    return [...this.models.values()];
  }

  /** Active rows of a catalogue in storage order (display order, then id). */
  activeRows(resource: string): EntityRow[] {
    return this.state()
      .entities.filter((row) => row.resource === resource && row.deletedAt === null)
      .sort((a, b) => a.displayOrder - b.displayOrder || a.id - b.id);
  }

  findRow(model: ResourceModel, id: number): EntityRow {
    const row = isId(id)
      ? this.state().entities.find((r) => r.id === id && r.resource === model.name && r.deletedAt === null)
      : undefined;
    if (!row) throw notFound(model.name);
    return row;
  }

  /** Whether `id` is a record of `model`, deleted or not (a deleted record keeps its history). */
  everHeld(model: ResourceModel, id: number): boolean {
    return this.state().entities.some((row) => row.id === id && row.resource === model.name);
  }

  toRecord(model: ResourceModel, row: EntityRow): Json {
    const record: Json = { id: row.id, ...structuredClone(row.data) };
    if (model.orderable) record.displayOrder = row.displayOrder;
    if (model.versioned) record.createdAt = row.createdAt;
    return record;
  }

  /** Embedded reference summaries and account fields, as the server adds them to reads. */
  decorate(model: ResourceModel, records: Json[]): Json[] {
    for (const [field, spec] of Object.entries(model.fields)) {
      if (spec.type !== 'reference' || !spec.embed) continue;
      for (const record of records) {
        const target = this.state().entities.find((row) => row.id === record[field]);
        record[spec.embed] = target ? summaryOf(this.model(spec.model), structuredClone(target.data), target.id) : null;
      }
    }
    if (model.account) this.accounts.decorate(model, records);
    return records;
  }

  list(model: ResourceModel, query: ListQuery, language = 'fr'): Json[] {
    const records = this.decorate(
      model,
      this.activeRows(model.name).map((row) => this.toRecord(model, row)),
    );
    return applyListQuery(model, records, query, language, this.referenceName);
  }

  /** The name of a referenced record, for ordering by a reference field. */
  private readonly referenceName = (resource: string, id: number) => {
    const target = this.state().entities.find((row) => row.id === id && row.resource === resource);
    return target ? target.data[representationOf(this.model(resource))] : undefined;
  };

  /**
   * The number of active records of every console view of every listed catalogue, by view name; with
   * `missingTranslation`, of the views of catalogues with translation sets, narrowed by that filter.
   */
  counts(missingTranslation?: boolean): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const { view, model, query } of viewCountQueries(this.all, missingTranslation))
      counts[view] = this.list(model, { ...query, page: 1, itemsPerPage: EVERY_RECORD.itemsPerPage }).length;
    return counts;
  }

  get(model: ResourceModel, id: number): Json {
    const [record] = this.decorate(model, [this.toRecord(model, this.findRow(model, id))]);
    for (const [path, child] of Object.entries(model.children ?? {})) {
      if (child.embed) record[child.embed] = this.children(model, id, path);
    }
    return record;
  }

  /** Validates a write and checks it against the stored records; answers what to store. Changes nothing. */
  private prepare(model: ResourceModel, input: unknown, current?: EntityRow, rules?: WriteRules) {
    const checked = validateRecord(model, input, current?.data, rules);
    if (!checked.ok) throw validationError(checked.problem);
    const data = current ? { ...keptFields(model, current.data), ...checked.data } : checked.data;
    this.checkWrite(model, data, current?.id);
    if (model.versioned && !current) this.assignVersion(model, data);
    const images = Object.entries(checked.images).map(([field, image]) => ({
      field,
      ...this.imageFile(`${field}Base64`, image.base64, image.originalName),
    }));
    return { data, images };
  }

  /** `rules`: the demo data's (lib/validation.ts WriteRules); clients' writes take none. */
  async create(model: ResourceModel, input: unknown, actor: Actor, rules?: WriteRules): Promise<Json> {
    const { data, images } = this.prepare(model, input, undefined, rules);
    this.storeImages(data, images);
    const row = this.insert(model, data);
    if (model.account) await this.accounts.created(model, row.id, data);
    this.recordCreation(model, row, actor);
    return this.get(model, row.id);
  }

  private recordCreation(model: ResourceModel, row: EntityRow, actor: Actor, extra: FieldChange[] = []): void {
    const changes = [...changesOfCreation(model, row.data), ...extra];
    this.history.record(actor, recordEntry(model, extra.length ? 'upload' : 'create', row.id, row.data, changes));
  }

  /** The bulk path: all or none; a refused record is named by its index. */
  async createMany(model: ResourceModel, inputs: unknown[], actor: Actor): Promise<number[]> {
    const prepared = validatedBatch(model, inputs);
    await checkBatch(model, prepared, (data) => {
      this.checkWrite(model, data);
      if (model.versioned) this.assignVersion(model, data);
    });
    const ids: number[] = [];
    for (const data of prepared) {
      const row = this.insert(model, data);
      if (model.account) await this.accounts.created(model, row.id, data);
      this.recordCreation(model, row, actor);
      ids.push(row.id);
    }
    return ids;
  }

  /**
   * A record the API composes itself (an uploaded overlay); `complete` adds the fields needing the id. Recorded as an
   * `upload` with its `size` (never its bytes), as on the server.
   */
  createInternal(model: ResourceModel, data: Json, complete: (id: number) => Json, actor: Actor, size: number): Json {
    const row = this.insert(model, data);
    row.data = { ...row.data, ...complete(row.id) };
    this.recordCreation(model, row, actor, [{ field: 'size', before: null, after: size }]);
    return this.get(model, row.id);
  }

  /** The record's current version (its ETag), as the server answers it. */
  versionOf(model: ResourceModel, id: number): number {
    return this.findRow(model, id).version ?? 1;
  }

  /**
   * An update, refused (409 / 1204) when `ifMatch` names versions the record no longer has, as on the server;
   * recorded as an `update` (a `revert` with `revertedTo`) naming the fields it changed, none when it changed none.
   */
  update(
    model: ResourceModel,
    id: number,
    input: unknown,
    actor: Actor,
    ifMatch: IfMatch = { check: false },
    revertedTo?: number,
  ): Json {
    const row = this.findRow(model, id);
    const version = row.version ?? 1;
    const read = versionRead(ifMatch);
    const check = checkVersion({
      ifMatch,
      model,
      stored: { version, data: row.data },
      base: row.history?.find((kept) => kept.version === read)?.data,
      incoming: input && typeof input === 'object' ? (input as Json) : {},
    });
    if (!check.ok) throw staleVersion(check.changedFields);
    const { data, images } = this.prepare(model, input, row);
    row.history = [...(row.history ?? []), { version, data: row.data }].slice(-KEPT_VERSIONS);
    row.version = version + 1;
    if (model.account) this.accounts.assertCanUpdate(model, id);
    this.storeImages(data, images);
    const parentKey = parentKeyOf(model, data);
    if (parentKey !== row.parentKey) {
      row.displayOrder = this.nextOrder(model, parentKey);
      row.parentKey = parentKey;
    }
    const changes = changesBetween(model, row.data, data);
    if (changes.length > 0)
      this.history.record(actor, recordEntry(model, revertedTo ? 'revert' : 'update', id, data, changes, revertedTo));
    row.data = data;
    if (model.account) this.accounts.updated(model, id, data);
    return this.get(model, id);
  }

  /**
   * The active records referring to the record `id` of `model` (itself excepted), by id: the first `limit` and their
   * total, as the server's one statement answers them (server/store/referrers.ts).
   */
  referrers(model: ResourceModel, id: number, limit = Number.MAX_SAFE_INTEGER): { rows: Dependent[]; total: number } {
    const referring = this.state()
      .entities.filter(
        (other) =>
          other.deletedAt === null &&
          other.id !== id &&
          referencesOf(this.model(other.resource), other.data).some(
            (ref) => ref.resource === model.name && ref.id === id,
          ),
      )
      .sort((a, b) => a.id - b.id);
    return {
      rows: referring.slice(0, limit).map((row) => ({
        resource: row.resource,
        id: row.id,
        label: labelOf(this.model(row.resource), row.data),
      })),
      total: referring.length,
    };
  }

  remove(model: ResourceModel, id: number, actor: Actor): void {
    const row = this.findRow(model, id);
    const { rows, total } = this.referrers(model, id, NAMED_DEPENDENTS);
    if (total > 0) throw protectedResource(rows, total);
    row.deletedAt = nowIso();
    this.history.record(actor, recordEntry(model, 'delete', id, row.data));
    if (model.account) this.accounts.removed(id);
    const fileId = row.data.fileId;
    const file = this.state().files.find((f) => f.id === fileId);
    if (file) file.deletedAt = nowIso();
  }

  /** The ids of every active record the query's filters and search match, in its order (server: matchingIds). */
  matchingIds(model: ResourceModel, query: ListQuery): number[] {
    return this.list(model, { ...query, page: 1, itemsPerPage: EVERY_RECORD.itemsPerPage }).map(
      (record) => record.id as number,
    );
  }

  /** The catalogue's deleted records, newest deletion first, each with its `deletedAt` (server/store/trash.ts). */
  trash(model: ResourceModel, query: ListQuery, language = 'fr'): Json[] {
    const rows = this.state()
      .entities.filter((row) => row.resource === model.name && row.deletedAt !== null)
      .sort((a, b) => (b.deletedAt ?? '').localeCompare(a.deletedAt ?? '') || b.id - a.id);
    const records = this.decorate(
      model,
      rows.map((row) => ({ ...this.toRecord(model, row), deletedAt: row.deletedAt })),
    );
    return applyListQuery(model, records, query, language, this.referenceName) as Json[];
  }

  /**
   * Puts a deleted record back, checked as a write of it now (server/store/trash.ts restoreRecord): a key name or
   * e-mail taken since is 409 / 1201, a reference deleted since 400 / 1203; placed after its siblings.
   */
  restore(model: ResourceModel, id: number, actor: Actor): Json {
    const row = isId(id)
      ? this.state().entities.find((r) => r.id === id && r.resource === model.name && r.deletedAt !== null)
      : undefined;
    if (!row) throw notFound(model.name);
    if (isId(row.data.fileId)) throw invalid('fileId', 'the uploaded file was removed with the record');
    this.checkWrite(model, row.data, id);
    row.displayOrder = this.nextOrder(model, row.parentKey);
    row.deletedAt = null;
    if (model.account) this.accounts.restored(id);
    this.history.record(actor, recordEntry(model, 'restore', id, row.data));
    return this.get(model, id);
  }

  /** A record's name as stored, deleted or not; null when it is no record of the catalogue. */
  labelOfRecord(model: ResourceModel, id: number): unknown {
    const row = this.state().entities.find((r) => r.id === id && r.resource === model.name);
    return row ? labelOf(model, row.data) : null;
  }

  reorder(
    model: ResourceModel,
    id: number,
    position: number,
    actor: Actor,
  ): Array<{ id: number; displayOrder: number }> {
    const row = this.findRow(model, id);
    const before = row.displayOrder;
    const siblings = this.activeRows(model.name).filter((s) => s.parentKey === row.parentKey);
    const moved = moveInGroup(siblings, id, position);
    for (const { id: siblingId, displayOrder } of moved) {
      const sibling = siblings.find((s) => s.id === siblingId);
      if (sibling) sibling.displayOrder = displayOrder;
    }
    // One entry, the moved record's: its siblings kept their order among themselves.
    const changes = moveChanges(before, row.displayOrder);
    if (changes.length > 0) this.history.record(actor, recordEntry(model, 'move', id, row.data, changes));
    return moved;
  }

  relation(model: ResourceModel, id: number, path: string): Json[] {
    const spec = model.relations?.[path];
    if (!spec) throw notFound(path);
    const row = this.findRow(model, id);
    const items = (row.data[spec.field] ?? []) as Array<Json & { id: number }>;
    const target = this.model(spec.model);
    const byId = new Map(
      this.activeRows(target.name)
        .filter((r) => items.some((item) => item.id === r.id))
        .map((r) => [r.id, this.toRecord(target, r)]),
    );
    return items
      .filter((item) => byId.has(item.id))
      .map((item, index) => ({ ...byId.get(item.id), ...structuredClone(item), displayOrder: index }));
  }

  /** Replaces a relation list, recorded as a `relation` entry naming the list before and after. */
  setRelation(model: ResourceModel, id: number, path: string, body: unknown, actor: Actor = DEMO_ITSELF): Json[] {
    const spec = model.relations?.[path];
    if (!spec || spec.readOnly) throw notFound(path);
    const items = relationItems(spec, body);
    const row = this.findRow(model, id);
    this.assertExists(
      spec.model,
      items.map((i) => i.id as number),
      spec.field,
    );
    const changes = relationChanges(model, spec.field, row.data[spec.field], items);
    row.data = { ...row.data, [spec.field]: items };
    if (changes.length > 0) this.history.record(actor, recordEntry(model, 'relation', id, row.data, changes));
    return this.relation(model, id, path);
  }

  children(model: ResourceModel, id: number, path: string): Json[] {
    const spec = model.children?.[path];
    if (!spec) throw notFound(path);
    this.findRow(model, id);
    const target = this.model(spec.model);
    const records = this.activeRows(target.name)
      .filter((row) =>
        referencesOf(target, row.data).some(
          (ref) => ref.field === spec.foreignKey && ref.resource === model.name && ref.id === id,
        ),
      )
      .map((row) => this.toRecord(target, row));
    if ('displayOrder' in target.fields)
      records.sort((a, b) => Number(a.displayOrder ?? 0) - Number(b.displayOrder ?? 0));
    return this.decorate(target, records);
  }

  assertExists(resource: string, ids: number[], field: string): void {
    if (ids.length === 0) return;
    if (!ids.every(isId)) throw invalid(field, `${field} refers to an unknown ${resource}`);
    const found = this.activeRows(resource).filter((row) => ids.includes(row.id));
    if (found.length !== new Set(ids).size) throw invalid(field, `${field} refers to an unknown ${resource}`);
  }

  /** What a write would be refused for, without writing (an import's preview): its error, or undefined. */
  refusalOf(model: ResourceModel, data: Json, selfId?: number): unknown {
    try {
      this.checkWrite(model, data, selfId);
      if (selfId !== undefined && model.account) this.accounts.assertCanUpdate(model, selfId);
      return undefined;
    } catch (error) {
      return error;
    }
  }

  private checkWrite(model: ResourceModel, data: Json, selfId?: number): void {
    const { key, references, emails } = writeChecksOf(model, data, selfId);
    if (key) {
      const clash = this.activeRows(model.name).find((row) => keyNameOf(model, row.data) === key.value);
      if (clash && clash.id !== selfId) throw duplicate(key.field);
    }
    for (const { field, resource, ids } of references) this.assertExists(resource, ids, field);
    for (const { field, email } of emails) this.accounts.assertEmailFree(email, field, selfId);
  }

  private assignVersion(model: ResourceModel, data: Json): void {
    const { field, groupBy } = model.versioned!;
    const versions = this.activeRows(model.name)
      .map((row) => row.data)
      .filter((other) => groupBy.every((g) => other[g] === data[g]))
      .map((other) => Number(other[field]) || 0);
    data[field] = Math.max(0, ...versions) + 1;
  }

  /** An image sent as base64: recognised from its bytes, kept as a `data:` URL (the demo has no file server). */
  private imageFile(field: string, base64: string, originalName: string) {
    const payload = base64.replace(/^data:[^;,]*;base64,/, '');
    if (!/^[A-Za-z0-9+/=\s_-]*$/.test(payload)) throw invalid(field, 'not base64');
    let bytes: Uint8Array;
    try {
      bytes = base64Bytes(payload);
    } catch {
      throw invalid(field, 'not base64');
    }
    return { ...this.imageOf(bytes, originalName, field), originalName };
  }

  /** Checks image bytes as the server's file store does; answers the type and the `data:` URL to keep. */
  imageOf(bytes: Uint8Array, originalName: string, field: string) {
    if (bytes.length === 0 || bytes.length > IMAGE_MAX_BYTES) throw invalid(field, 'file empty or too large');
    const type = sniffImage(bytes);
    if (!type) throw invalid(field, 'unsupported file type');
    const content = type.mime === 'image/svg+xml' ? safeSvg(bytes, field) : bytes;
    const name = originalName.split(/[\\/]/).pop()?.slice(0, 255) || `image.${type.extension}`;
    return { mimeType: type.mime, name, dataUrl: `data:${type.mime};base64,${bytesToBase64(content)}` };
  }

  private storeImages(data: Json, images: Array<{ field: string; name: string; dataUrl: string }>): void {
    for (const image of images) {
      data[`${image.field}Path`] = image.dataUrl;
      data[`${image.field}OriginalName`] = image.name;
    }
  }

  private nextOrder(model: ResourceModel, parentKey: string): number {
    const orders = this.activeRows(model.name)
      .filter((row) => row.parentKey === parentKey)
      .map((row) => row.displayOrder);
    return orders.length ? Math.max(...orders) + 1 : 0;
  }

  private insert(model: ResourceModel, data: Json): EntityRow {
    const state = this.state();
    const parentKey = parentKeyOf(model, data);
    const row: EntityRow = {
      id: state.nextEntityId++,
      resource: model.name,
      data,
      parentKey,
      displayOrder: this.nextOrder(model, parentKey),
      createdAt: nowIso(),
      deletedAt: null,
    };
    state.entities.push(row);
    return row;
  }
}
