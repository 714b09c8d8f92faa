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

const EVERY_RECORD = '.all';

/**
 * A resource name reading every record of a model whatever its views' filters (act categories and
 * sub-categories together). Only for reading: it has no route, so it never names a link.
 */
export const everyRecordOf = (modelName: string) => `${modelName}${EVERY_RECORD}`;

/** The model serving a console resource (a view name, e.g. `examsClinical`), with that view. */
export function modelForResource(resourceName: string): ModelAndView | undefined {
  const found = byResourceName.get(resourceName);
  if (found) return found;
  const modelName = resourceName.endsWith(EVERY_RECORD) ? resourceName.slice(0, -EVERY_RECORD.length) : resourceName;
  const model = allModels.find((candidate) => candidate.name === modelName);
  return model ? { model, view: { name: resourceName, filter: {}, area: model.area } } : undefined;
}

/** Whether a resource name reads every record of its model across levels (see everyRecordOf). */
export const readsEveryLevel = (resourceName: string) =>
  resourceName.endsWith(EVERY_RECORD) && !!modelForResource(resourceName)?.model.orderable?.parent;

/** The model named `modelName` (references and relations name models, not views). */
export function modelNamed(modelName: string): ResourceModel | undefined {
  return allModels.find((model) => model.name === modelName);
}

const PLAIN_KEY = /^\w+$/;
const SUB_FIELD = /^sub[A-Z]|Sub[A-Z]/;
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
    const wantsChild = SUB_FIELD.test(fieldName);
    // A record filed under one category of any level (an act type under a category or a sub-category) picks
    // among all of them, unless the record has its own sub-category field, or the field is the parent link.
    const fromModel = fromView && modelForResource(fromView.name)?.model;
    const singleReference = fromModel?.fields[fieldName]?.type === 'reference';
    const hasSubField =
      fromModel &&
      Object.entries(fromModel.fields).some(
        ([name, spec]) => spec.type === 'reference' && spec.resource === modelName && SUB_FIELD.test(name),
      );
    if (
      fromModel &&
      singleReference &&
      !wantsChild &&
      fieldName !== parent &&
      fromModel.name !== modelName &&
      !hasSubField
    ) {
      return everyRecordOf(modelName);
    }
    const match = views.find((view) => Number(existsValue(view, parent)) === (wantsChild ? 1 : 0));
    if (match) return match.name;
  }
  return views.find((view) => view.name === modelName)?.name ?? modelName;
}
