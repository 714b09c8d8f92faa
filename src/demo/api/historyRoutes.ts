/**
 * The history calls of server/routes/admin/history.ts answered by the demo API (docs/history.md): the activity feed,
 * each record's revisions and their revert, with the query rules of lib/history.ts.
 */

import { invalid, notFound } from '../../../lib/errors';
import { parseHistoryQuery, revertedRecord } from '../../../lib/history';
import { MAX_ID } from '../../../lib/ids';
import type { ResourceModel } from '../../../lib/model';
import { etagOf } from '../../../lib/recordVersion';
import { type Access, actorOf, type Call, type Handler, idOf } from './calls';
import type { CatalogueStore } from './catalogueStore';
import type { HistoryBook } from './historyBook';

type On = (method: string, path: string, access: Access, handler: Handler) => void;

/** The path's revision id: a positive id, else 404 like any unknown id. */
function revisionOf(raw: string): number {
  if (!/^\d{1,10}$/.test(raw) || Number(raw) > MAX_ID || Number(raw) < 1) throw notFound('revision');
  return Number(raw);
}

function queryOf(call: Call, feed: boolean, catalogues?: ReadonlySet<string>) {
  const parsed = parseHistoryQuery(call.query, { feed, catalogues });
  if (!parsed.ok) throw invalid(parsed.field, parsed.message);
  return parsed.query;
}

export function historyRoutes(store: CatalogueStore, history: HistoryBook, on: On): void {
  const catalogues = new Set(store.all.map((model) => model.name));
  on('GET', '/api/activity', 'admin', (call) => history.page(queryOf(call, true, catalogues)));
  for (const model of store.all) recordHistory(model, store, history, on);
}

function recordHistory(model: ResourceModel, store: CatalogueStore, history: HistoryBook, on: On): void {
  const base = `/api/${model.api}/:id/revisions`;
  on('GET', base, 'admin', (call, [raw]) => {
    const id = idOf(raw);
    const query = queryOf(call, false);
    // A record of this catalogue, deleted or not; any other id is unknown here.
    if (!store.everHeld(model, id)) throw notFound(model.name);
    return history.page({ ...query, catalogue: model.name, record: id });
  });
  if (!(model.verbs as readonly string[]).includes('update')) return;
  on('POST', `${base}/:revisionId/revert`, 'admin', (call, [raw, revision]) => {
    const id = idOf(raw);
    const revisionId = revisionOf(revision);
    const row = store.findRow(model, id);
    const later = history.changesAfter(model.name, id, revisionId);
    if (!later) throw notFound('revision');
    const body = revertedRecord(model, row.data, later);
    const record = store.update(model, id, body, actorOf(call), { check: false }, revisionId);
    return { status: 200, body: record, headers: { etag: etagOf(store.versionOf(model, id)) } };
  });
}
