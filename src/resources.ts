import { type ComponentType, createElement } from 'react';
import { type RaRecord, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { representationOf } from '../lib/model';
import { areaIcons } from './layout/areaIcons';
import { type CatalogueView, catalogueViews } from './providers/models';
import { exactPathOnly, type RecordPages, SignOutOnUnknownPath } from './routing/unknownPaths';
import { lazyPage } from './views/lazyPage';
import { textOf } from './views/recordText';

/**
 * What a `resources/<name>/views.tsx` default-exports to replace the generic views of its catalogue
 * (react-admin demo style: `export default { list: MyList }`); `null` removes that page. views.tsx is read
 * at start: its pages should be `lazyPage(() => import('./MyList'), 'MyList')`, loaded on first visit.
 */
export interface CustomViews {
  list?: ComponentType | null;
  create?: ComponentType | null;
  edit?: ComponentType | null;
  /** Pages of one record beside its edit page, at `/<view>/:id/<name>` (e.g. an exam's form editor). */
  recordPages?: RecordPages;
}

/** The generic screens, each in its own chunk: the sign-in page loads none of them. */
const GenericList = lazyPage(() => import('./views/list/GenericList'), 'GenericList');
const GenericCreate = lazyPage(() => import('./views/form/GenericCreate'), 'GenericCreate');
const GenericEdit = lazyPage(() => import('./views/form/GenericEdit'), 'GenericEdit');

const customModules = import.meta.glob<{ default: CustomViews }>('../resources/*/views.tsx', { eager: true });
const customViewsByFolder = new Map(
  Object.entries(customModules).map(([path, module]) => [path.split('/').at(-2) ?? path, module.default ?? {}]),
);

/** The catalogue's own page when its views.tsx names one (or removes it with null), else the generic one; exact paths only. */
const pick = (
  custom: ComponentType | null | undefined,
  generic: ComponentType,
  offered: boolean,
  kind: 'list' | 'create' | 'edit',
  recordPages?: RecordPages,
) => (offered && custom !== null ? exactPathOnly(custom ?? generic, kind, recordPages) : undefined);

/** The catalogue view routed at `/<name>` (exactly: react-router's case-insensitive match signs out). */
const viewNamed = (name: string | undefined) => catalogueViews.find(({ view }) => view.name === name);

const recordPath = /^\/(\w+)\/([^/?]+)(?:\/([^/?]+))?\/?(?:\?.*)?$/;
const listingPath = /^\/(\w+)\/?(?:\?.*)?$/;

/**
 * The catalogue page an address opens (its listing, add page, record page or one of its sub-pages), as
 * `resourceElements` routes it, for loading ahead (src/routing/preloadScreens.ts); undefined when none.
 */
export function catalogueScreenOf(path: string): ComponentType | undefined {
  const [, resource, idOrCreate, subPage] = listingPath.exec(path) ?? recordPath.exec(path) ?? [];
  const found = viewNamed(resource);
  if (!found) return undefined;
  const custom = customViewsByFolder.get(found.model.name) ?? {};
  const ownOr = (own: ComponentType | null | undefined, generic: ComponentType) =>
    own === undefined ? generic : (own ?? undefined);
  if (idOrCreate === undefined) return ownOr(custom.list, GenericList);
  if (idOrCreate === 'create' && subPage === undefined) return ownOr(custom.create, GenericCreate);
  if (subPage !== undefined) return custom.recordPages?.[subPage];
  return ownOr(custom.edit, GenericEdit);
}

/**
 * The listing an address opens when it is the generic one, starting as it would: nothing asked in the address
 * (no query) nor kept in the tab from an earlier visit (`hasKeptParams`), so its first call can be sent ahead.
 */
export function genericListingOf(
  path: string,
  hasKeptParams: (resource: string) => boolean,
): CatalogueView | undefined {
  const resource = /^\/(\w+)\/?$/.exec(path)?.[1];
  const found = viewNamed(resource);
  if (!resource || !found || catalogueScreenOf(path) !== GenericList || hasKeptParams(resource)) return undefined;
  return found.model.verbs.includes('list') && !found.model.hiddenInMenu ? found : undefined;
}

/**
 * One react-admin <Resource> per model view (lib/model viewsOf), named after the view, with the
 * catalogue's own views when its folder has a views.tsx, else the generic ones. Models hidden from the
 * menu get no listing: their bare path signs out like any unknown path (spec §2). Records are named by the
 * model's representation field in the current language.
 */
export function resourceElements(getLocale: () => string) {
  return catalogueViews.map(({ model, view, area }) => {
    const custom = customViewsByFolder.get(model.name) ?? {};
    const canList = model.verbs.includes('list') && !model.hiddenInMenu;
    const canEdit = model.verbs.includes('update') || !!custom.edit;
    const field = representationOf(model);
    const list = pick(custom.list, GenericList, canList, 'list');
    const signOutWithoutListing = list
      ? undefined
      : createElement(Route, { path: '*', element: createElement(SignOutOnUnknownPath) });
    return createElement(
      Resource,
      {
        key: view.name,
        name: view.name,
        list,
        create: pick(custom.create, GenericCreate, model.verbs.includes('create'), 'create'),
        edit: pick(custom.edit, GenericEdit, canEdit, 'edit', custom.recordPages),
        icon: areaIcons[area],
        recordRepresentation: (record: RaRecord) => textOf(record, field, getLocale()),
      },
      signOutWithoutListing,
    );
  });
}
