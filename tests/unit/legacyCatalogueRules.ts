/**
 * A frozen copy of the rules that stated a catalogue's facts before the models declared them (field names
 * matched against a regular expression, fixed lists of field names): the parity test compares the facts
 * derived from the declarations with these.
 */
import type { ResourceModel, ViewSpec } from '../../lib/model';
import { viewsOf } from '../../lib/model';

export const LEGACY_EVERY_RECORD = '.all';

/** The models' former `recordRepresentation` declarations, copied from them before `names` replaced it. */
const LEGACY_RECORD_REPRESENTATIONS: Record<string, string> = {
  alertTypes: 'keyName',
  notificationTemplates: 'titleTemplate',
  pedagogicalSheetImages: 'originalName',
  pedagogicalSheets: 'title',
};

export function legacyRepresentationOf(model: ResourceModel): string {
  const declared = LEGACY_RECORD_REPRESENTATIONS[model.name];
  if (declared) return declared;
  for (const candidate of ['label', 'name', 'title', 'keyName', 'originalName', 'email']) {
    if (candidate in model.fields) return candidate;
  }
  return 'id';
}

export const LEGACY_SUMMARY_FIELDS = ['label', 'title', 'name', 'keyName', 'originalName'];
export const LEGACY_SEARCHED_FIELDS = [
  'label',
  'title',
  'name',
  'keyName',
  'email',
  'firstName',
  'lastName',
  'rpps',
  'mainUserEmail',
  'mainUserFirstName',
  'mainUserLastName',
  'originalName',
  'description',
];

/** The plain entries of a view's filter, as each of the four former rules read them. */
export const legacyPlainKeyRules: Record<string, (key: string) => boolean> = {
  modelRegistry: (key) => /^\w+$/.test(key),
  aliases: (key) => /^\w+$/.test(key),
  providerModels: (key) => /^[A-Za-z_$][\w$]*$/.test(key),
  viewFilter: (key) => !/^exists\[(\w+)\]$/.test(key),
};

export function legacyRegistry(allModels: readonly ResourceModel[]) {
  const byResourceName = new Map<string, { model: ResourceModel; view: ViewSpec }>();
  for (const model of allModels) for (const view of viewsOf(model)) byResourceName.set(view.name, { model, view });
  const everyRecordOf = (modelName: string) => `${modelName}${LEGACY_EVERY_RECORD}`;
  function modelForResource(resourceName: string) {
    const found = byResourceName.get(resourceName);
    if (found) return found;
    const modelName = resourceName.endsWith(LEGACY_EVERY_RECORD)
      ? resourceName.slice(0, -LEGACY_EVERY_RECORD.length)
      : resourceName;
    const model = allModels.find((candidate) => candidate.name === modelName);
    return model ? { model, view: { name: resourceName, filter: {}, area: model.area } as ViewSpec } : undefined;
  }
  const modelNamed = (modelName: string) => allModels.find((model) => model.name === modelName);
  const PLAIN_KEY = /^\w+$/;
  const SUB_FIELD = /^sub[A-Z]|Sub[A-Z]/;
  const existsValue = (view: ViewSpec, field: string) => view.filter[`exists[${field}]`];
  function referenceResourceFor(modelName: string, fieldName: string, fromView?: ViewSpec): string {
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
  return { modelForResource, referenceResourceFor, everyRecordOf };
}
