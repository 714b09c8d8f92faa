import { useEffect, useState } from 'react';
import { type Identifier, useDataProvider } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { RelationSpec } from '../../../lib/model';
import type { CatalogueDataProvider, RelationItem } from '../dataProviderTypes';
import { useFailureToast } from '../useFailureToast';

/** Where the form keeps a relation's edited list until Save (never sent with the record itself). */
export const RELATIONS_FIELD = '__relations';
export const relationFieldName = (spec: RelationSpec) => `${RELATIONS_FIELD}.${spec.field}`;

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
  const [saved, setSaved] = useState<RelationItem[]>([]);
  const [loading, setLoading] = useState(id !== undefined);

  useEffect(() => {
    if (id === undefined) return;
    let current = true;
    dataProvider
      .getRelation(resource, { id, relation })
      .then(({ data }) => current && setSaved(data))
      .catch((error) => current && showFailure(error, resource))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [dataProvider, resource, id, relation, showFailure]);

  const change = (next: RelationItem[]) => setValue(name, next, { shouldDirty: true });
  return { items: edited ?? saved, loading, change };
}
