import HistoryIcon from '@mui/icons-material/History';
import { Box, Card, CardContent, CardHeader, LinearProgress, Typography } from '@mui/material';
import { useStore, useTranslate } from 'react-admin';
import { ENTRY_LIST } from '../screens/history/HistoryEntryItem';
import { HistoryLoadFailed, LoadMoreEntries } from '../screens/history/HistoryListParts';
import { useActivity } from '../screens/history/historyQueries';
import { RecentChangeItem } from './RecentChangeItem';
import { RecentChangesFilters } from './RecentChangesFilters';
import { activityFilterOf, isPeriodInverted, type RecentChangesChoice } from './recentChangesFilter';

/** Where the filters are kept, so that coming back from a record finds them as they were. */
const CHOICE_KEY = 'home.recentChanges';

/**
 * /home's « Dernières modifications »: the activity feed (docs/history.md), newest first, filtered by administrator,
 * catalogue, action and period, a page at a time; each catalogue entry links to its record's modify page, sign-ins
 * and account actions read as sentences.
 */
export function RecentChangesPanel() {
  const translate = useTranslate();
  const [choice, setChoice] = useStore<RecentChangesChoice>(CHOICE_KEY, {});
  // A period ending before it starts is said under its end date, and nothing is read or listed until it is put right.
  const inverted = isPeriodInverted(choice);
  const query = useActivity(inverted ? undefined : activityFilterOf(choice));
  const { isPending, isError, isFetching, isFetchingNextPage } = query;
  const entries = inverted ? [] : query.entries;
  const filtered = Object.values(choice).some((value) => value !== undefined);
  return (
    <Card variant="outlined" component="section" aria-labelledby="recent-changes" sx={{ mt: 3 }}>
      <CardHeader
        avatar={<HistoryIcon color="primary" />}
        title={translate('history.feed.title')}
        subheader={translate('history.feed.intro')}
        slotProps={{ title: { id: 'recent-changes', variant: 'h6', component: 'h2' } }}
        sx={{ pb: 0 }}
      />
      <CardContent>
        <RecentChangesFilters choice={choice} onChange={setChoice} />
        <Box sx={{ height: 4, mt: 2 }}>{isFetching && !isFetchingNextPage && <LinearProgress />}</Box>
        {inverted ? null : isError && entries.length === 0 ? (
          <HistoryLoadFailed query={query} />
        ) : !isPending && entries.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {translate(filtered ? 'history.feed.none' : 'history.feed.noEntries')}
          </Typography>
        ) : (
          <Box component="ol" aria-label={translate('history.feed.title')} sx={ENTRY_LIST}>
            {entries.map((entry) => (
              <RecentChangeItem key={entry.id} entry={entry} />
            ))}
          </Box>
        )}
        {!inverted && <LoadMoreEntries query={query} />}
      </CardContent>
    </Card>
  );
}
