import { Alert, DialogContentText, LinearProgress, Stack } from '@mui/material';
import type { Identifier } from 'react-admin';
import { useTranslate } from 'react-admin';
import { UsedByGroups, UsedByMore } from './UsedByList';
import { useUsedBy } from './useUsedBy';

/**
 * The delete confirmation's text, then what uses the record (docs/search.md, "Used by"), read as the dialog opens: the
 * administrator sees before pressing « Supprimer » that the server will refuse, and which records to change first.
 */
export function DeleteConfirmContent({
  resource,
  id,
  name,
}: {
  resource: string;
  id: Identifier | undefined;
  name: string;
}) {
  const translate = useTranslate();
  const query = useUsedBy(resource, id);
  const { total } = query;
  return (
    <Stack spacing={1}>
      <DialogContentText>{translate('screens.deleteDialog.content', { name })}</DialogContentText>
      {query.isError && total === undefined ? (
        <Alert severity="warning">{translate('usedBy.deleteCheckFailed')}</Alert>
      ) : total === undefined ? (
        <LinearProgress aria-label={translate('usedBy.loading')} />
      ) : total === 0 ? (
        <DialogContentText>{translate('usedBy.deleteFree')}</DialogContentText>
      ) : (
        <Alert severity="warning" sx={{ '& .MuiAlert-message': { width: '100%' } }}>
          {translate('usedBy.deleteBlocked', { smart_count: total })}
          <UsedByGroups entries={query.entries} />
          <UsedByMore query={query} />
        </Alert>
      )}
    </Stack>
  );
}
