import CircularProgress from '@mui/material/CircularProgress';
import { styled, useTheme } from '@mui/material/styles';
import { type Query, useIsFetching, useIsMutating } from '@tanstack/react-query';
import { LoadingIndicatorClasses, RefreshIconButton } from 'react-admin';

/** A read that is not a further page of a listing, which the listing's own pagination shows (loadAhead.tsx). */
const notFurtherPage = (query: Query) => !(query.state.fetchMeta as { fetchMore?: unknown } | null)?.fetchMore;

/**
 * react-admin's app-bar LoadingIndicator (same refresh button, spinner, classes and theme key), spinning while
 * anything is read or written, except a listing's further page (docs/long-listings.md): that one is shown at the
 * listing's bottom, where the reader is, if it keeps the reader waiting.
 */
export function LoadingIndicator() {
  const theme = useTheme();
  const reading = useIsFetching({ predicate: notFurtherPage });
  const writing = useIsMutating();
  const loading = reading + writing > 0;
  return (
    <Root>
      <RefreshIconButton
        className={`${LoadingIndicatorClasses.loadedIcon} ${loading && LoadingIndicatorClasses.loadedLoading}`}
      />
      {loading && (
        <CircularProgress
          className={`app-loader ${LoadingIndicatorClasses.loader}`}
          color="inherit"
          size={theme.spacing(2)}
          thickness={6}
        />
      )}
    </Root>
  );
}

const Root = styled('div', {
  name: 'RaLoadingIndicator',
  overridesResolver: (_, styles) => styles.root,
})({
  position: 'relative',
  [`& .${LoadingIndicatorClasses.loadedIcon}`]: {
    [`&.${LoadingIndicatorClasses.loadedLoading}`]: { opacity: 0 },
  },
  [`& .${LoadingIndicatorClasses.loader}`]: { position: 'absolute', top: '30%', left: '30%' },
});
