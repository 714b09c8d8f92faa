import { Box, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { CreateButton, type Identifier, useCreatePath, useGetList, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import type { ChildrenSpec, ViewSpec } from '../../../lib/model';
import { referenceResourceFor } from '../../modelRegistry';
import { defaultSortOfResource } from '../defaultSort';
import { openedFrom } from '../form/useLeaveRecordPage';
import { useRecordText } from '../recordText';

interface ChildrenListProps {
  view: ViewSpec;
  recordId: Identifier;
  spec: ChildrenSpec;
}

/**
 * The records pointing at this one (e.g. an exam's fields), read-only, with a link to add one. Their pages
 * come back here once saved or deleted.
 */
export const ChildrenList = ({ view, recordId, spec }: ChildrenListProps) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const from = openedFrom(useLocation().pathname);
  const childResource = referenceResourceFor(spec.resource, spec.foreignKey, view);
  const recordText = useRecordText(childResource);
  const { data = [], isPending } = useGetList(childResource, {
    filter: { [spec.foreignKey]: recordId },
    pagination: { page: 1, perPage: 100 },
    sort: defaultSortOfResource(childResource),
  });
  const title = translate(`resources.${childResource}.name`);
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3 }}>
      <Typography variant="h6" gutterBottom>
        {title}
      </Typography>
      {!isPending && data.length === 0 && <Typography variant="body2">{translate('views.relations.empty')}</Typography>}
      <List dense disablePadding>
        {data.map((child) => (
          <ListItemButton
            key={child.id}
            component={Link}
            to={createPath({ resource: childResource, type: 'edit', id: child.id })}
            state={from}
          >
            <ListItemText primary={recordText(child)} />
          </ListItemButton>
        ))}
      </List>
      <CreateButton
        resource={childResource}
        state={{ record: { [spec.foreignKey]: recordId }, ...from }}
        label="views.relations.addChild"
      />
    </Box>
  );
};
