import { Divider, Stack } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { ResourceModel, ViewSpec } from '../../../lib/model';
import { ChildrenList } from './ChildrenList';

/** Below the edit form: each kind of child record (records of their own, saved on their own pages). */
export const RelatedRecordsPanel = ({ model, view }: { model: ResourceModel; view: ViewSpec }) => {
  const record = useRecordContext();
  const children = Object.values(model.children ?? {});
  if (!record || children.length === 0) return null;
  return (
    <Stack sx={{ p: 2 }}>
      <Divider sx={{ mb: 2 }} />
      {children.map((spec) => (
        <ChildrenList key={spec.model} view={view} recordId={record.id} spec={spec} />
      ))}
    </Stack>
  );
};
