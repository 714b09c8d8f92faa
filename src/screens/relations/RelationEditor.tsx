import { arrayMove } from '@dnd-kit/sortable';
import { Box, CircularProgress, Typography } from '@mui/material';
import { type Identifier, useTranslate } from 'react-admin';
import type { RelationSpec, ViewSpec } from '../../../lib/model';
import { referenceResourceOf } from '../../modelRegistry';
import { RecordPicker } from '../inputs/RecordPicker';
import { useRecordText } from '../recordText';
import { RelationItemRow } from './RelationItemRow';
import { SortableItems } from './SortableItems';
import { useRelationItems } from './useRelationItems';

interface RelationEditorProps {
  view: ViewSpec;
  /** None yet on a new record: the list starts empty and is sent once the record is created. */
  recordId: Identifier | undefined;
  path: string;
  spec: RelationSpec;
}

/** An ordered relation of the record: add from a search, remove, set roles and drag to reorder; sent by the form's Save. */
export const RelationEditor = ({ view, recordId, path, spec }: RelationEditorProps) => {
  const translate = useTranslate();
  const related = referenceResourceOf(spec, view);
  const recordText = useRecordText(related);
  const { items, loading, change } = useRelationItems(view.name, recordId, path, spec);
  const title = translate(`resources.${view.name}.fields.${spec.field}`, { _: translate(`resources.${related}.name`) });

  const move = (id: Identifier, overId: Identifier) => {
    const ids = items.map((item) => item.id);
    change(arrayMove(items, ids.indexOf(id), ids.indexOf(overId)));
  };
  const setRole = (id: Identifier, role: string) =>
    change(items.map((item) => (item.id === id ? { ...item, role } : item)));

  return (
    <Box component="section" aria-label={title} sx={{ mb: 3 }}>
      <Typography variant="h6" gutterBottom>
        {title}
      </Typography>
      {loading && <CircularProgress size={20} />}
      {!loading && items.length === 0 && (
        <Typography variant="body2">{translate('screens.relations.empty')}</Typography>
      )}
      <SortableItems
        items={items}
        onMove={move}
        nameOf={recordText}
        renderItem={(item, handle) => (
          <RelationItemRow
            item={item}
            name={recordText(item)}
            spec={spec}
            view={view}
            handle={handle}
            onRoleChange={(role) => setRole(item.id, role)}
            onRemove={() => change(items.filter((other) => other.id !== item.id))}
          />
        )}
      />
      {!spec.readOnly && (
        <Box sx={{ mt: 1, maxWidth: 400 }}>
          <RecordPicker
            resource={related}
            label={translate('screens.relations.add')}
            value={null}
            exclude={items.map((item) => item.id)}
            onChange={(record) => record && change([...items, { ...record, id: record.id, role: spec.role?.default }])}
          />
        </Box>
      )}
    </Box>
  );
};
