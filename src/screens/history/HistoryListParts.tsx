import { Alert, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';

/** « Afficher plus » under a history, while the last page read was full. */
export const LoadMoreEntries = ({ query }: { query: PagedQuery }) => {
  const translate = useTranslate();
  if (!query.hasNextPage) return null;
  return (
    <Box sx={{ textAlign: 'center', pt: 1 }}>
      <Button onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
        {translate('history.loadMore')}
      </Button>
    </Box>
  );
};

/** A history that could not be read, with a way to ask again. */
export const HistoryLoadFailed = ({ query }: { query: PagedQuery }) => {
  const translate = useTranslate();
  return (
    <Alert severity="error" action={<Button onClick={() => query.refetch()}>{translate('history.retry')}</Button>}>
      {translate('history.loadFailed')}
    </Alert>
  );
};

/** What these parts use of a history read (historyQueries.ts). */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
  refetch: () => unknown;
}
