import { type RaRecord, useDataProvider, useRedirect, useResourceDefinitions } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { viewOfRecord } from '../../../lib/catalogueFacts';
import { type ResourceModel, type ViewSpec, viewsOf } from '../../../lib/model';
import { HOME_PATH } from '../../auth/publicRoutes';
import { allModels, modelForResource } from '../../modelRegistry';

/** Router state of an add or modify page opened from another record's page: where to go back once done. */
export interface OpenedFrom {
  returnTo: string;
}

export const openedFrom = (pathname: string): OpenedFrom => ({ returnTo: pathname });

function returnToOf(state: unknown): string | undefined {
  const returnTo = (state as Partial<OpenedFrom> | null)?.returnTo;
  return typeof returnTo === 'string' && returnTo.startsWith('/') ? returnTo : undefined;
}

/** The catalogue whose records own records of `model` (a sheet's key words, an exam's fields), with the link. */
function parentOf(model: ResourceModel): { parent: ResourceModel; foreignKey: string } | undefined {
  for (const parent of allModels) {
    if (parent === model) continue;
    const spec = Object.values(parent.children ?? {}).find((child) => child.model === model.name);
    if (spec) return { parent, foreignKey: spec.foreignKey };
  }
  return undefined;
}

/**
 * Leaves a record's add or modify page once it is saved or deleted: back to the page that opened it (a
 * parent record's page, see ChildrenList), else to the catalogue's listing. A catalogue without a listing
 * (a sheet's key words, an exam's fields, act type settings) goes back to the parent record, read to
 * find which of the parent's views shows it; `/home` when even that fails.
 */
export function useLeaveRecordPage(view: ViewSpec): (record?: RaRecord) => void {
  const returnTo = returnToOf(useLocation().state);
  const navigate = useNavigate();
  const redirect = useRedirect();
  const dataProvider = useDataProvider();
  const hasList = !!useResourceDefinitions()[view.name]?.hasList;
  return (record) => {
    if (returnTo) return navigate(returnTo);
    if (hasList) return redirect('list', view.name);
    const model = modelForResource(view.name)?.model;
    const link = model && parentOf(model);
    const parentId = link && record?.[link.foreignKey];
    if (!link || parentId === undefined || parentId === null) return navigate(HOME_PATH);
    const views = viewsOf(link.parent);
    if (views.length === 1) return navigate(`/${views[0].name}/${parentId}`);
    dataProvider.getOne(link.parent.name, { id: parentId }).then(
      ({ data }) => navigate(`/${viewOfRecord(link.parent, data)?.name ?? views[0].name}/${parentId}`),
      () => navigate(HOME_PATH),
    );
  };
}

/** Whether the page was opened from another record's page, which it returns to once done. */
export const useOpenedFromAnotherPage = () => !!returnToOf(useLocation().state);
