import FileUploadIcon from '@mui/icons-material/FileUpload';
import { Suspense, useState } from 'react';
import { Button } from 'react-admin';
import type { ResourceModel, ViewSpec } from '../../../lib/model';
import { lazyPage } from '../lazyPage';

/** The dialog comes in its own chunk, the first time an administrator opens it. */
const ImportDialog = lazyPage(() => import('./ImportDialog'), 'ImportDialog');

/** « Importer »: opens the import dialog of the listing's view (docs/export-import.md). */
export const ImportButton = ({ model, view }: { model: ResourceModel; view: ViewSpec }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label="transfer.import.button" onClick={() => setOpen(true)}>
        <FileUploadIcon />
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ImportDialog model={model} view={view} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
