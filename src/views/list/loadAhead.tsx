import { InfinitePagination } from 'react-admin';

/**
 * Spec §2: the next page loads once the scroll position comes within about one client height of the
 * bottom. A bottom root margin of 100% grows the observed viewport by its own height. Module-level:
 * InfinitePagination uses this object as an effect dependency.
 */
export const LOAD_AHEAD_OPTIONS: IntersectionObserverInit = { threshold: 0, rootMargin: '0px 0px 100% 0px' };

export const LoadAheadPagination = () => <InfinitePagination options={LOAD_AHEAD_OPTIONS} />;
