import type { ReactElement, ReactNode } from 'react';
import { CreateButton, FilterButton, TopToolbar, useListContext } from 'react-admin';
import { showsTrash, TRASH_FILTER } from '../../../lib/bulk';
import type { ResourceModel, ViewSpec } from '../../../lib/model';
import { PAGE_SIZE } from '../../../lib/queryString';
import { MISSING_TRANSLATION_FILTER } from '../../../lib/translationWork';
import { ColumnChooserButton } from '../../columns/ColumnChooserButton';
import { ListingColumnsProvider } from '../../columns/ListingColumns';
import { OpenedView } from '../../savedViews/OpenedView';
import { SavedViewsButton } from '../../savedViews/SavedViewsButton';
import { defaultSortOf } from '../defaultSort';
import { TransferButtons } from '../transfer/TransferButtons';
import { ListLoadError } from './ListLoadError';
import { LoadAheadPagination } from './loadAhead';
import { SyncedInfiniteList } from './SyncedInfiniteList';

/**
 * The toolbar's buttons wrap onto a second line when the search and the switches beside them leave too little room
 * (a narrow window with the side menu open): react-admin keeps them on one line, which made the page scroll sideways
 * (docs/responsive.md). The early listing's toolbar wraps the same (src/early/earlyListingStyle.ts `.fv-buttons`).
 */
const WRAPPING_BUTTONS = { flexWrap: 'wrap' } as const;

/** The search, « Traduction manquante » and « Corbeille » stand beside the toolbar: the filter button offers the others. */
const ALWAYS_SHOWN_FILTERS: readonly unknown[] = ['q', MISSING_TRANSLATION_FILTER, TRASH_FILTER];

/** « Créer », outside the trash only: the trash lists deleted records, to restore them, and adds none. */
const CreateOutsideTrash = () => (showsTrash(useListContext().filterValues) ? null : <CreateButton />);

interface InfiniteListingProps {
  model: ResourceModel;
  view: ViewSpec;
  filters: ReactElement[];
  children: ReactNode;
  /** Extra toolbar buttons shown before the filter and create buttons. */
  actions?: ReactNode;
}

/**
 * A catalogue listing that grows while scrolling: partial pagination (no total), the view's fixed
 * filter, the API's default order; any new search, filter or sort starts again from page 1, and lives in the
 * address (docs/listing-addresses.md). A failed read says so in place of the rows. Its toolbar saves and opens views
 * and chooses the columns shown (docs/saved-views.md).
 */
export const InfiniteListing = ({ model, view, filters, children, actions }: InfiniteListingProps) => (
  <ListingColumnsProvider listing={view.name}>
    <OpenedView model={model} listing={view.name} />
    <SyncedInfiniteList
      model={model}
      resource={view.name}
      filter={view.filter}
      filters={filters}
      sort={defaultSortOf(model)}
      perPage={PAGE_SIZE}
      pagination={<LoadAheadPagination />}
      exporter={false}
      error={<ListLoadError />}
      actions={
        <TopToolbar sx={WRAPPING_BUTTONS}>
          {actions}
          <SavedViewsButton model={model} view={view} />
          <ColumnChooserButton />
          <TransferButtons model={model} view={view} />
          {filters.some((filter) => !ALWAYS_SHOWN_FILTERS.includes(filter.key)) && <FilterButton />}
          {model.verbs.includes('create') && <CreateOutsideTrash />}
        </TopToolbar>
      }
    >
      {children}
    </SyncedInfiniteList>
  </ListingColumnsProvider>
);
