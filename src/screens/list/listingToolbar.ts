import { TRASH_FILTER } from '../../../lib/bulk';
import { fieldsFixedBy } from '../../../lib/catalogueFacts';
import type { FieldSpec, ResourceModel, ViewSpec } from '../../../lib/model';
import { isTransferable } from '../../../lib/transfer/columns';
import { hasTranslationSets, MISSING_TRANSLATION_FILTER } from '../../../lib/translationWork';
import { listingColumnsOf } from './listingColumns';

/**
 * What a catalogue's generic listing holds in its toolbar, decided from its model without React: the filters beside
 * the search and behind « Ajouter un filtre » (useCatalogueFilters.tsx draws them) and its buttons
 * (InfiniteListing.tsx). The early listing lays out the same toolbar (src/early/firstListings.ts, at build time):
 * the rows start below it, and its height depends on what it holds (the filter form wraps).
 */

/** A switch always shown beside the search: the filter it sets and its label's message key. */
export interface FilterSwitch {
  source: string;
  label: string;
}

/** « Traduction manquante » on catalogues with translation sets, then « Corbeille » on catalogues that delete. */
export function filterSwitchesOf(model: ResourceModel): FilterSwitch[] {
  return [
    ...(hasTranslationSets(model)
      ? [{ source: MISSING_TRANSLATION_FILTER, label: 'screens.list.missingTranslation' }]
      : []),
    ...(model.verbs.includes('delete') ? [{ source: TRASH_FILTER, label: 'bulk.trash' }] : []),
  ];
}

/** The fields a listing filters by (enums, numbers, booleans, references), except those its view fixes. */
export function filterFieldsOf(model: ResourceModel, view: ViewSpec): [string, FieldSpec][] {
  const fixed = fieldsFixedBy(view);
  return Object.entries(model.fields).filter(
    ([name, spec]) =>
      !fixed.has(name) &&
      (spec.type === 'enum' || spec.type === 'number' || spec.type === 'boolean' || spec.type === 'reference'),
  );
}

/** A toolbar button: its label's message key, and whether it opens a menu (an arrow after its label). */
export interface ToolbarButton {
  label: string;
  menu?: boolean;
}

/**
 * The generic listing's toolbar buttons, in InfiniteListing.tsx's order: « Vues » and « Colonnes » (src/savedViews/,
 * src/columns/: the chooser when the listing has two columns or more), « Exporter » and « Importer »
 * (TransferButtons.tsx: transferable catalogues, outside the trash), « Ajouter un filtre » when a field filter
 * waits behind it, « Créer ».
 */
export function toolbarButtonsOf(model: ResourceModel, view: ViewSpec): ToolbarButton[] {
  return [
    { label: 'savedViews.button' },
    ...(listingColumnsOf(model, view, true).filter((column) => column.kind !== 'delete').length > 1
      ? [{ label: 'columns.button' }]
      : []),
    ...(isTransferable(model)
      ? [{ label: 'transfer.export.button', menu: true }, { label: 'transfer.import.button' }]
      : []),
    ...(filterFieldsOf(model, view).length > 0 ? [{ label: 'ra.action.add_filter' }] : []),
    ...(model.verbs.includes('create') ? [{ label: 'ra.action.create' }] : []),
  ];
}
