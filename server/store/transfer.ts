import type { Transaction } from 'kysely';
import type { ListQuery } from '../../lib/listRules';
import type { ResourceModel } from '../../lib/model';
import { PAGE_SIZE } from '../../lib/queryString';
import { type Column, columnsOf, referenceKeyOf } from '../../lib/transfer/columns';
import type { ImportFile } from '../../lib/transfer/files';
import {
  applyImport,
  type ImportPlan,
  type ImportProgress,
  type ImportReport,
  type ImportSide,
  planImport,
} from '../../lib/transfer/plan';
import { type RowValues, referencedIdsOf, rowOf } from '../../lib/transfer/values';
import type { Db, Json } from '../db/connection';
import type { Database } from '../db/schema';
import type { Author } from '../history/entries';
import { letOthersRun } from '../liveness/eventLoopTurns';
import { checkWrites, lockedAccount, lockedAccounts } from './bulkChecks';
import { type BulkUpkeep, createChecked } from './bulkWrites';
import type { StoreContext } from './context';
import type { CallerCheck } from './ports';
import { updateRecord } from './recordWrites';
import { type RecordRow, toRecord } from './rows';
import { runTransaction } from './transactions';

/** Values per `in (…)` list, below both databases' bound-parameter limits. */
const CHUNK = 1000;
/**
 * An export's first rows come a listing page (PAGE_SIZE) at a time, as fast as a listing's, up to this many; then the
 * ids of this many records at a time (a multiple of PAGE_SIZE: a page number is an offset's multiple of its size), and
 * their records ROWS_READ at a time.
 */
const EXPORT_PAGE = 1000;
/** Records an export reads in one statement past its first page: each batch is garbage before the next is read. */
const ROWS_READ = 100;
/** Keys of referenced records an export remembers (its memory stays flat whatever the catalogue's size). */
const KEYS_KEPT = 20_000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

/**
 * Export and import of a catalogue (docs/export-import.md) over the store: an export reads the listing's pages (the
 * same filters, search and order as the list call) and writes their records as rows; an import is planned by the
 * rules of lib/transfer/plan.ts over this store's lookups, then written in one transaction through the bulk path
 * and the ordinary updates and relation writes, each with its history entries.
 */
export class CatalogueTransfer {
  constructor(
    private readonly store: StoreContext,
    private readonly upkeep: BulkUpkeep,
  ) {}

  columns(model: ResourceModel): Column[] {
    return columnsOf(model, this.store.models.byName);
  }

  /**
   * The rows of every record a list call with `query` answers (its page and size ignored), a batch at each call of
   * `next` (undefined once all are read): the first EXPORT_PAGE records a listing page at a time, so that the first
   * rows come as fast as a listing's, then the ids of EXPORT_PAGE records at a time and their records ROWS_READ at a
   * time (ListSql.pageIds, rowsById: memory stays flat, docs/performance.md). Each page is its own statement: a record
   * created, deleted or moved across the order while an export runs may be missed or written twice. `caller`: the
   * account check the first page's statement answers, as a listing's does. Plain calls rather than a generator, whose
   * frame would hold the batch it gave while the next is read.
   */
  exportPages(
    model: ResourceModel,
    query: ListQuery,
    language: string,
    caller?: CallerCheck,
  ): { next(): Promise<RowValues[] | undefined> } {
    const columns = this.columns(model);
    const keys = new Map<string, Map<number, string>>();
    const { db, listSql, onePlan } = this.store;
    /** Records the listing's pages have answered (or ids, past EXPORT_PAGE). */
    let listed = 0;
    let ended = false;
    let waiting: number[] = [];
    const rowsOf = async (found: RecordRow[]) => {
      const records = found.map((row) => toRecord(model, row));
      await this.readKeys(columns, records, keys);
      const keyOf = (target: string, id: number) => keys.get(target)?.get(id);
      return records.map((record) => rowOf(columns, record, keyOf));
    };
    // The list call's own rows, without what a listing adds (summaries, account fields): an export writes neither.
    const next = async (): Promise<RowValues[] | undefined> => {
      if (!ended && listed < EXPORT_PAGE) {
        const page = listed / PAGE_SIZE + 1;
        const found = await listSql.page(
          db,
          model,
          { ...query, page, itemsPerPage: PAGE_SIZE },
          language,
          page === 1 ? caller : undefined,
          onePlan,
        );
        listed += PAGE_SIZE;
        if (found.length < PAGE_SIZE) ended = true;
        // The first page is answered even empty: the file still gets its header.
        return found.length > 0 || page === 1 ? rowsOf(found) : undefined;
      }
      if (waiting.length === 0 && !ended) {
        const page = listed / EXPORT_PAGE + 1;
        waiting = await listSql.pageIds(db, model, { ...query, page, itemsPerPage: EXPORT_PAGE }, language, onePlan);
        listed += EXPORT_PAGE;
        if (waiting.length < EXPORT_PAGE) ended = true;
      }
      if (waiting.length === 0) return undefined;
      const batch = waiting.slice(0, ROWS_READ);
      waiting = waiting.slice(ROWS_READ);
      return rowsOf(await listSql.rowsById(db, model, batch));
    };
    return { next };
  }

  /** The keys of the records a page names that are not known yet (forgetting them all past KEYS_KEPT). */
  private async readKeys(columns: Column[], records: Json[], keys: Map<string, Map<number, string>>): Promise<void> {
    if ([...keys.values()].reduce((sum, known) => sum + known.size, 0) > KEYS_KEPT) keys.clear();
    for (const [name, ids] of referencedIdsOf(columns, records)) {
      const target = this.store.models.byName.get(name);
      if (!target) continue;
      const keyField = referenceKeyOf(target);
      const known = keys.get(name) ?? new Map<number, string>();
      keys.set(name, known);
      for (const part of chunks([...ids].filter((id) => !known.has(id)))) {
        const rows = await this.store.db
          .selectFrom('entities')
          .select(['id', 'data'])
          .where('id', 'in', part)
          .execute();
        for (const row of rows) {
          const key = (JSON.parse(row.data) as Json)[keyField];
          if (typeof key === 'string' && key !== '') known.set(row.id, key);
        }
      }
    }
  }

  /** The lookups of an import's plan, read on `db`. */
  side(db: Db = this.store.db): ImportSide {
    const { store } = this;
    return {
      async findKeys(model, field, keys) {
        const found = new Map<string, number[]>();
        const add = (key: string, id: number) => found.set(key, [...(found.get(key) ?? []), id]);
        for (const part of chunks(keys)) {
          const active = db.selectFrom('entities').where('resource', '=', model.name).where('deleted_at', 'is', null);
          if (field === 'id') {
            const ids = part.map(Number).filter(Number.isSafeInteger);
            for (const row of await active
              .select('id')
              .where('id', 'in', ids.length ? ids : [-1])
              .execute())
              add(String(row.id), row.id);
          } else if (model.fields[field]?.type === 'keyName') {
            for (const row of await active.select(['id', 'key_name']).where('key_name', 'in', part).execute())
              if (row.key_name) add(row.key_name, row.id);
          } else {
            // Any other text field: its filter terms (lowercase), kept by the list index of active records.
            const terms = await db
              .selectFrom('entity_terms')
              .select(['entity_id', 'term'])
              .where('resource', '=', model.name)
              .where('field', '=', field)
              .where('term', 'in', part)
              .execute();
            for (const term of terms) add(term.term, term.entity_id);
          }
        }
        return found;
      },
      async records(model, ids) {
        const found = new Map<number, Json>();
        for (const part of chunks(ids)) {
          const rows = await db
            .selectFrom('entities')
            .select(['id', 'data'])
            .where('resource', '=', model.name)
            .where('deleted_at', 'is', null)
            .where('id', 'in', part)
            .execute();
          for (const row of rows) found.set(row.id, JSON.parse(row.data) as Json);
        }
        return found;
      },
      async check(model, writes) {
        const refusals = await checkWrites(store, db, model, writes);
        const locked = await lockedAccounts(
          db,
          model,
          writes.flatMap((write) => (write.id === undefined ? [] : [write.id])),
        );
        return refusals.map((refusal, n) => {
          const id = writes[n].id;
          return refusal ?? (id !== undefined && locked.has(id) ? lockedAccount() : undefined);
        });
      },
      pause: letOthersRun,
    };
  }

  /** What importing `file` into `model` would do, row by row (nothing is written). */
  plan(
    model: ResourceModel,
    file: ImportFile,
    options: { fixed?: Json; progress?: ImportProgress } = {},
  ): Promise<ImportPlan> {
    return planImport(model, this.store.models.byName, file, this.side(), options);
  }

  /**
   * Writes a plan without refused rows in one transaction: creates by the bulk path, updates as `PUT` does, relation
   * lists as their call does, each with its history entries; a refusal undoes all (lib/transfer/plan.ts ImportRefused).
   */
  apply(plan: ImportPlan, author: Author, progress?: ImportProgress): Promise<ImportReport> {
    const { store, upkeep } = this;
    const { model } = plan;
    const total = plan.order.length;
    let created = 0;
    const applied = runTransaction(store.db, (trx: Transaction<Database>) => {
      let before = 0;
      created = 0;
      return applyImport(
        plan,
        {
          createMany: async (data) => {
            const ids = await createChecked(store, upkeep, model, data, author, trx, (count) =>
              progress?.('writing', before + count, total),
            );
            before += ids.length;
            created += ids.length;
            return ids;
          },
          update: async (id, input) => {
            await updateRecord(store, model, id, input, { check: false }, trx, undefined, { author });
            before += 1;
          },
          setRelation: async (id, path, items) => {
            await store.relations.setRelation(model, id, path, items, author, trx);
          },
          pause: letOthersRun,
        },
        progress,
      );
    });
    return applied.then((report) => {
      upkeep.written(created);
      return report;
    });
  }
}
