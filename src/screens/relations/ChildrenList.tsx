import AddIcon from '@mui/icons-material/Add';
import { Box, Button, List, ListItem, ListItemAvatar, ListItemButton, ListItemText, Typography } from '@mui/material';
import { type Identifier, RecordContextProvider, useCreatePath, useGetList, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { type ChildrenSpec, imageParts, type ViewSpec } from '../../../lib/model';
import { childrenResourceOf, modelForResource } from '../../modelRegistry';
import { defaultSortOfResource } from '../defaultSort';
import { openedFrom } from '../form/useLeaveRecordPage';
import { ThumbnailField } from '../list/ThumbnailField';
import { useRecordText } from '../recordText';

interface ChildrenListProps {
  view: ViewSpec;
  recordId: Identifier;
  spec: ChildrenSpec;
}

/**
 * The records pointing at this one (e.g. an exam's fields), named (with their picture if any), with a link to
 * add one. Their pages come back here once saved or deleted.
 */
export const ChildrenList = ({ view, recordId, spec }: ChildrenListProps) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const from = openedFrom(useLocation().pathname);
  const childResource = childrenResourceOf(spec, view);
  const recordText = useRecordText(childResource);
  const { data = [], isPending } = useGetList(childResource, {
    filter: { [spec.foreignKey]: recordId },
    pagination: { page: 1, perPage: 100 },
    sort: defaultSortOfResource(childResource),
  });
  const title = translate(`resources.${childResource}.name`);
  const childModel = modelForResource(childResource)?.model;
  const image = Object.entries(childModel?.fields ?? {}).find(([, field]) => field.type === 'image');
  const imagePath = image && imageParts(image[0], image[1] as { bareNames?: boolean }).path;
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3 }}>
      <Typography variant="h6" gutterBottom>
        {title}
      </Typography>
      {!isPending && data.length === 0 && (
        <Typography variant="body2">{translate('screens.relations.empty')}</Typography>
      )}
      <List dense disablePadding>
        {data.map((child) => (
          <RecordContextProvider key={child.id} value={child}>
            {/* The link inside a list item: a list holds items only (axe: list). */}
            <ListItem disablePadding>
              <ListItemButton
                component={Link}
                to={createPath({ resource: childResource, type: 'edit', id: child.id })}
                state={from}
              >
                {imagePath && (
                  <ListItemAvatar>
                    <ThumbnailField source={imagePath} />
                  </ListItemAvatar>
                )}
                <ListItemText primary={recordText(child)} />
              </ListItemButton>
            </ListItem>
          </RecordContextProvider>
        ))}
      </List>
      {/* Not react-admin's CreateButton: below `md` it becomes a button floating over the page's corner, where a
        record page's lists put theirs on top of each other; spelled out at every width (docs/responsive-forms.md). */}
      <Button
        component={Link}
        to={createPath({ resource: childResource, type: 'create' })}
        state={{ _scrollToTop: true, record: { [spec.foreignKey]: recordId }, ...from }}
        size="small"
        startIcon={<AddIcon />}
      >
        {translate('screens.relations.addChild')}
      </Button>
    </Box>
  );
};
