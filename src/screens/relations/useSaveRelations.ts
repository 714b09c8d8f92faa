import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type Identifier, useDataProvider, useRegisterMutationMiddleware } from 'react-admin';
import type { ResourceModel } from '../../../lib/model';
import type { CatalogueDataProvider, RelationItem } from '../dataProviderTypes';
import { RELATIONS_FIELD, relationQueryKey } from './useRelationItems';

type Params = { data: Record<string, unknown> };
type Mutate = (resource: string, params: Params) => Promise<{ data: { id: Identifier } }>;

/**
 * Makes the form's Save send the relations edited in it: the record first (without them), then each
 * edited relation (POST /api/<api>/{id}/<path>), before the success toast. The list sent becomes the
 * saved list the form shows once it is reset to the saved record. A refused relation fails the
 * save with the console's error toast; the edits stay in the form, so saving again sends them again.
 */
export function useSaveRelations(model: ResourceModel) {
  const dataProvider = useDataProvider<CatalogueDataProvider>();
  const queryClient = useQueryClient();
  const middleware = useCallback(
    async (resource: string, params: Params, next: Mutate) => {
      const { [RELATIONS_FIELD]: edited, ...data } = params.data;
      const result = await next(resource, { ...params, data });
      const lists = (edited ?? {}) as Record<string, RelationItem[] | undefined>;
      for (const [relation, spec] of Object.entries(model.relations ?? {})) {
        const items = lists[spec.field];
        if (!items) continue;
        const payload = items.map((item) =>
          item.role === undefined ? { id: item.id } : { id: item.id, role: item.role },
        );
        await dataProvider.setRelation(resource, { id: result.data.id, relation, items: payload });
        queryClient.setQueryData(relationQueryKey(resource, result.data.id, relation), items);
      }
      return result;
    },
    [dataProvider, queryClient, model],
  );
  useRegisterMutationMiddleware(middleware);
}
