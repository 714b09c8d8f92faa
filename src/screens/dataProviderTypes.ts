import type { DataProvider, Identifier } from 'react-admin';

/** One item of an ordered relation (docs/relation-lists.md): the related id plus its extra values. */
export interface RelationItem {
  id: Identifier;
  role?: string;
  [extra: string]: unknown;
}

/** The console dataProvider's calls beyond react-admin's standard ones, used by the generic views. */
export interface CatalogueDataProvider extends DataProvider {
  reorder(resource: string, params: { id: Identifier; displayOrder: number }): Promise<unknown>;
  getRelation(resource: string, params: { id: Identifier; relation: string }): Promise<{ data: RelationItem[] }>;
  setRelation(
    resource: string,
    params: { id: Identifier; relation: string; items: { id: Identifier; role?: string }[] },
  ): Promise<unknown>;
}
