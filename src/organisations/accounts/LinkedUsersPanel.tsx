import { Box, Divider, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useDataProvider, useRecordContext, useResourceContext, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useFailureToast } from '../../screens';
import { AccountStatusChip } from './AccountStatusChip';

interface LinkedUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  isActive: boolean;
  type: string;
}

/** The accounts linked to the record (GET /api/<api>/{id}/user-companies), each with its status. */
export const LinkedUsersPanel = () => {
  const translate = useTranslate();
  const record = useRecordContext();
  const resource = useResourceContext() ?? '';
  const dataProvider = useDataProvider<AppDataProvider>();
  const showFailure = useFailureToast();
  const id = record?.id;
  const { data, error, isPending } = useQuery({
    queryKey: [resource, 'userCompanies', id],
    queryFn: async () => (await dataProvider.userCompanies(resource, id ?? '')).data as unknown as LinkedUser[],
    enabled: id !== undefined,
  });
  useEffect(() => {
    if (error) showFailure(error);
  }, [error, showFailure]);
  if (!record) return null;
  const heading = translate('accounts.linkedUsers.title');

  return (
    <Box component="section" aria-label={heading} sx={{ px: 2, pb: 2 }}>
      <Divider sx={{ mb: 2 }} />
      <Typography variant="h6" component="h2">
        {heading}
      </Typography>
      {!isPending && (data ?? []).length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {translate('accounts.linkedUsers.empty')}
        </Typography>
      )}
      <List dense>
        {(data ?? []).map((user) => (
          <ListItem key={user.id} divider secondaryAction={<AccountStatusChip active={user.isActive} />}>
            <ListItemText
              primary={`${user.firstName} ${user.lastName}`.trim() || user.email}
              secondary={`${user.email} · ${translate(`accounts.linkedUsers.types.${user.type}`, { _: user.type })}`}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
};
