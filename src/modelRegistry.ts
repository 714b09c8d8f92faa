import type { ResourceModel, ViewSpec } from '../lib/model';
import { viewsOf } from '../lib/model';

/** Every `resources/<name>/model.ts` declares one catalogue: the console finds them all, no list to edit. */
const modules = import.meta.glob<{ default: ResourceModel }>('../resources/*/model.ts', { eager: true });

export const allModels: readonly ResourceModel[] = Object.values(modules)
  .map((module) => module.default)
  .filter((model): model is ResourceModel => Boolean(model?.name))
  .sort((a, b) => a.name.localeCompare(b.name));

export interface ModelAndView {
  model: ResourceModel;
  view: ViewSpec;
}

const byResourceName = new Map<string, ModelAndView>();
for (const model of allModels) {
  for (const view of viewsOf(model)) byResourceName.set(view.name, { model, view });
}

/** The model serving a console resource (a view name, e.g. `examsClinical`), with that view. */
export function modelForResource(resourceName: string): ModelAndView | undefined {
  const found = byResourceName.get(resourceName);
  if (found) return found;
  const model = allModels.find((candidate) => candidate.name === resourceName);
  return model ? { model, view: { name: model.name, filter: {}, area: model.area } } : undefined;
}

/** The model named `modelName` (references and relations name models, not views). */
export function modelNamed(modelName: string): ResourceModel | undefined {
  return allModels.find((model) => model.name === modelName);
}

const PLAIN_KEY = /^\w+$/;
const existsValue = (view: ViewSpec, field: string) => view.filter[`exists[${field}]`];

/**
 * The console resource to read records of `modelName` through, for the field `fieldName` of a record
 * shown in `fromView`. Views of the referenced model are told apart by the fixed filter they share
 * with `fromView` (clinical exams pick clinical categories), then by parent presence (`subCategoryId`
 * picks sub-categories). Without a match, the model name itself: the dataProvider reads it unfiltered.
 */
export function referenceResourceFor(modelName: string, fieldName: string, fromView?: ViewSpec): string {
  const model = modelNamed(modelName);
  if (!model) return modelName;
  const views = viewsOf(model);
  if (views.length === 1) return views[0].name;
  const shared = views.find((view) => {
    const plain = Object.entries(view.filter).filter(([key]) => PLAIN_KEY.test(key));
    return plain.length > 0 && plain.every(([key, value]) => fromView?.filter[key] === value);
  });
  if (shared) return shared.name;
  const parent = model.orderable?.parent;
  if (parent && views.every((view) => existsValue(view, parent) !== undefined)) {
    const wantsChild = /^sub[A-Z]|Sub[A-Z]/.test(fieldName);
    const match = views.find((view) => Number(existsValue(view, parent)) === (wantsChild ? 1 : 0));
    if (match) return match.name;
  }
  return views.find((view) => view.name === modelName)?.name ?? modelName;
}
