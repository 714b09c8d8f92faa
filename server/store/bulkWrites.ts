import { sql, type Transaction } from 'kysely';
import { changesOfCreation, recordEntry } from '../../lib/history';
import type { ResourceModel } from '../../lib/model';
import { checkBatch, keyNameOf, parentKeyOf, referencesOf, validatedBatch } from '../../lib/records';
import type { Json } from '../db/connection';
import type { Database } from '../db/schema';
import type { Author } from '../history/entries';
import { letOthersRun } from '../liveness/eventLoopTurns';
import { checkWrites } from './bulkChecks';
import type { StoreContext } from './context';
import { nextOrder } from './ordering';
import { now } from './rows';
import { runTransaction } from './transactions';
import { assignVersion, uniqueClash } from './writeChecks';

/** A bulk write at least this large is followed by the upkeep of `BulkUpkeep`. */
const TIDY_AFTER = 1000;

/** Rows per insert statement of a bulk write. */
const ROWS_PER_INSERT = 500;

/**
 * The bulk path: many records of one catalogue validated as single writes are, written in one
 * transaction (all or none). A refused record answers its error with its position as `index`.
 */
export async function createMany(
  store: StoreContext,
  upkeep: BulkUpkeep,
  model: ResourceModel,
  inputs: unknown[],
  author: Author,
): Promise<number[]> {
  return createChecked(store, upkeep, model, validatedBatch(model, inputs), author);
}

/**
 * Writes records already validated (lib/validation.ts validateRecord's `data`), all or none, in `inTrx` when given:
 * keys unique within the batch, then the store's checks of every record at once (bulkChecks.ts checkWrites, its
 * referenced records locked until the end), then the rows, ROWS_PER_INSERT a statement, with their references, list
 * index, accounts and history entries. `written`: told the number of records written so far (an import's progress).
 */
export async function createChecked(
  store: StoreContext,
  upkeep: BulkUpkeep,
  model: ResourceModel,
  checked: Json[],
  author: Author,
  inTrx?: Transaction<Database>,
  written?: (count: number) => void,
): Promise<number[]> {
  return runTransaction(
    store.db,
    async (trx) => {
      const ids: number[] = [];
      const refusals = await checkWrites(
        store,
        trx,
        model,
        checked.map((data) => ({ data })),
        true,
      );
      // The first record refused, by position: a key repeated within the batch, or the store's refusal.
      const positions = new Map(checked.map((data, index) => [data, index]));
      await checkBatch(model, checked, async (data) => {
        await letOthersRun();
        const refusal = refusals[positions.get(data) ?? -1];
        if (refusal !== undefined) throw refusal;
      });
      if (model.versioned) for (const data of checked) await assignVersion(trx, model, data);
      const stamp = now();
      const orders = new Map<string, number>();
      for (let start = 0; start < checked.length; start += ROWS_PER_INSERT) {
        const part = checked.slice(start, start + ROWS_PER_INSERT);
        const values = [];
        for (const data of part) {
          await letOthersRun();
          const parentKey = parentKeyOf(model, data);
          const order = orders.get(parentKey) ?? (await nextOrder(trx, model, parentKey));
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
        const rows = inserted.map((row, i) => ({ id: row.id, data: part[i] }));
        // The references of the part's records, ROWS_PER_INSERT a statement.
        const refs = rows.flatMap(({ id, data }) =>
          referencesOf(model, data).map((ref) => ({
            from_id: id,
            field: ref.field,
            to_resource: ref.resource,
            to_id: ref.id,
          })),
        );
        for (let at = 0; at < refs.length; at += ROWS_PER_INSERT)
          await trx
            .insertInto('entity_refs')
            .values(refs.slice(at, at + ROWS_PER_INSERT))
            .execute();
        if (model.account) for (const { id, data } of rows) await store.accounts.created(trx, model, id, data);
        // Each step's JavaScript for ROWS_PER_INSERT records (terms, entries) is a stretch of its own.
        await letOthersRun();
        await store.listIndex.write(trx, model, rows, true);
        await letOthersRun();
        // One entry per record created, appended by one statement per ROWS_PER_INSERT records.
        await store.history.record(
          trx,
          ...rows.map(({ id, data }) => ({
            author,
            ...recordEntry(model, 'create', id, data, changesOfCreation(model, data)),
          })),
        );
        ids.push(...rows.map((row) => row.id));
        written?.(ids.length);
      }
      return ids;
    },
    inTrx,
  )
    .catch((error) => uniqueClash(model, error))
    .then((ids) => {
      if (ids.length >= TIDY_AFTER) upkeep.start();
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
export class BulkUpkeep {
  /** The upkeep running, if any; whether another was asked for meanwhile. */
  private tidying?: Promise<void>;
  private tidyAgain = false;

  constructor(private readonly store: Pick<StoreContext, 'db' | 'postgres' | 'listIndex'>) {}

  /** Starts the upkeep after a bulk write of `count` records, when that is many (TIDY_AFTER). */
  written(count: number): void {
    if (count >= TIDY_AFTER) this.start();
  }

  start(): void {
    if (this.tidying) {
      this.tidyAgain = true;
      return;
    }
    const { db, postgres, listIndex } = this.store;
    const upkeep = postgres
      ? sql`vacuum (analyze) entities, entity_terms, entity_sort_keys, entity_search, entity_refs`.execute(db)
      : listIndex.mergeSearchSegments(db);
    this.tidying = upkeep
      .then(() => undefined)
      .catch(() => undefined)
      .finally(() => {
        this.tidying = undefined;
        if (this.tidyAgain) {
          this.tidyAgain = false;
          this.start();
        }
      });
  }

  /** Resolves once the upkeep has ended (the bench measures a loaded database as it is left then). */
  async tidied(): Promise<void> {
    while (this.tidying) await this.tidying;
  }
}
