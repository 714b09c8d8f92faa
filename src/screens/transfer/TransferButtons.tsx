import { useListContext } from 'react-admin';
import { showsTrash } from '../../../lib/bulk';
import type { ResourceModel, ViewSpec } from '../../../lib/model';
import { isTransferable } from '../../../lib/transfer/columns';
import { ExportMenu } from './ExportMenu';
import { ImportButton } from './ImportButton';

/**
 * A listing's « Exporter » menu and « Importer » button (docs/export-import.md), in its toolbar
 * (src/screens/list/InfiniteListing.tsx): for the catalogues an administrator lists and creates records of. Not in
 * the trash: its records are there to be restored, and an export holds active records only.
 */
export const TransferButtons = ({ model, view }: { model: ResourceModel; view: ViewSpec }) => {
  const { filterValues } = useListContext();
  return isTransferable(model) && !showsTrash(filterValues) ? (
    <>
      <ExportMenu view={view} />
      <ImportButton model={model} view={view} />
    </>
  ) : null;
};
