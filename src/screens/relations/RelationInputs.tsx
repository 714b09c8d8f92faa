import { Divider } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { ResourceModel, ViewSpec } from '../../../lib/model';
import { RelationEditor } from './RelationEditor';
import { useSaveRelations } from './useSaveRelations';

/** Inside a catalogue's form: each relation of the model as a list editor, saved with the record by Save. */
export const RelationInputs = ({ model, view }: { model: ResourceModel; view: ViewSpec }) => {
  const record = useRecordContext();
  useSaveRelations(model);
  const relations = Object.entries(model.relations ?? {});
  if (relations.length === 0) return null;
  return (
    <>
      <Divider flexItem sx={{ my: 2 }} />
      {relations.map(([path, spec]) => (
        <RelationEditor key={path} view={view} recordId={record?.id} path={path} spec={spec} />
      ))}
    </>
  );
};
