import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import { Suspense, useState } from 'react';
import { Button } from 'react-admin';
import { lazyPage } from '../screens/lazyPage';
import { useListingColumns } from './ListingColumns';

const ColumnChooserDialog = lazyPage(() => import('./ColumnChooserDialog'), 'ColumnChooserDialog');

/** « Colonnes »: the columns a listing shows, hidden or shown and in order, each administrator's own. */
export const ColumnChooserButton = () => {
  const [open, setOpen] = useState(false);
  const columns = useListingColumns();
  if (!columns || columns.available.length < 2) return null;
  return (
    <>
      <Button label="columns.button" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <ViewColumnIcon />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ColumnChooserDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
