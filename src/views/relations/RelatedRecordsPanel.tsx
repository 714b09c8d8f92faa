import { Divider, Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { ResourceModel, ViewSpec } from '../../../lib/model';
import { ChildrenList } from './ChildrenList';
import { RelationEditor } from './RelationEditor';

/** Below the edit form: each relation of the model as an ordered list editor, then each kind of child record. */
export const RelatedRecordsPanel = ({ model, view }: { model: ResourceModel; view: ViewSpec }) => {
  const record = useRecordContext();
  const relations = Object.entries(model.relations ?? {});
  const children = Object.values(model.children ?? {});
  if (!record || (relations.length === 0 && children.length === 0)) return null;
  return (
    <Stack sx={{ p: 2 }}>
      <Divider sx={{ mb: 2 }} />
      {relations.map(([path, spec]) => (
        <RelationEditor key={path} view={view} recordId={record.id} path={path} spec={spec} />
      ))}
      {children.map((spec) => (
        <ChildrenList key={spec.resource} view={view} recordId={record.id} spec={spec} />
      ))}
    </Stack>
  );
};
