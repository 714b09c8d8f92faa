import { Chip, Skeleton } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CountsState } from './useViewCounts';

/** How many active items a catalogue view holds, once /home's one count call has answered. */
export function EntryCount({ resource, counts }: { resource: string; counts: CountsState }) {
  const translate = useTranslate();
  if (counts.isPending) return <Skeleton variant="rounded" width={72} height={24} />;
  const count = counts.data?.[resource];
  if (counts.error || typeof count !== 'number') {
    return <Chip size="small" variant="outlined" label={translate('app.home.countFailed')} />;
  }
  return (
    <Chip
      size="small"
      color={count ? 'primary' : 'default'}
      variant="outlined"
      label={translate('app.home.count', { smart_count: count })}
    />
  );
}
