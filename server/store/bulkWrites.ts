import { sql } from 'kysely';
import { changesOfCreation, recordEntry } from '../../lib/history';
import type { ResourceModel } from '../../lib/model';
import { checkBatch, keyNameOf, parentKeyOf, validatedBatch } from '../../lib/records';
import type { Author } from '../history/entries';
import type { StoreContext } from './context';
import { nextOrder } from './ordering';
import { now, writeRefs } from './rows';
import { runTransaction } from './transactions';
import { assignVersion, checkWrite, uniqueClash } from './writeChecks';

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
  const checked = validatedBatch(model, inputs);
  return runTransaction(store.db, async (trx) => {
    const ids: number[] = [];
    await checkBatch(model, checked, async (data) => {
      await checkWrite(store, trx, model, data);
      if (model.versioned) await assignVersion(trx, model, data);
    });
    const stamp = now();
    const orders = new Map<string, number>();
    for (let start = 0; start < checked.length; start += ROWS_PER_INSERT) {
      const part = checked.slice(start, start + ROWS_PER_INSERT);
      const values = [];
      for (const data of part) {
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
      const written = inserted.map((row, i) => ({ id: row.id, data: part[i] }));
      for (const { id, data } of written) {
        await writeRefs(trx, model, id, data, true);
        if (model.account) await store.accounts.created(trx, model, id, data);
      }
      await store.listIndex.write(trx, model, written, true);
      // One entry per record created, appended by one statement per ROWS_PER_INSERT records.
      await store.history.record(
        trx,
        ...written.map(({ id, data }) => ({
          author,
          ...recordEntry(model, 'create', id, data, changesOfCreation(model, data)),
        })),
      );
      ids.push(...written.map((w) => w.id));
    }
    return ids;
  })
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
