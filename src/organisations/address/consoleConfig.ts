import { useQuery } from '@tanstack/react-query';
import { DEFAULT_ADDRESS_SEARCH_URL } from '../../../lib/addressSearch';
import { API_URL, fetchApi } from '../../providers/apiFetch';

export interface ConsoleConfig {
  addressSearchUrl: string;
}

/**
 * GET /api/console-config (public, so sent without the session's token); a server without this call gets the public
 * French address API (docs/console-config.md).
 */
async function fetchConsoleConfig(): Promise<ConsoleConfig> {
  try {
    const response = await fetchApi(API_URL, '/console-config', {}, undefined, undefined);
    if (!response.ok) return { addressSearchUrl: DEFAULT_ADDRESS_SEARCH_URL };
    const body = (await response.json()) as Partial<ConsoleConfig> | null;
    const url = body?.addressSearchUrl;
    return { addressSearchUrl: typeof url === 'string' && url !== '' ? url : DEFAULT_ADDRESS_SEARCH_URL };
  } catch {
    return { addressSearchUrl: DEFAULT_ADDRESS_SEARCH_URL };
  }
}

/** The console's settings, read once per session (undefined while the first read runs). */
export function useConsoleConfig(): ConsoleConfig | undefined {
  const { data } = useQuery({
    queryKey: ['consoleConfig'],
    queryFn: fetchConsoleConfig,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return data;
}
