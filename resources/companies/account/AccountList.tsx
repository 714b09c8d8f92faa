import type { ReactElement, ReactNode } from 'react';
import { SearchInput, useTranslate } from 'react-admin';
import { CatalogueDatagrid, InfiniteListing, useCatalogue } from '../../../src/views';
import { DeleteRowButton } from '../../../src/views/list/DeleteRowButton';
import { AccountStatusField } from './AccountStatusChip';

interface AccountListProps {
  /** The catalogue's own columns; the account status and the delete button follow them. */
  columns: ReactNode;
  /** Filters beside the search box (which searches names and e-mails). */
  filters?: ReactElement[];
}

/** The listing of records with a linked account: search, filters, columns, account status, delete. */
export const AccountList = ({ columns, filters = [] }: AccountListProps) => {
  const { model, view } = useCatalogue();
  const translate = useTranslate();
  const search = <SearchInput key="q" source="q" alwaysOn placeholder={translate('views.list.search')} />;
  return (
    <InfiniteListing model={model} view={view} filters={[search, ...filters]}>
      <CatalogueDatagrid model={model} view={view}>
        {columns}
        <AccountStatusField label="accounts.status.column" sortable={false} />
        <DeleteRowButton label="" />
      </CatalogueDatagrid>
    </InfiniteListing>
  );
};
