import { arrayMove } from '@dnd-kit/sortable';
import { useState } from 'react';
import { type Identifier, type RaRecord, useDataProvider, useListContext, useNotify } from 'react-admin';
import type { CatalogueDataProvider } from '../dataProviderTypes';

/**
 * Rows in their displayed order: a move shows at once, is saved through the display-order call
 * (0-based position among the shown siblings), then the list reloads; on failure the previous order
 * comes back with an error toast.
 */
export function useRowOrder(resource: string) {
  const { data = [], refetch } = useListContext();
  const dataProvider = useDataProvider<CatalogueDataProvider>();
  const notify = useNotify();
  const [pendingOrder, setPendingOrder] = useState<Identifier[] | null>(null);

  const rows = pendingOrder ? orderBy(data, pendingOrder) : data;

  const moveRow = async (id: Identifier, overId: Identifier) => {
    const ids = rows.map((row) => row.id);
    const from = ids.indexOf(id);
    const to = ids.indexOf(overId);
    if (from < 0 || to < 0 || from === to) return;
    setPendingOrder(arrayMove(ids, from, to));
    try {
      await dataProvider.reorder(resource, { id, displayOrder: to });
      await refetch();
    } catch {
      notify('screens.list.reorderFailed', { type: 'error' });
    } finally {
      setPendingOrder(null);
    }
  };

  return { rows, moveRow };
}

function orderBy(data: RaRecord[], ids: Identifier[]): RaRecord[] {
  const position = new Map(ids.map((id, index) => [id, index]));
  const rank = (record: RaRecord) => position.get(record.id) ?? ids.length;
  return [...data].sort((a, b) => rank(a) - rank(b));
}
