import type { ReactElement, ReactNode } from 'react';
import { NullableBooleanInput } from 'react-admin';
import { CatalogueDatagrid, InfiniteListing, useCatalogue } from '../../screens';
import { listingSearch } from '../../screens/list/ListingSearchInput';
import { DeleteRowButton } from '../../screens/list/rowDelete';
import { AccountStatusField } from './AccountStatusChip';

interface AccountListProps {
  /** The catalogue's own columns; the account status and the delete button follow them. */
  columns: ReactNode;
  /** Filters beside the search box (which searches names and e-mails) and the account status filter. */
  filters?: ReactElement[];
}

/**
 * The listing of records with a linked account: search, filters (the account activated or not among them),
 * columns, the account status (sortable), delete.
 */
export const AccountList = ({ columns, filters = [] }: AccountListProps) => {
  const { model, view } = useCatalogue();
  const isActive = model.account?.isActive;
  const search = listingSearch();
  const status = isActive
    ? [
        <NullableBooleanInput
          key={isActive}
          source={isActive}
          label="accounts.status.column"
          trueLabel="accounts.status.activated"
          falseLabel="accounts.status.notActivated"
        />,
      ]
    : [];
  return (
    <InfiniteListing model={model} view={view} filters={[search, ...filters, ...status]}>
      <CatalogueDatagrid model={model} view={view}>
        {columns}
        <AccountStatusField label="accounts.status.column" sortBy={isActive} />
        <DeleteRowButton label="" />
      </CatalogueDatagrid>
    </InfiniteListing>
  );
};
