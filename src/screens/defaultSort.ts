import type { SortPayload } from 'react-admin';
import type { ResourceModel } from '../../lib/model';
import { modelForResource } from '../modelRegistry';

/** The API's own order (API contract, Lists): display order for orderable catalogues, creation order otherwise. */
export function defaultSortOf(model: ResourceModel | undefined): SortPayload {
  return model?.orderable ? { field: 'displayOrder', order: 'ASC' } : { field: 'id', order: 'ASC' };
}

export function defaultSortOfResource(resource: string): SortPayload {
  return defaultSortOf(modelForResource(resource)?.model);
}
