import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ViewCounts } from '../providers/catalogueCalls';
import type { AppDataProvider } from '../providers/dataProvider';

export interface CountsState {
  data?: ViewCounts;
  isPending: boolean;
  error: unknown;
}

/** Every view's count from one `GET /api/counts`; the page does not wait for it. */
export function useViewCounts(): CountsState {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, isPending, error } = useQuery({
    queryKey: ['viewCounts'],
    queryFn: async () => (await dataProvider.getCounts()).data,
    // A failed count says so on each entry at once; opening /home again asks again.
    retry: false,
  });
  return { data, isPending, error };
}
