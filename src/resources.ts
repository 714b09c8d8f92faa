import { type ComponentType, createElement } from 'react';
import { type RaRecord, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { representationOf } from '../lib/catalogueFacts';
import { areaIcons } from './layout/areaIcons';
import { catalogueViews } from './providers/models';
import { customViewsOf, GenericCreate, GenericEdit, GenericList, hasRecordPage } from './routing/catalogueScreens';
import { exactPathOnly, type RecordPages, SignOutOnUnknownPath } from './routing/unknownPaths';
import { textOf } from './screens/recordText';

/** The catalogue's own page when its screens.tsx names one (or removes it with null), else the generic one; exact paths only. */
const pick = (
  custom: ComponentType | null | undefined,
  generic: ComponentType,
  offered: boolean,
  kind: 'list' | 'create' | 'edit',
  recordPages?: RecordPages,
) => (offered && custom !== null ? exactPathOnly(custom ?? generic, kind, recordPages) : undefined);

/**
 * One react-admin <Resource> per model view (lib/model viewsOf), named after the view, with the
 * catalogue's own views when its folder has a screens.tsx, else the generic ones. Models hidden from the
 * menu get no listing: their bare path signs out like any unknown path (docs/product-rules.md, "Unknown paths").
 * Records are named by the model's representation field in the current language.
 */
export function resourceElements(getLocale: () => string) {
  return catalogueViews.map(({ model, view, area }) => {
    const custom = customViewsOf(model.name);
    const canList = model.verbs.includes('list') && !model.hiddenInMenu;
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
        edit: pick(custom.edit, GenericEdit, hasRecordPage(model), 'edit', custom.recordPages),
        icon: areaIcons[area],
        recordRepresentation: (record: RaRecord) => textOf(record, field, getLocale()),
      },
      signOutWithoutListing,
    );
  });
}
