import { useEffect, useRef } from 'react';
import { useDataProvider, useLocation, useNavigate, useNotify } from 'react-admin';
import type { ResourceModel } from '../../lib/model';
import { useListingColumns } from '../columns/ListingColumns';
import type { AppDataProvider } from '../providers/dataProvider';
import { defaultSortOf } from '../screens/defaultSort';
import { listingSearchOf, viewIdIn, viewPath } from './viewAddress';

/**
 * Opens the saved view a listing's address names (`#/<listing>?view=<id>`, a view's link): the address then carries the
 * view's filters and sort, as any listing's does, and the view's columns become the administrator's. Filters of
 * fields the listing no longer has are dropped by the server and named here; a view gone leaves the listing as it is.
 */
export const OpenedView = ({ model, listing }: { model: ResourceModel; listing: string }) => {
  const { search } = useLocation();
  const id = viewIdIn(search);
  const dataProvider = useDataProvider<AppDataProvider>();
  const navigate = useNavigate();
  const notify = useNotify();
  const columns = useListingColumns();
  const latest = useRef({ columns, notify, navigate, model });
  latest.current = { columns, notify, navigate, model };

  useEffect(() => {
    if (id === undefined) return;
    const controller = new AbortController();
    const { notify, navigate } = latest.current;
    const numeric = /^\d{1,10}$/.test(id) ? Number(id) : 0;
    dataProvider.getSavedView(numeric, controller.signal).then(
      async (view) => {
        if (controller.signal.aborted) return;
        if (view.listing !== listing) {
          navigate(viewPath(view.listing, view.id), { replace: true });
          return;
        }
        const { columns, model } = latest.current;
        if (view.columns && columns) await columns.choose(view.columns);
        navigate({ pathname: `/${listing}`, search: listingSearchOf(view, defaultSortOf(model)) }, { replace: true });
        if (view.dropped.length > 0)
          notify('savedViews.droppedFields', {
            type: 'warning',
            messageArgs: { name: view.name, fields: view.dropped.map((field) => `« ${field} »`).join(', ') },
          });
        else
          notify(view.owned ? 'savedViews.opened' : 'savedViews.openedOthers', {
            type: 'info',
            messageArgs: { name: view.name, owner: view.ownerEmail ?? '' },
          });
      },
      () => {
        if (controller.signal.aborted) return;
        notify('savedViews.notFound', { type: 'warning' });
        navigate({ pathname: `/${listing}`, search: '' }, { replace: true });
      },
    );
    return () => controller.abort();
  }, [id, listing, dataProvider]);
  return null;
};
