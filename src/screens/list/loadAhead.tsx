import { Box, CircularProgress } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { Offline, useEvent, useInfinitePaginationContext, useListContext } from 'react-admin';

/**
 * The next page loads once the scroll position comes within about one client height of the bottom
 * (docs/product-rules.md, "Listings"). A bottom root margin of 100% grows the observed viewport by its own height.
 * Module-level: the observer's effect depends on this object.
 */
export const LOAD_AHEAD_OPTIONS: IntersectionObserverInit = { threshold: 0, rootMargin: '0px 0px 100% 0px' };

/**
 * How long a further page may load before a spinner shows it at the listing's bottom: a page that arrives sooner
 * (asked for a window ahead of the reader, most do) draws no spinner, which would mount and go out in frames of
 * their own (docs/long-listings.md).
 */
const SPINNER_DELAY_MS = 300;

/** True once `on` has stayed true for `delay` ms; false as soon as it is false. */
function useDelayed(on: boolean, delay: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!on) return setShown(false);
    const timer = setTimeout(setShown, delay, true);
    return () => clearTimeout(timer);
  }, [on, delay]);
  return on && shown;
}

/**
 * react-admin's InfinitePagination (its load-ahead marker, its offline notice), asking for the next page a window
 * ahead of the reader, and showing a spinner only while a page keeps the reader waiting (SPINNER_DELAY_MS).
 */
export function LoadAheadPagination() {
  const { isPaused, isPending } = useListContext();
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = useInfinitePaginationContext();
  const [requested, setRequested] = useState(false);
  const marker = useRef<HTMLDivElement>(null);
  const waiting = useDelayed(!!isFetchingNextPage && !!hasNextPage, SPINNER_DELAY_MS);
  const onIntersect = useEvent<[IntersectionObserverEntry[]], void>(([target]) => {
    if (target?.isIntersecting && hasNextPage && !isFetchingNextPage) {
      setRequested(true);
      fetchNextPage?.();
    }
  });
  // A query running again (back online) may be asked for the next page again.
  useEffect(() => {
    if (!isPaused) setRequested(false);
  }, [isPaused]);
  // A new observer whenever a page has been asked for or has arrived: it tells at once whether the marker is still
  // within reach, so a page that does not fill the window asks for the next.
  // biome-ignore lint/correctness/useExhaustiveDependencies: those changes are what makes it observe again.
  useEffect(() => {
    const element = marker.current;
    if (!element) return;
    const observer = new IntersectionObserver(onIntersect, LOAD_AHEAD_OPTIONS);
    observer.observe(element);
    return () => observer.unobserve(element);
  }, [fetchNextPage, hasNextPage, onIntersect, isPending, isFetchingNextPage]);

  if (!fetchNextPage) throw new Error('LoadAheadPagination is given its pagination by an infinite listing');
  if (isPending) return null;
  return (
    <Box ref={marker} sx={{ py: 2, textAlign: 'center' }}>
      {isPaused && hasNextPage && requested ? <Offline /> : waiting ? <CircularProgress size="1.5em" /> : null}
    </Box>
  );
}
