import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import { Suspense, useState } from 'react';
import { Button } from 'react-admin';
import type { ResourceModel, ViewSpec } from '../../lib/model';
import { lazyPage } from '../screens/lazyPage';

const SavedViewsDialog = lazyPage(() => import('./SavedViewsDialog'), 'SavedViewsDialog');

/** « Vues »: the administrator's saved views of this listing, to open, share, rename or delete, and to save one. */
export const SavedViewsButton = ({ model, view }: { model: ResourceModel; view: ViewSpec }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="savedViews.button" onClick={() => setOpen(true)} aria-haspopup="dialog">
        <BookmarksIcon />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SavedViewsDialog model={model} view={view} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
