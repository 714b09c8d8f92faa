import { Box, Divider, Typography } from '@mui/material';
import {
  ListButton,
  Show,
  SimpleShowLayout,
  TextArrayField,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { EditTitle, RecordHistoryPanel, UsedByPanel, useCatalogue, useReadFailure } from '../../src/screens';
import { NotificationTemplateEditor, type NotificationTypeRecord } from './NotificationTemplateEditor';

const TemplatesSection = () => {
  const translate = useTranslate();
  const record = useRecordContext<NotificationTypeRecord>();
  if (!record) return null;
  return (
    <Box component="section" aria-labelledby="notification-templates-heading" sx={{ px: 2, pb: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography variant="h6" component="h2" id="notification-templates-heading">
        {translate('notificationTypes.detail.templates')}
      </Typography>
      <NotificationTemplateEditor notificationType={record} />
    </Box>
  );
};

/**
 * A notification type, list and detail only (docs/product-rules.md, "Calls"), titled with its description: its key,
 * description and parameters, read-only, then the versioned e-mail contents of each language, edited here, what uses
 * the type, and its history (each e-mail version is a record of its own, listed with its date in « Versions précédentes »).
 */
export const NotificationTypeDetail = () => {
  const { view } = useCatalogue();
  const onReadFailure = useReadFailure(view);
  return (
    <Show
      queryOptions={{ onError: onReadFailure }}
      title={<EditTitle view={view.name} source="description" />}
      actions={
        <TopToolbar>
          <ListButton />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        <TextField source="description" />
        <TextField source="keyName" />
        <TextArrayField source="parameters" />
        <TextArrayField source="titleParameters" />
      </SimpleShowLayout>
      <TemplatesSection />
      <UsedByPanel />
      <RecordHistoryPanel />
    </Show>
  );
};
