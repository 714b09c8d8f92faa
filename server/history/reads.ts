import type { FieldChange, HistoryAction, HistoryEntry, HistoryQuery } from '../../lib/history';
import type { Db } from '../db/connection';
import type { HistoryRow } from '../db/schema';

/** An entry as the API answers it. */
export function entryOf(row: HistoryRow): HistoryEntry {
  return {
    id: row.id,
    at: row.at,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action as HistoryAction,
    catalogue: row.catalogue,
    recordId: row.record_id,
    label: row.label === null ? null : (JSON.parse(row.label) as unknown),
    address: row.address,
    changes: JSON.parse(row.changes) as FieldChange[],
    ...(row.reverted_to === null ? {} : { revertedTo: row.reverted_to }),
  };
}

/**
 * One page of entries, newest first unless asked otherwise, in SQL: each filter, and each combination of actor,
 * catalogue and action, has an index ordered by time after its equal columns (migrations 2026-11-24T07-history and
 * 2026-11-27T08-history-filter-pairs), so a page is read by walking one index over only the entries it answers and
 * stopping, whatever the history's size; a filter with a record walks the record's few entries. No value changes the
 * best index, so the statement is prepared like any other (docs/history.md, "Reading at scale").
 */
export async function historyPage(db: Db, query: HistoryQuery): Promise<HistoryEntry[]> {
  const { direction } = query;
  const rows = await db
    .selectFrom('history_entries')
    .selectAll()
    .$if(query.record !== undefined, (q) => q.where('record_id', '=', query.record!))
    .$if(query.catalogue !== undefined, (q) => q.where('catalogue', '=', query.catalogue!))
    .$if(query.actor !== undefined, (q) => q.where('actor_id', '=', query.actor!))
    .$if(query.action !== undefined, (q) => q.where('action', '=', query.action!))
    .$if(query.from !== undefined, (q) => q.where('at', '>=', query.from!))
    .$if(query.to !== undefined, (q) => q.where('at', '<', query.to!))
    .orderBy('at', direction)
    .orderBy('id', direction)
    .limit(query.itemsPerPage)
    .offset((query.page - 1) * query.itemsPerPage)
    .execute();
  return rows.map(entryOf);
}
