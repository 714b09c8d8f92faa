/** At most 10 suggestions (docs/product-rules.md, "Constants"). */
export const MAX_SUGGESTIONS = 10;
export const MIN_QUERY_LENGTH = 3;
export const DEBOUNCE_MS = 300;

/**
 * The country of the French address API's answers: it covers French addresses only and names no country.
 * A service of the same shape that answers `country` is read as it says.
 */
export const DEFAULT_COUNTRY = 'France';

/** One answer of the French address API (`features[].properties`). */
export interface AddressSuggestion {
  label: string;
  /** Street part: number and street name, e.g. « 8 Rue du Départ ». */
  name: string;
  postcode: string;
  city: string;
  country: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Reads a GeoJSON answer; anything else counts as no suggestion. */
export function suggestionsOf(body: unknown): AddressSuggestion[] {
  const features = (body as { features?: unknown } | null)?.features;
  if (!Array.isArray(features)) return [];
  return features
    .map((feature) => (feature as { properties?: Record<string, unknown> } | null)?.properties ?? {})
    .map((p) => ({
      label: text(p.label),
      name: text(p.name),
      postcode: text(p.postcode),
      city: text(p.city),
      country: text(p.country) || DEFAULT_COUNTRY,
    }))
    .filter((suggestion) => suggestion.label !== '')
    .slice(0, MAX_SUGGESTIONS);
}

/** GET <service>?q=<text>&type=housenumber&limit=10&autocomplete=1 (docs/console-config.md). */
export async function searchAddresses(serviceUrl: string, query: string, signal?: AbortSignal) {
  const url = new URL(serviceUrl, window.location.href);
  url.searchParams.set('q', query);
  url.searchParams.set('type', 'housenumber');
  url.searchParams.set('limit', String(MAX_SUGGESTIONS));
  url.searchParams.set('autocomplete', '1');
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`the address service answered ${response.status}`);
  return suggestionsOf(await response.json());
}
