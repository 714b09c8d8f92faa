import { fixedValuesOf } from '../../lib/catalogueFacts';
import { type Area, type ResourceModel, type ViewSpec, viewsOf } from '../../lib/model';
import { allModels, modelForResource } from '../modelRegistry';

/** One console resource: a model view (its own route `/<view.name>`) served by the model's API. */
export interface CatalogueView {
  model: ResourceModel;
  view: ViewSpec;
  area: Area;
}

export function catalogueViewsOf(models: readonly ResourceModel[]): CatalogueView[] {
  return models.flatMap((model) => viewsOf(model).map((view) => ({ model, view, area: view.area ?? model.area })));
}

/** Every view of every `resources/<name>/model.ts` (discovered by src/modelRegistry.ts). */
export const catalogueViews: readonly CatalogueView[] = catalogueViewsOf(allModels);

export function findView(resource: string): CatalogueView | undefined {
  const found = modelForResource(resource);
  return found && { ...found, area: found.view.area ?? found.model.area };
}

/** Duplicates: the e-mail on catalogues with an account, else the key (docs/product-rules.md, "Failure toasts"). */
export function hasAccount(resource: string): boolean {
  return !!modelForResource(resource)?.model.account;
}

/**
 * The API path of a resource, its list call (the view's own path, which implies its filter, or the model's
 * path with the view's fixed filter), and the plain entries copied into created records.
 */
export function apiTargetOf(resource: string) {
  const found = modelForResource(resource);
  if (!found) throw new Error(`Unknown resource: ${resource}`);
  const { filter, listPath } = found.view;
  const path = `/${found.model.api}`;
  return {
    path,
    list: listPath ? { path: `${path}/${listPath}`, filter: {} } : { path, filter },
    filter,
    createDefaults: fixedValuesOf(found.view),
  };
}
