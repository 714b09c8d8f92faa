import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type ResourceModel, type ViewSpec, viewsOf } from '../../../lib/model';
import { listQuery } from '../../../lib/queryString';
import { loadModels, RESOURCES_DIR } from '../../../server/models';
import type { CustomViews } from '../../../src/routing/catalogueScreens';

/**
 * Every page of the console the accessibility audit opens (docs/accessibility.md), found as the console routes them
 * (src/resources.ts): each model view's listing (listed models, not hidden from the menu), its create page (the
 * `create` verb) and its modify page (the `update` verb, or the folder's own edit page in screens.tsx), plus the
 * sub-pages a screens.tsx adds to a record (the exam form editor). A new catalogue folder adds its pages here.
 */

export type RouteKind = 'listing' | 'create' | 'modify' | 'recordPage';

export interface CatalogueRoute {
  kind: RouteKind;
  /** The console route's view name (`examsClinical`). */
  viewName: string;
  /** For a record page, its name (`form`). */
  subPage?: string;
  /** The API list address of the view's records (a modify page opens its first record). */
  recordsPath: string;
  /** A modify page with a « Supprimer » button: the audit opens its delete confirmation. */
  deletesOnPage?: boolean;
}

/**
 * Catalogues whose record page has no « Supprimer », though the catalogue deletes: the e-mail types' page is read-only
 * (resources/notificationTypes/NotificationTypeDetail.tsx: the type is shown, its contents are versioned).
 */
const NO_DELETE_ON_PAGE = new Set(['notificationTypes']);

/** The model's own screens (screens.tsx), read for which pages it adds or replaces. */
async function customViewsOf(folder: string): Promise<CustomViews> {
  const location = path.join(RESOURCES_DIR, folder, 'screens.tsx');
  if (!existsSync(location)) return {};
  return ((await import(pathToFileURL(location).href)) as { default: CustomViews }).default ?? {};
}

/** The API address listing a view's records, one of them (src/providers/models.ts apiTargetOf). */
const recordsPathOf = (model: ResourceModel, view: ViewSpec) =>
  view.listPath
    ? `/api/${model.api}/${view.listPath}?${listQuery({}, 1, 1)}`
    : `/api/${model.api}?${listQuery(view.filter, 1, 1)}`;

async function routesOf(model: ResourceModel): Promise<CatalogueRoute[]> {
  const custom = await customViewsOf(model.name);
  const listed = model.verbs.includes('list') && !model.hiddenInMenu;
  const creatable = model.verbs.includes('create') && custom.create !== null;
  const editable = (model.verbs.includes('update') || !!custom.edit) && custom.edit !== null;
  return viewsOf(model).flatMap((view) => {
    const base = { viewName: view.name, recordsPath: recordsPathOf(model, view) };
    return [
      ...(listed ? [{ ...base, kind: 'listing' as const }] : []),
      ...(creatable ? [{ ...base, kind: 'create' as const }] : []),
      ...(editable
        ? [
            {
              ...base,
              kind: 'modify' as const,
              deletesOnPage: model.verbs.includes('delete') && !NO_DELETE_ON_PAGE.has(model.name),
            },
          ]
        : []),
      ...Object.keys(custom.recordPages ?? {}).map((subPage) => ({ ...base, kind: 'recordPage' as const, subPage })),
    ];
  });
}

/** Every catalogue page of the console, in model then view order. */
export const CATALOGUE_ROUTES: readonly CatalogueRoute[] = (
  await Promise.all((await loadModels()).all.map(routesOf))
).flat();

/** The catalogue routes grouped by view: one story opens a view's listing, then its record and create pages. */
export function routesByView(): Map<string, CatalogueRoute[]> {
  const byView = new Map<string, CatalogueRoute[]>();
  for (const route of CATALOGUE_ROUTES) byView.set(route.viewName, [...(byView.get(route.viewName) ?? []), route]);
  return byView;
}

/** The public pages (without the main layout): sign-in, forgotten password, reset and first connection. */
export const PUBLIC_PAGES = ['/login', '/forgot-password', '/reset-password?key=audit', '/first-connect'] as const;
