import { Chip, Skeleton } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { PAGE_SIZE } from '../../lib/queryString';

/** How many items a catalogue view holds, from its first list page (the API gives no total). */
export function EntryCount({ resource }: { resource: string }) {
  const translate = useTranslate();
  const { data, pageInfo, isPending, error } = useGetList(resource, { pagination: { page: 1, perPage: PAGE_SIZE } });
  if (isPending) return <Skeleton variant="rounded" width={72} height={24} />;
  if (error || !data) return <Chip size="small" variant="outlined" label={translate('app.home.countFailed')} />;
  const label = pageInfo?.hasNextPage
    ? translate('app.home.countAtLeast', { count: PAGE_SIZE })
    : translate('app.home.count', { smart_count: data.length });
  return <Chip size="small" color={data.length ? 'primary' : 'default'} variant="outlined" label={label} />;
}
