import {
  childrenTargetOf,
  type ReferenceDeclaration,
  type ReferenceTarget,
  referenceTargetOf,
} from '../lib/catalogueFacts';
import { compareIdentifiers } from '../lib/identifierOrder';
import type { ChildrenSpec, ResourceModel, ViewSpec } from '../lib/model';
import { viewsOf } from '../lib/model';

/** Every `resources/<name>/model.ts` declares one catalogue: the console finds them all, no list to edit. */
const modules = import.meta.glob<{ default: ResourceModel }>('../resources/*/model.ts', { eager: true });

export const allModels: readonly ResourceModel[] = Object.values(modules)
  .map((module) => module.default)
  .filter((model): model is ResourceModel => Boolean(model?.name))
  .sort((a, b) => compareIdentifiers(a.name, b.name));

export interface ModelAndView {
  model: ResourceModel;
  view: ViewSpec;
}

const byResourceName = new Map<string, ModelAndView>();
for (const model of allModels) {
  for (const view of viewsOf(model)) byResourceName.set(view.name, { model, view });
}

/** The suffix of a resource reading a model's records across all its views, where a view takes the model's name. */
const ALL_VIEWS = '.all';

/**
 * The resource reading every record of a model whatever its views' filters (act categories and sub-categories
 * together): the model's name, or that name with the ALL_VIEWS suffix when a view takes it. Only for reading: it has
 * no route, so it never names a link.
 */
export function allViewsOf(modelName: string): string {
  const model = modelNamed(modelName);
  return model && viewsOf(model).some((view) => view.name === modelName) ? `${modelName}${ALL_VIEWS}` : modelName;
}

/** The model serving a console resource (a view name, e.g. `examsClinical`), with that view. */
export function modelForResource(resourceName: string): ModelAndView | undefined {
  const found = byResourceName.get(resourceName);
  if (found) return found;
  const modelName = resourceName.endsWith(ALL_VIEWS) ? resourceName.slice(0, -ALL_VIEWS.length) : resourceName;
  const model = allModels.find((candidate) => candidate.name === modelName);
  return model ? { model, view: { name: resourceName, filter: {}, area: model.area } } : undefined;
}

/** Whether a resource name reads every record of a tree-shaped model across its levels (see allViewsOf). */
export const readsEveryLevel = (resourceName: string) =>
  resourceName.endsWith(ALL_VIEWS) && !!modelForResource(resourceName)?.model.orderable?.parent;

/** The model named `modelName` (references and relations name models, not views). */
export function modelNamed(modelName: string): ResourceModel | undefined {
  return allModels.find((model) => model.name === modelName);
}

/**
 * The console resource a reference reads its records through, for a record shown in `fromView`: the view of the
 * target catalogue its declaration picks (lib/catalogueFacts.ts referenceTargetOf), or all its records.
 */
export function referenceResourceOf(reference: ReferenceDeclaration, fromView?: ViewSpec): string {
  const model = modelNamed(reference.model);
  if (!model) return reference.model;
  return resourceOfTarget(model, referenceTargetOf(model, reference.offers, fromView));
}

/** The console resource the children a record's page lists are read through (lib/catalogueFacts.ts childrenTargetOf). */
export function childrenResourceOf(children: ChildrenSpec, fromView?: ViewSpec): string {
  const model = modelNamed(children.model);
  if (!model) return children.model;
  return resourceOfTarget(model, childrenTargetOf(model, children, fromView));
}

const resourceOfTarget = (model: ResourceModel, target: ReferenceTarget) =>
  'view' in target ? target.view.name : allViewsOf(model.name);
