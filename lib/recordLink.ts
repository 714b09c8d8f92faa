import { viewShowing } from './catalogueFacts';
import { labelOf } from './history';
import { keyFieldOf, type ResourceModel } from './model';

/** A record named and linked as lists across catalogues show it (the global search's hits, "used by"). */
export interface RecordLink {
  /** Its catalogue (model name). */
  resource: string;
  /** The console route listing it (a multi-view catalogue's view it fits). */
  view: string;
  id: number;
  /** Its name as stored: a translation set or a text; null when the catalogue names records by id. */
  label: unknown;
  keyName: string | null;
}

export function recordLinkOf(model: ResourceModel, id: number, data: Record<string, unknown>): RecordLink {
  const keyField = keyFieldOf(model);
  const key = keyField ? data[keyField] : undefined;
  return {
    resource: model.name,
    view: viewShowing(model, data).name,
    id,
    label: labelOf(model, data),
    keyName: typeof key === 'string' ? key : null,
  };
}
