/**
 * The global search and "used by" of server/routes/admin/search.ts and usedBy.ts answered by the demo API
 * (docs/search.md): every active record of the searched catalogues, matched and ranked by the rules of
 * lib/globalSearch.ts; the active records referring to one (lib/records.ts referencesOf), oldest first.
 */

import { invalid } from '../../../lib/errors';
import { parseSearchQuery, rankedHits, searchedCatalogues, searchesAnything } from '../../../lib/globalSearch';
import { recordLinkOf } from '../../../lib/recordLink';
import { referencesOf } from '../../../lib/records';
import { parseUsedByQuery } from '../../../lib/usedBy';
import { type Access, type Handler, idOf } from './calls';
import type { CatalogueStore } from './catalogueStore';

type On = (method: string, path: string, access: Access, handler: Handler) => void;

export function searchRoutes(store: CatalogueStore, on: On): void {
  const catalogues = searchedCatalogues(store.all);
  on('GET', '/api/search', 'admin', (call) => {
    const parsed = parseSearchQuery(call.query);
    if (!parsed.ok) throw invalid(parsed.field, parsed.message);
    if (!searchesAnything(parsed.needle)) return { items: [] };
    const candidates = catalogues.flatMap((model) =>
      store.activeRows(model.name).map((row) => ({ model, id: row.id, data: row.data })),
    );
    return { items: rankedHits(candidates, parsed.needle, parsed.limit) };
  });
  for (const model of store.all)
    if (model.verbs.includes('get'))
      on('GET', `/api/${model.api}/:id/used-by`, 'admin', (call, [raw]) => {
        const id = idOf(raw);
        const parsed = parseUsedByQuery(call.query);
        if (!parsed.ok) throw invalid(parsed.field, parsed.message);
        store.findRow(model, id);
        const referring = store.all
          .flatMap((other) => store.activeRows(other.name).map((row) => ({ other, row })))
          .filter(
            ({ row }) =>
              row.id !== id &&
              referencesOf(store.model(row.resource), row.data).some(
                (ref) => ref.resource === model.name && ref.id === id,
              ),
          )
          .sort((a, b) => a.row.id - b.row.id);
        const from = (parsed.page - 1) * parsed.itemsPerPage;
        return {
          items: referring
            .slice(from, from + parsed.itemsPerPage)
            .map(({ other, row }) => recordLinkOf(other, row.id, row.data)),
          total: referring.length,
        };
      });
}
