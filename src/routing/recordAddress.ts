import { modelNamed } from '../modelRegistry';
import { hasRecordPage } from './catalogueScreens';

/** A record as the search and "used by" answers name it: its catalogue (model name), the view showing it, its id. */
export interface RecordTarget {
  resource: string;
  view: string;
  id: number | string;
}

/** The address of a record's page (`/<view>/<id>`); undefined when its catalogue has no record page. */
export function recordAddress(target: RecordTarget): string | undefined {
  const model = modelNamed(target.resource);
  return model && hasRecordPage(model) ? `/${target.view}/${target.id}` : undefined;
}

/** Records grouped by the view showing them, the views in the order of their first record. */
export function groupedByView<T extends { view: string }>(items: readonly T[]): Array<{ view: string; items: T[] }> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(item.view, [...(groups.get(item.view) ?? []), item]);
  return [...groups].map(([view, grouped]) => ({ view, items: grouped }));
}
