import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type Identifier, useDataProvider } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { RelationSpec } from '../../../lib/model';
import type { CatalogueDataProvider, RelationItem } from '../dataProviderTypes';
import { useFailureToast } from '../useFailureToast';

/** Where the form keeps a relation's edited list until Save (never sent with the record itself). */
export const RELATIONS_FIELD = '__relations';
export const relationFieldName = (spec: RelationSpec) => `${RELATIONS_FIELD}.${spec.field}`;

/** The react-query key of a record's saved relation list; Save writes the list it sent there (useSaveRelations). */
export const relationQueryKey = (resource: string, id: Identifier, relation: string) => [
  resource,
  'getRelation',
  { id: String(id), relation },
];

const NO_ITEMS: RelationItem[] = [];

/**
 * The ordered items of a relation: the saved list (GET /api/<api>/{id}/<relation>; none yet on a new record),
 * or the list edited in the form since. `change` only edits the form: Save sends it (useSaveRelations).
 */
export function useRelationItems(resource: string, id: Identifier | undefined, relation: string, spec: RelationSpec) {
  const dataProvider = useDataProvider<CatalogueDataProvider>();
  const showFailure = useFailureToast();
  const { setValue } = useFormContext();
  const name = relationFieldName(spec);
  const edited = useWatch({ name }) as RelationItem[] | undefined;
  const saved = useQuery({
    queryKey: relationQueryKey(resource, id ?? '', relation),
    queryFn: async () => (await dataProvider.getRelation(resource, { id: id as Identifier, relation })).data,
    enabled: id !== undefined,
    retry: false,
  });
  useEffect(() => {
    if (saved.error) showFailure(saved.error, resource);
  }, [saved.error, showFailure, resource]);

  const change = (next: RelationItem[]) => setValue(name, next, { shouldDirty: true });
  return { items: edited ?? saved.data ?? NO_ITEMS, loading: saved.isPending && id !== undefined, change };
}
