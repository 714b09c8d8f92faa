import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import type { ColumnInfo } from './columnChoice';

/**
 * A listing's columns (docs/saved-views.md, "Columns"): the columns its table can draw (published by the table,
 * CatalogueDatagrid) and those its administrator chose, kept by the server (`/api/column-choices/<listing>`), so that
 * the toolbar's chooser and saved views read and change what the table draws.
 */
export interface ListingColumnsState {
  listing: string;
  /** Every column the table can draw, in its own order. */
  available: ColumnInfo[];
  publishAvailable(columns: ColumnInfo[]): void;
  /** The columns chosen, in order; null: the listing's own. */
  chosen: string[] | null;
  /** Keeps a choice (null: back to the listing's own); drawn at once, saved for the administrator. */
  choose(columns: string[] | null): Promise<void>;
}

const ListingColumnsContext = createContext<ListingColumnsState | null>(null);

/** The listing's columns; null outside a listing that offers the choice. */
export const useListingColumns = () => useContext(ListingColumnsContext);

export const columnChoiceKey = (listing: string) => ['columnChoice', listing];

export const ListingColumnsProvider = ({ listing, children }: { listing: string; children: ReactNode }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [available, setAvailable] = useState<ColumnInfo[]>([]);
  const { data } = useQuery({
    queryKey: columnChoiceKey(listing),
    queryFn: ({ signal }) => dataProvider.getColumnChoice(listing, signal),
    // A failed read draws the listing's own columns; the chooser saves a choice again.
    retry: false,
  });
  const publishAvailable = useCallback((columns: ColumnInfo[]) => {
    setAvailable((previous) => (JSON.stringify(previous) === JSON.stringify(columns) ? previous : columns));
  }, []);
  const choose = useCallback(
    async (columns: string[] | null) => {
      const key = columnChoiceKey(listing);
      const before = queryClient.getQueryData(key);
      queryClient.setQueryData(key, { listing, columns });
      try {
        await dataProvider.setColumnChoice(listing, columns);
      } catch {
        queryClient.setQueryData(key, before);
        notify('columns.saveFailed', { type: 'error' });
      }
    },
    [dataProvider, listing, notify, queryClient],
  );
  const chosen = data?.columns ?? null;
  const value = useMemo(
    () => ({ listing, available, publishAvailable, chosen, choose }),
    [listing, available, publishAvailable, chosen, choose],
  );
  return <ListingColumnsContext.Provider value={value}>{children}</ListingColumnsContext.Provider>;
};
