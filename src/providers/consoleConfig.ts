import { useQuery } from '@tanstack/react-query';
import { DEFAULT_ADDRESS_SEARCH_URL } from '../../lib/addressSearch';
import { API_URL, fetchApi } from './apiFetch';

/** What the server tells the console about itself (docs/console-config.md). */
export interface ConsoleConfig {
  /** The address search service the browser calls (src/organisations/address/). */
  addressSearchUrl: string;
  /** A translation engine is configured: the console offers suggested translations (docs/translation.md). */
  translation: boolean;
}

/** What a server without this call, or with an older answer, stands for. */
const FALLBACK: ConsoleConfig = { addressSearchUrl: DEFAULT_ADDRESS_SEARCH_URL, translation: false };

/** The settings of an answer, each missing or malformed one taken from the fallback. */
export function consoleConfigOf(body: unknown): ConsoleConfig {
  const answer = (body && typeof body === 'object' ? body : {}) as Partial<Record<keyof ConsoleConfig, unknown>>;
  const url = answer.addressSearchUrl;
  return {
    addressSearchUrl: typeof url === 'string' && url !== '' ? url : FALLBACK.addressSearchUrl,
    translation: answer.translation === true,
  };
}

/** GET /api/console-config: public, so sent without the session's token; any failure gives the fallback. */
async function fetchConsoleConfig(): Promise<ConsoleConfig> {
  try {
    const response = await fetchApi(API_URL, '/console-config', {}, undefined, undefined);
    return response.ok ? consoleConfigOf(await response.json()) : FALLBACK;
  } catch {
    return FALLBACK;
  }
}

/**
 * The console's settings, read once per tab (the tab's one query cache keeps them), the first time a screen needs
 * them; undefined while that read runs.
 */
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

/** A translation engine is configured: the console offers suggested translations (false until the settings are read). */
export function useTranslationEngine(): boolean {
  return useConsoleConfig()?.translation === true;
}
