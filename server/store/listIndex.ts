import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { representationOf } from '../../lib/catalogueFacts';
import {
  accountFieldsOf,
  filterTermsOf,
  indexedFieldsOf,
  isFilterable,
  isPresent,
  isSortable,
  searchTextOf,
  sortKeyOf,
  sortsByLanguage,
} from '../../lib/listRules';
import { LANGUAGES, type ResourceModel } from '../../lib/model';
import { missesTranslation, takesMissingTranslationFilter } from '../../lib/translationWork';
import type { Db, Json } from '../db/connection';
import type { Database } from '../db/schema';
import { sendWrites, type Write } from '../db/sendWrites';
import type { ModelRegistry } from '../models';
import type { ReferencedRow } from './rows';

/**
 * Bump when the derivation below changes: every catalogue's index is rebuilt at the next start. 2: the
 * missing-translation marker (MISSING_TRANSLATION_MARKER).
 */
const RULES_VERSION = 2;
/** Pages of SQLite's full-text index merged per transaction (about 10 ms). */
const MERGE_PAGES = 200;
/** Rows per insert statement, below both databases' bound-parameter limits. */
const CHUNK = 500;

/** The `exists[field]` marker stored among a record's filter terms. */
export const presenceField = (field: string) => `exists:${field}`;

/**
 * The marker stored among the filter terms of a record missing a language in one of its translation sets
 * (lib/translationWork.ts missesTranslation): what `?missingTranslation=1|0` looks up. No field name holds a colon.
 */
export const MISSING_TRANSLATION_MARKER = 'translation:missing';

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/**
 * The list index: for each active record, the terms its filters match, its sort keys (per language where
 * the order depends on it) and its folded search text, derived from the model by the rules of
 * lib/listRules.ts at write time, so that list calls are answered by indexed SQL (server/store/listSql.ts).
 */
export class ListIndex {
  /** For each catalogue, the reference fields of other catalogues that order by its records' names. */
  private readonly referrers = new Map<string, Array<{ model: ResourceModel; field: string }>>();

  constructor(
    private readonly models: ModelRegistry,
    private readonly postgres: boolean,
  ) {
    for (const model of models.all)
      for (const [field, spec] of Object.entries(model.fields))
        if (spec.type === 'reference') {
          const list = this.referrers.get(spec.model) ?? [];
          list.push({ model, field });
          this.referrers.set(spec.model, list);
        }
  }

  /**
   * Derives the index of these records of one catalogue (after a create, an update, a bulk write);
   * `created`: new records, with nothing to replace. A record written again has only the rows of the fields whose
   * terms or keys changed (and its search text, when it changed) replaced: each index row written costs random
   * pages of two or three large indexes, most of a write's time in a catalogue of 100,000 records (docs/storage.md).
   */
  async write(
    db: Db,
    model: ResourceModel,
    records: Array<{ id: number; data: Json }>,
    created = false,
  ): Promise<void> {
    await sendWrites(db, this.postgres, await this.writesFor(db, model, records, created));
  }

  /**
   * The writes `write` sends, built after reading what they depend on (the stored index rows, the referenced
   * records' names), for a caller to send together with its own (an update's row, version and references).
   * `referenced`: referenced rows the caller already read in this transaction, not read again. `previous`: each
   * record's data as stored before this write, read by the caller under the row's lock: its stored index rows are
   * then derived from it instead of read (one round trip less; see `storedOf`).
   */
  async writesFor(
    db: Db,
    model: ResourceModel,
    records: Array<{ id: number; data: Json }>,
    created = false,
    referenced?: ReadonlyMap<number, ReferencedRow>,
    previous?: ReadonlyMap<number, Json>,
  ): Promise<Write[]> {
    if (records.length === 0) return [];
    const names = await this.referencedNames(db, model, records, referenced);
    const wanted = this.derive(model, records, names);
    if (created) return this.inserts(db, wanted);
    const ids = records.map((r) => r.id);
    const { stored, renamed } = previous
      ? this.storedOf(model, records, previous, names)
      : { stored: await this.stored(db, ids), renamed: new Set<string>() };
    const terms = changedFields(wanted.terms, stored.terms, (t) => t.term);
    const keys = changedFields(
      wanted.keys,
      stored.keys,
      (k) => JSON.stringify([k.language, k.text_key, k.number_key]),
      renamed,
    );
    const storedTexts = new Map(stored.texts.map((t) => [t.id, t.text]));
    const texts = wanted.texts.filter((t) => storedTexts.get(t.id) !== t.text);
    return [
      ...fieldRemovals(db, 'entity_terms', terms.changed),
      ...fieldRemovals(db, 'entity_sort_keys', keys.changed),
      ...this.textReplacements(
        db,
        texts.filter((t) => storedTexts.has(t.id)),
      ),
      ...this.inserts(db, { terms: terms.rows, keys: keys.rows, texts: texts.filter((t) => !storedTexts.has(t.id)) }),
    ];
  }

  /** Rewrites stored search texts in place: one statement per chunk (FTS5 tables take updates as well). */
  private textReplacements(db: Db, texts: Array<{ id: number; text: string }>): Write[] {
    const id = this.postgres ? 'entity_id' : 'rowid';
    return chunks(texts).map((part) =>
      db
        .updateTable('entity_search')
        .set({
          text: sql<string>`case ${sql.ref(id)} ${sql.join(
            part.map((t) => sql`when ${t.id} then ${t.text}`),
            sql` `,
          )} end`,
        })
        .where(
          id,
          'in',
          part.map((t) => t.id),
        ),
    );
  }

  /**
   * The index rows stored for these records, derived from their data as stored before this write (`previous`)
   * rather than read: the index is kept in step with every record's data and its referenced names (writes,
   * `nameChanged`, `rebuildStale`). `names` are those of the references the records now hold; a reference that
   * changed named another record, whose name was not read: its sort keys are `renamed`, replaced whatever they held.
   */
  private storedOf(
    model: ResourceModel,
    records: Array<{ id: number; data: Json }>,
    previous: ReadonlyMap<number, Json>,
    names: ReadonlyMap<number, unknown>,
  ): { stored: IndexRows; renamed: Set<string> } {
    const before = records.map(({ id }) => ({ id, data: previous.get(id) ?? {} }));
    const renamed = new Set<string>();
    for (const { id, data } of records)
      for (const [field, spec] of Object.entries(model.fields))
        if (spec.type === 'reference' && isSortable(model, field) && previous.get(id)?.[field] !== data[field])
          renamed.add(JSON.stringify([field, id]));
    return { stored: this.derive(model, before, names), renamed };
  }

  /** The terms, sort keys and search texts the rules derive from these records, given their references' names. */
  private derive(
    model: ResourceModel,
    records: Array<{ id: number; data: Json }>,
    names: ReadonlyMap<number, unknown>,
  ): IndexRows {
    const computed = new Set(Object.values(accountFieldsOf(model)));
    const translated = takesMissingTranslationFilter(model);
    const rows: IndexRows = { terms: [], keys: [], texts: [] };
    for (const { id, data } of records) {
      if (translated && missesTranslation(model, data))
        rows.terms.push({ entity_id: id, resource: model.name, field: MISSING_TRANSLATION_MARKER, term: '1' });
      for (const [field, spec] of Object.entries(model.fields)) {
        if (computed.has(field)) continue;
        const value = data[field];
        if (isFilterable(model, field))
          for (const term of filterTermsOf(spec, value))
            rows.terms.push({ entity_id: id, resource: model.name, field, term });
        if (isPresent(value))
          rows.terms.push({ entity_id: id, resource: model.name, field: presenceField(field), term: '1' });
        if (!isSortable(model, field)) continue;
        for (const language of sortsByLanguage(spec) ? LANGUAGES : ['']) {
          const referenced = spec.type === 'reference' && typeof value === 'number' ? names.get(value) : undefined;
          const key = sortKeyOf(spec, value, language, referenced);
          // A record without a value has no key: it comes after the others (server/store/listSql.ts).
          if (key.text === null && key.number === null) continue;
          rows.keys.push({
            entity_id: id,
            resource: model.name,
            field,
            language,
            text_key: key.text,
            number_key: key.number,
          });
        }
      }
      rows.texts.push({ id, text: searchTextOf(model, data) });
    }
    return rows;
  }

  /** The index rows stored for these records, the three kinds read in one statement (one round trip on PostgreSQL). */
  private async stored(db: Db, ids: number[]): Promise<IndexRows> {
    const rows: IndexRows = { terms: [], keys: [], texts: [] };
    const searchId = sql.ref(this.postgres ? 'entity_id' : 'rowid');
    for (const part of chunks(ids, 1000)) {
      const list = sql.join(part);
      const found = await sql<StoredRow>`
        select 'term' as kind, entity_id, resource, field, term as text, null as language, null as number_key
          from entity_terms where entity_id in (${list})
        union all
        select 'key', entity_id, resource, field, text_key, language, number_key
          from entity_sort_keys where entity_id in (${list})
        union all
        select 'search', ${searchId}, null, null, text, null, null
          from entity_search where ${searchId} in (${list})`.execute(db);
      for (const { kind, entity_id, resource, field, text, language, number_key } of found.rows) {
        if (kind === 'search') rows.texts.push({ id: entity_id, text: text ?? '' });
        else if (kind === 'term') rows.terms.push({ entity_id, resource: resource!, field: field!, term: text ?? '' });
        else
          rows.keys.push({
            entity_id,
            resource: resource!,
            field: field!,
            language: language ?? '',
            text_key: text,
            number_key,
          });
      }
    }
    return rows;
  }

  private inserts(db: Db, { terms, keys, texts }: IndexRows): Write[] {
    return [
      ...chunks(terms).map((part) => db.insertInto('entity_terms').values(part)),
      ...chunks(keys).map((part) => db.insertInto('entity_sort_keys').values(part)),
      ...chunks(texts).map((part) =>
        db
          .insertInto('entity_search')
          .values(part.map(({ id, text }) => (this.postgres ? { entity_id: id, text } : { rowid: id, text }))),
      ),
    ];
  }

  private async removeTexts(db: Db, ids: number[]): Promise<void> {
    for (const part of chunks(ids, 1000))
      await db
        .deleteFrom('entity_search')
        .where(this.postgres ? 'entity_id' : 'rowid', 'in', part)
        .execute();
  }

  /**
   * SQLite: merges the segments of the full-text index into one. FTS5 writes each transaction's rows as a new
   * segment and merges them only by fours, and a search looks each of its trigrams up in every segment: after a bulk
   * load of 100,000 records in batches, ten segments made the search's first statement 0.27 ms, one 0.08–0.10.
   * `MERGE_PAGES` pages per transaction, the event loop free between them; done when a step changes nothing (FTS5's
   * own test: fewer than two changes).
   */
  async mergeSearchSegments(db: Kysely<Database>): Promise<void> {
    if (this.postgres) return;
    const changes = async (trx: Db) =>
      Number((await sql<{ n: number }>`select total_changes() as n`.execute(trx)).rows[0]?.n ?? 0);
    for (;;) {
      const merged = await db.transaction().execute(async (trx) => {
        const before = await changes(trx);
        await sql`insert into entity_search (entity_search, rank) values ('merge', ${-MERGE_PAGES})`.execute(trx);
        return (await changes(trx)) - before >= 2;
      });
      if (!merged) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  /** Forgets these records (deleted). */
  async remove(db: Db, ids: number[]): Promise<void> {
    for (const part of chunks(ids, 1000)) {
      await db.deleteFrom('entity_terms').where('entity_id', 'in', part).execute();
      await db.deleteFrom('entity_sort_keys').where('entity_id', 'in', part).execute();
    }
    await this.removeTexts(db, ids);
  }

  /** After a record's name changed, the records ordering by it through a reference are re-derived. */
  async nameChanged(db: Db, model: ResourceModel, id: number, before: Json, after: Json): Promise<void> {
    const referrers = this.referrers.get(model.name);
    const nameField = representationOf(model);
    if (!referrers?.length || JSON.stringify(before[nameField]) === JSON.stringify(after[nameField])) return;
    const rows = await db
      .selectFrom('entities')
      .select(['id', 'resource', 'data'])
      .where('deleted_at', 'is', null)
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('entity_refs')
          .select('from_id')
          .where('to_resource', '=', model.name)
          .where('to_id', '=', id)
          .where(
            'field',
            'in',
            referrers.map((r) => r.field),
          ),
      )
      .execute();
    for (const referrer of new Set(rows.map((r) => r.resource))) {
      const referrerModel = this.models.byName.get(referrer);
      if (!referrerModel) continue;
      await this.write(
        db,
        referrerModel,
        rows.filter((r) => r.resource === referrer).map((r) => ({ id: r.id, data: JSON.parse(r.data) as Json })),
      );
    }
  }

  /**
   * Keeps every catalogue's index in step with the models: a catalogue whose rules changed (a new folder,
   * a field added or retyped, this file's rules) is re-derived from its active rows, in one transaction.
   */
  async rebuildStale(db: Kysely<Database>): Promise<string[]> {
    const rebuilt: string[] = [];
    const states = new Map(
      (await db.selectFrom('list_index_state').selectAll().execute()).map((s) => [s.resource, s.fingerprint]),
    );
    for (const model of this.models.all) {
      const fingerprint = this.fingerprintOf(model);
      if (states.get(model.name) === fingerprint) continue;
      await db.transaction().execute(async (trx) => {
        // Replicas starting together: one rebuilds, the others wait and find it done.
        if (this.postgres) await sql`select pg_advisory_xact_lock(hashtext('list_index'))`.execute(trx);
        const state = await trx
          .selectFrom('list_index_state')
          .select('fingerprint')
          .where('resource', '=', model.name)
          .executeTakeFirst();
        if (state?.fingerprint === fingerprint) return;
        await this.removeCatalogue(trx, model.name);
        let after = 0;
        for (;;) {
          const rows = await trx
            .selectFrom('entities')
            .select(['id', 'data'])
            .where('resource', '=', model.name)
            .where('deleted_at', 'is', null)
            .where('id', '>', after)
            .orderBy('id')
            .limit(2000)
            .execute();
          if (rows.length === 0) break;
          await this.write(
            trx,
            model,
            rows.map((r) => ({ id: r.id, data: JSON.parse(r.data) as Json })),
          );
          after = rows[rows.length - 1].id;
        }
        if (state)
          await trx.updateTable('list_index_state').set({ fingerprint }).where('resource', '=', model.name).execute();
        else await trx.insertInto('list_index_state').values({ resource: model.name, fingerprint }).execute();
        rebuilt.push(model.name);
      });
    }
    return rebuilt;
  }

  private async removeCatalogue(db: Db, resource: string): Promise<void> {
    await db.deleteFrom('entity_terms').where('resource', '=', resource).execute();
    await db.deleteFrom('entity_sort_keys').where('resource', '=', resource).execute();
    await db
      .deleteFrom('entity_search')
      .where(this.postgres ? 'entity_id' : 'rowid', 'in', (eb) =>
        eb.selectFrom('entities').select('id').where('resource', '=', resource),
      )
      .execute();
  }

  /**
   * What the derivation of a catalogue depends on: the rules (RULES_VERSION) and its declarations. A stored
   * fingerprint that differs rebuilds the catalogue's index at the next start (rebuildStale).
   */
  fingerprintOf(model: ResourceModel): string {
    return `${RULES_VERSION}:${this.declarationsFingerprintOf(model)}`;
  }

  /**
   * The declarations the derivation reads: the catalogue's fields, its account, the names it orders references by.
   * Today's values are pinned by tests/unit/listIndexFingerprints.test.ts (a renamed declaration must keep its value).
   */
  declarationsFingerprintOf(model: ResourceModel): string {
    const referencedNames = Object.values(model.fields).map((spec) =>
      spec.type === 'reference' ? representationOf(this.models.byName.get(spec.model) ?? model) : null,
    );
    return createHash('sha256')
      .update(JSON.stringify([indexedFieldsOf(model), model.account ?? null, referencedNames]))
      .digest('hex')
      .slice(0, 32);
  }

  /** The names of the records these records reference, by id (those in `known` are not read again). */
  private async referencedNames(
    db: Db,
    model: ResourceModel,
    records: Array<{ data: Json }>,
    known?: ReadonlyMap<number, ReferencedRow>,
  ): Promise<Map<number, unknown>> {
    const ids = new Set<number>();
    for (const spec of Object.entries(model.fields))
      if (spec[1].type === 'reference')
        for (const { data } of records) if (typeof data[spec[0]] === 'number') ids.add(data[spec[0]] as number);
    const names = new Map<number, unknown>();
    const nameOf = (row: ReferencedRow) => {
      const target = this.models.byName.get(row.resource);
      if (target) names.set(row.id, (JSON.parse(row.data) as Json)[representationOf(target)]);
    };
    const unknown: number[] = [];
    for (const id of ids) {
      const row = known?.get(id);
      if (row) nameOf(row);
      else unknown.push(id);
    }
    for (const part of chunks(unknown, 1000))
      for (const row of await db
        .selectFrom('entities')
        .select(['id', 'resource', 'data'])
        .where('id', 'in', part)
        .execute())
        nameOf(row);
    return names;
  }
}

/** One stored index row of any kind, as ListIndex.stored reads them together. */
interface StoredRow {
  kind: 'term' | 'key' | 'search';
  entity_id: number;
  resource: string | null;
  field: string | null;
  text: string | null;
  language: string | null;
  number_key: number | null;
}

/** A record's index rows: filter terms, sort keys, search text. */
interface IndexRows {
  terms: Database['entity_terms'][];
  keys: Database['entity_sort_keys'][];
  texts: Array<{ id: number; text: string }>;
}

/** The deletes of the index rows of these fields of these records (by field, the records whose rows are replaced). */
function fieldRemovals(db: Db, table: 'entity_terms' | 'entity_sort_keys', changed: Map<string, number[]>): Write[] {
  return [...changed].flatMap(([field, entityIds]) =>
    chunks(entityIds, 1000).map((part) =>
      db.deleteFrom(table).where('field', '=', field).where('entity_id', 'in', part),
    ),
  );
}

/**
 * The (field, record) pairs whose wanted rows differ from the stored ones (as sets of `compared`), by field, and
 * the wanted rows of those pairs: what replacing only the changed fields deletes and inserts. `forced`: pairs
 * (`[field, id]` as JSON) replaced whatever they hold.
 */
function changedFields<Row extends { entity_id: number; field: string }>(
  wanted: Row[],
  stored: Row[],
  compared: (row: Row) => string,
  forced: ReadonlySet<string> = new Set(),
): { changed: Map<string, number[]>; rows: Row[] } {
  const valuesBy = (rows: Row[]) => {
    const values = new Map<string, string[]>();
    for (const row of rows) {
      const pair = JSON.stringify([row.field, row.entity_id]);
      values.set(pair, [...(values.get(pair) ?? []), compared(row)]);
    }
    for (const list of values.values()) list.sort();
    return values;
  };
  const before = valuesBy(stored);
  const after = valuesBy(wanted);
  const changedPairs = new Set(
    [...new Set([...before.keys(), ...after.keys(), ...forced])].filter(
      (pair) => forced.has(pair) || JSON.stringify(before.get(pair) ?? []) !== JSON.stringify(after.get(pair) ?? []),
    ),
  );
  const changed = new Map<string, number[]>();
  for (const pair of changedPairs) {
    const [field, entityId] = JSON.parse(pair) as [string, number];
    changed.set(field, [...(changed.get(field) ?? []), entityId]);
  }
  const rows = wanted.filter((row) => changedPairs.has(JSON.stringify([row.field, row.entity_id])));
  return { changed, rows };
}
