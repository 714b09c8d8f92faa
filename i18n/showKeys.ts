/** `?i18n=keys` in the address shows translation keys instead of texts (docs/product-rules.md, "Languages"). */
export const SHOW_KEYS_PARAMETER = { name: 'i18n', value: 'keys' } as const;

export function showsKeys(location: Pick<Location, 'search' | 'hash'> = window.location): boolean {
  const hashQuery = location.hash.split('?')[1] ?? '';
  return [location.search, hashQuery].some(
    (query) => new URLSearchParams(query).get(SHOW_KEYS_PARAMETER.name) === SHOW_KEYS_PARAMETER.value,
  );
}
