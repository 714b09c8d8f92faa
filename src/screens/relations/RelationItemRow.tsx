import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { IconButton, ListItemText, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RelationSpec, ViewSpec } from '../../../lib/model';
import { DragHandleButton, type DragHandleProps } from '../DragHandleButton';
import type { RelationItem } from '../dataProviderTypes';

interface RelationItemRowProps {
  item: RelationItem;
  name: string;
  spec: RelationSpec;
  view: ViewSpec;
  handle: DragHandleProps;
  onRoleChange: (role: string) => void;
  onRemove: () => void;
}

/** One related record: its drag handle, its name, its role when the relation has one, and a remove button. */
export const RelationItemRow = ({ item, name, spec, view, handle, onRoleChange, onRemove }: RelationItemRowProps) => {
  const translate = useTranslate();
  const role = spec.role;
  return (
    <>
      {!spec.readOnly && <DragHandleButton handle={handle} label={translate('screens.list.dragHandle', { name })} />}
      <ListItemText primary={name} sx={{ flex: 1 }} />
      {role && (
        <TextField
          select
          label={translate('screens.relations.role')}
          value={item.role ?? role.default}
          onChange={(event) => onRoleChange(event.target.value)}
          variant="filled"
          size="small"
          sx={{ width: 240, flexShrink: 0 }}
          disabled={spec.readOnly}
        >
          {role.values.map((value) => (
            <MenuItem key={value} value={value}>
              {translate(`resources.${view.name}.values.${role.name}.${value}`, {
                _: translate(`screens.relations.roles.${value}`, { _: value }),
              })}
            </MenuItem>
          ))}
        </TextField>
      )}
      {!spec.readOnly && (
        <IconButton aria-label={translate('screens.relations.remove', { name })} onClick={onRemove}>
          <DeleteOutlineIcon />
        </IconButton>
      )}
    </>
  );
};
