import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { needleOf, SEARCH_MAX_LENGTH, type SearchHit, searchesAnything, searchesInside } from '../../lib/globalSearch';
import type { AppDataProvider } from '../providers/dataProvider';

/** Typing pauses this long before a query is sent: one call per pause, not per key. */
const TYPING_PAUSE_MS = 150;

/**
 * What the search shows for the query typed: nothing yet (`short`), only whole key names (`keyOnly`, two characters),
 * the hits of the last answer (`done`), or why there are none (`failed`, `tooLong`).
 */
export type SearchState =
  | { status: 'short' }
  | { status: 'loading'; hits: SearchHit[]; keyOnly: boolean }
  | { status: 'done'; hits: SearchHit[]; keyOnly: boolean }
  | { status: 'failed' | 'tooLong' };

/** The global search's answers for `q` (docs/search.md), the previous answer kept while the next one comes. */
export function useGlobalSearch(q: string): SearchState {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [state, setState] = useState<SearchState>({ status: 'short' });
  const needle = needleOf(q);
  useEffect(() => {
    if (!searchesAnything(needle)) {
      setState({ status: 'short' });
      return;
    }
    if ([...q].length > SEARCH_MAX_LENGTH) {
      setState({ status: 'tooLong' });
      return;
    }
    const keyOnly = !searchesInside(needle);
    setState((previous) => ({ status: 'loading', hits: 'hits' in previous ? previous.hits : [], keyOnly }));
    const controller = new AbortController();
    const timer = setTimeout(() => {
      dataProvider.searchEverything({ q, signal: controller.signal }).then(
        (answer) => setState({ status: 'done', hits: answer.items, keyOnly }),
        (error: unknown) => {
          if (!controller.signal.aborted)
            setState({ status: (error as { status?: number }).status === 400 ? 'tooLong' : 'failed' });
        },
      );
    }, TYPING_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [dataProvider, needle, q]);
  return state;
}
