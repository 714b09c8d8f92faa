import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ViewCounts } from '../providers/catalogueCalls';
import type { AppDataProvider } from '../providers/dataProvider';

/**
 * Per catalogue view with translation sets, how many records miss a language (one `GET /api/counts?missingTranslation=1`);
 * undefined until it answers, and when it fails: the page neither waits for it nor depends on it.
 */
export function useMissingTranslationCounts(): ViewCounts | undefined {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: ['viewCounts', 'missingTranslation'],
    queryFn: async () => (await dataProvider.getMissingTranslationCounts()).data,
    retry: false,
  });
  return data;
}
