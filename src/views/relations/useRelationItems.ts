import { useCallback, useEffect, useState } from 'react';
import { type Identifier, useDataProvider, useNotify } from 'react-admin';
import type { CatalogueDataProvider, RelationItem } from '../dataProviderTypes';
import { useFailureToast } from '../useFailureToast';

/**
 * The ordered items of a relation (GET /api/<api>/{id}/<relation>). `save` shows the new list at once,
 * sends it (POST), then reloads; on failure the previous list comes back with the error toast.
 */
export function useRelationItems(resource: string, id: Identifier, relation: string) {
  const dataProvider = useDataProvider<CatalogueDataProvider>();
  const notify = useNotify();
  const showFailure = useFailureToast();
  const [items, setItems] = useState<RelationItem[]>([]);
  const [loading, setLoading] = useState(true);

  const load = useCallback(async () => {
    try {
      const { data } = await dataProvider.getRelation(resource, { id, relation });
      setItems(data);
    } catch (error) {
      showFailure(error, resource);
    } finally {
      setLoading(false);
    }
  }, [dataProvider, resource, id, relation, showFailure]);

  useEffect(() => {
    void load();
  }, [load]);

  const save = async (next: RelationItem[]) => {
    const previous = items;
    setItems(next);
    try {
      const payload = next.map((item) =>
        item.role === undefined ? { id: item.id } : { id: item.id, role: item.role },
      );
      await dataProvider.setRelation(resource, { id, relation, items: payload });
      notify('views.relations.saved', { type: 'success' });
      await load();
    } catch (error) {
      setItems(previous);
      showFailure(error, resource);
    }
  };

  return { items, loading, save };
}
