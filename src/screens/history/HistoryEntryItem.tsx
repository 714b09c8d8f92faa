import { Avatar, Box, Stack, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { HistoryEntry } from '../../../lib/history';
import { actionLooks } from './actionLooks';
import { actorText, entryTime } from './entryTexts';

/** The list of a history's entries: one under the other, a rule between two. */
export const ENTRY_LIST = {
  m: 0,
  p: 0,
  '& > li + li': { borderTop: 1, borderColor: 'divider' },
} as const;

interface HistoryEntryItemProps {
  entry: HistoryEntry;
  /** What the entry is about, after its action (the feed names the record); none on the record's own page. */
  subject?: ReactNode;
  /** Beside the headline: the revert button, or « Version actuelle ». */
  aside?: ReactNode;
  /** Under the headline: the fields it changed. */
  children?: ReactNode;
}

/**
 * One entry of a history: its action (icon and words), what it is about, who made it, when (in the reader's language
 * and time zone) and from where for sign-ins; then what it changed.
 */
export const HistoryEntryItem = ({ entry, subject, aside, children }: HistoryEntryItemProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { Icon, tone } = actionLooks[entry.action] ?? actionLooks.update;
  const details = [actorText(entry, translate), entryTime(entry.at, locale)];
  if (entry.address) details.push(translate('history.from', { address: entry.address }));
  return (
    <Box component="li" aria-label={translate(`history.actions.${entry.action}`)} sx={{ listStyle: 'none', py: 1.5 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <Avatar
          sx={(theme) => ({
            width: 32,
            height: 32,
            bgcolor: alpha(theme.palette[tone].main, 0.12),
            color: `${tone}.main`,
          })}
        >
          <Icon fontSize="small" />
        </Avatar>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography variant="subtitle2" component="span">
              {translate(`history.actions.${entry.action}`)}
            </Typography>
            {subject}
            <Box sx={{ flexGrow: 1 }} />
            {aside}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {details.join(' · ')}
          </Typography>
          {children}
        </Box>
      </Stack>
    </Box>
  );
};
