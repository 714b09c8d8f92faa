import { useQuery } from '@tanstack/react-query';

/** The API base, as src/App.tsx reads it: same origin by default, `VITE_API_URL` at build time. */
const API_URL: string = import.meta.env.VITE_API_URL ?? '/api';

/** The public French address API, used when the server does not say otherwise (docs/console-config.md). */
export const DEFAULT_ADDRESS_SEARCH_URL = 'https://api-adresse.data.gouv.fr/search/';

export interface ConsoleConfig {
  addressSearchUrl: string;
}

/** GET /api/console-config (public); a server without this call gets the defaults. */
async function fetchConsoleConfig(): Promise<ConsoleConfig> {
  try {
    const response = await fetch(`${API_URL}/console-config`, { headers: { Accept: 'application/json' } });
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
