import {
  Alert,
  Box,
  Button,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Link as MuiLink,
  Typography,
} from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { UsedByEntry } from '../../../lib/usedBy';
import { groupedByView, recordAddress } from '../../routing/recordAddress';
import { labelText } from '../bulk/recordLabels';
import type { UsedByQuery } from './useUsedBy';

/** One referring record: its name, a link to its page (plain text when its catalogue has none), and its key name. */
function UsedByItem({ entry }: { entry: UsedByEntry }) {
  const translate = useTranslate();
  const [locale = 'fr'] = useLocaleState();
  const name = labelText(entry.label, entry.id, locale, translate);
  const address = recordAddress(entry);
  return (
    <ListItem disableGutters sx={{ py: 0 }}>
      <ListItemText
        primary={
          address ? (
            <MuiLink component={Link} to={address} underline="hover">
              {name}
            </MuiLink>
          ) : (
            name
          )
        }
        secondary={entry.keyName && entry.keyName !== name ? entry.keyName : undefined}
      />
    </ListItem>
  );
}

/** The referring records read so far, by catalogue (named in the reader's language), each a link to its page. */
export function UsedByGroups({ entries }: { entries: UsedByEntry[] }) {
  const translate = useTranslate();
  return (
    <Box aria-label={translate('usedBy.list')} role="group">
      {groupedByView(entries).map((group) => {
        const catalogue = translate(`resources.${group.view}.name`, { _: group.view });
        return (
          <Box key={group.view} sx={{ mt: 1 }}>
            <Typography variant="subtitle2" component="h3">
              {catalogue}
            </Typography>
            <List dense disablePadding aria-label={catalogue}>
              {group.items.map((entry) => (
                <UsedByItem key={`${entry.resource}-${entry.id}`} entry={entry} />
              ))}
            </List>
          </Box>
        );
      })}
    </Box>
  );
}

/** How many are shown of how many, and « Afficher plus » while some are not read yet. */
export function UsedByMore({ query }: { query: UsedByQuery }) {
  const translate = useTranslate();
  if (query.total === undefined || query.entries.length >= query.total) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, pt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {translate('usedBy.shown', { shown: query.entries.length, total: query.total })}
      </Typography>
      {query.hasNextPage && (
        <Button size="small" onClick={() => query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {translate('usedBy.loadMore')}
        </Button>
      )}
    </Box>
  );
}

/** The records referring to one, as the record page lists them: loading, failed, none, or grouped with « Afficher plus ». */
export function UsedByList({ query }: { query: UsedByQuery }) {
  const translate = useTranslate();
  if (query.isError && query.entries.length === 0)
    return (
      <Alert severity="error" action={<Button onClick={() => query.refetch()}>{translate('usedBy.retry')}</Button>}>
        {translate('usedBy.loadFailed')}
      </Alert>
    );
  if (query.isPending) return <LinearProgress aria-label={translate('usedBy.loading')} />;
  if (query.entries.length === 0) return <Typography color="text.secondary">{translate('usedBy.empty')}</Typography>;
  return (
    <>
      <UsedByGroups entries={query.entries} />
      <UsedByMore query={query} />
    </>
  );
}
