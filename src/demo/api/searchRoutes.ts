/**
 * The global search of server/routes/admin/search.ts answered by the demo API (docs/search.md): every active record
 * of the searched catalogues, matched and ranked by the rules of lib/globalSearch.ts.
 */

import { invalid } from '../../../lib/errors';
import { parseSearchQuery, rankedHits, searchedCatalogues, searchesAnything } from '../../../lib/globalSearch';
import type { Access, Handler } from './calls';
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
}
