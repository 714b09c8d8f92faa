import type { ComponentType } from 'react';
import { PAGE_SIZE } from '../../lib/queryString';
import type { ListParams } from '../providers/listPath';
import type { CatalogueView } from '../providers/models';
import { catalogueViews } from '../providers/models';
import { defaultSortOf } from '../screens/defaultSort';
import { lazyPage } from '../screens/lazyPage';
import { LISTING_ADDRESS } from './listingAddress';
import type { RecordPages } from './unknownPaths';

/**
 * Which screen each catalogue address opens, and the screens themselves, loaded on demand. Kept light (React's `lazy`,
 * the models, the catalogues' screens.tsx): the console's first script reads it to fetch an address's screens while the
 * rest of the console is still loading (src/startEarly.ts); src/resources.ts routes with it.
 */

/**
 * What a `resources/<name>/screens.tsx` default-exports to replace the generic views of its catalogue
 * (react-admin demo style: `export default { list: MyList }`); `null` removes that page. screens.tsx is read
 * at start: its pages should be `lazyPage(() => import('./MyList'), 'MyList')`, loaded on first visit, and it
 * imports nothing heavy itself.
 */
export interface CustomViews {
  list?: ComponentType | null;
  create?: ComponentType | null;
  edit?: ComponentType | null;
  /** Pages of one record beside its edit page, at `/<view>/:id/<name>` (e.g. an exam's form editor). */
  recordPages?: RecordPages;
}

/** The generic screens, each in its own chunk: the sign-in page loads none of them. */
export const GenericList = lazyPage(() => import('../screens/list/GenericList'), 'GenericList');
export const GenericCreate = lazyPage(() => import('../screens/form/GenericCreate'), 'GenericCreate');
export const GenericEdit = lazyPage(() => import('../screens/form/GenericEdit'), 'GenericEdit');

const customModules = import.meta.glob<{ default: CustomViews }>('../../resources/*/screens.tsx', { eager: true });
const customViewsByFolder = new Map(
  Object.entries(customModules).map(([path, module]) => [path.split('/').at(-2) ?? path, module.default ?? {}]),
);

/** The views a catalogue folder's screens.tsx gives (none: the generic ones). */
export const customViewsOf = (folder: string): CustomViews => customViewsByFolder.get(folder) ?? {};

/** The catalogue view routed at `/<name>` (exactly: react-router's case-insensitive match signs out). */
const viewNamed = (name: string | undefined) => catalogueViews.find(({ view }) => view.name === name);

const recordPath = /^\/(\w+)\/([^/?]+)(?:\/([^/?]+))?\/?(?:\?.*)?$/;
const listingPath = /^\/(\w+)\/?(?:\?.*)?$/;

const ownOr = (own: ComponentType | null | undefined, generic: ComponentType) =>
  own === undefined ? generic : (own ?? undefined);

/**
 * Whether a catalogue's records have a page of their own (`/<view>/:id`): its folder's own record page, or the generic
 * one when it offers updates (src/resources.ts routes with this rule; a screens.tsx `edit: null` removes it).
 */
export function hasRecordPage(model: { name: string; verbs: readonly string[] }): boolean {
  const own = customViewsOf(model.name).edit;
  return own !== null && (model.verbs.includes('update') || !!own);
}

/** The record page of a catalogue view (where its add page leads once saved); undefined when it has none. */
export function recordScreenOf(viewName: string): ComponentType | undefined {
  const found = viewNamed(viewName);
  return found && ownOr(customViewsOf(found.model.name).edit, GenericEdit);
}

/**
 * The catalogue page an address opens (its listing, add page, record page or one of its sub-pages), as
 * `resourceElements` routes it, for loading ahead (src/routing/preloadScreens.ts); undefined when none.
 */
export function catalogueScreenOf(path: string): ComponentType | undefined {
  const [, resource, idOrCreate, subPage] = listingPath.exec(path) ?? recordPath.exec(path) ?? [];
  const found = viewNamed(resource);
  if (!found) return undefined;
  const custom = customViewsOf(found.model.name);
  if (idOrCreate === undefined) return ownOr(custom.list, GenericList);
  if (idOrCreate === 'create' && subPage === undefined) return ownOr(custom.create, GenericCreate);
  if (subPage !== undefined) return custom.recordPages?.[subPage];
  return recordScreenOf(found.view.name);
}

/**
 * The listing an address opens when it is the generic one, starting as it would: nothing asked in the address
 * (no query) nor kept in the tab from an earlier visit (`hasKeptParams`), so its first call can be sent ahead.
 */
export function genericListingOf(
  path: string,
  hasKeptParams: (resource: string) => boolean,
): CatalogueView | undefined {
  const resource = LISTING_ADDRESS.exec(path)?.[1];
  const found = viewNamed(resource);
  if (!resource || !found || catalogueScreenOf(path) !== GenericList || hasKeptParams(resource)) return undefined;
  return found.model.verbs.includes('list') && !found.model.hiddenInMenu ? found : undefined;
}

/**
 * What a generic listing asks for first (src/screens/list/InfiniteListing.tsx): its first page, its default sort, its
 * view's fixed filter. The call sent ahead of it is built from the same parameters, so the listing can take its answer.
 */
export const firstPageParamsOf = ({ model, view }: CatalogueView): ListParams => ({
  pagination: { page: 1, perPage: PAGE_SIZE },
  sort: defaultSortOf(model),
  filter: view.filter,
});
