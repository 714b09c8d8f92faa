import { QueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';
import { Admin, CustomRoutes, type I18nProvider, LinearProgress, useTranslate } from 'react-admin';
import { Route } from 'react-router-dom';
import { createI18nProvider, DEFAULT_LOCALE } from '../i18n';
import { LoginPage } from './auth/LoginPage';
import { publicRouteElements } from './auth/publicRouteElements';
import { HOME_PATH } from './auth/publicRoutes';
import { RequireSession } from './auth/RequireSession';
import { DARK_THEME, LIGHT_THEME } from './layout/theme';
import { Toast } from './notifications/Toast';
import { API_URL } from './providers/apiFetch';
import { answerAuthCheckAhead, createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { createHttpClient } from './providers/httpClient';
import { sessionRenewal } from './providers/sessionRenewal';
import { sessionStore } from './providers/sessionStore';
import { hasKeptListParams } from './providers/tabPreferences';
import { resourceElements } from './resources';
import { firstPageParamsOf, genericListingOf } from './routing/catalogueScreens';
import { AppLayout, HomePage } from './routing/preloadScreens';
import { SignOutOnUnknownPath } from './routing/unknownPaths';

const store = sessionStore();
/** The language kept in the tab: main.tsx loads its catalogue before the first render. */
export const storedLocale = () => store.getItem<string>('locale', DEFAULT_LOCALE);
/** Calls carry the tab's language: the API orders names (labels, references) in the reader's language. */
const http = createHttpClient(API_URL, {
  renewal: sessionRenewal,
  readerLanguage: () => storedLocale() ?? DEFAULT_LOCALE,
});
const dataProvider = createDataProvider(API_URL, { http, store });
const authProvider = createAuthProvider(API_URL, http, store);
/** react-admin's query cache (the one it would make), with the session's check answered ahead. */
const queryClient = new QueryClient();
answerAuthCheckAhead(queryClient);
let i18nProvider: I18nProvider | undefined;
const i18n = () => {
  i18nProvider ??= createI18nProvider(storedLocale());
  return i18nProvider;
};
const resources = resourceElements(() => i18n().getLocale());

const LayoutOnDemand = ({ children }: { children: ReactNode }) => (
  <Suspense fallback={<LinearProgress />}>
    <AppLayout>{children}</AppLayout>
  </Suspense>
);

/**
 * The first page of the listing an address opens is asked for now, before React renders it (docs/console-loading.md),
 * with the parameters the generic listing starts with (src/screens/list/InfiniteListing.tsx); its getList takes the answer.
 * The console's first script does it for the server (src/early/firstListing.ts); demo mode, whose API answers in the
 * tab only once set up, does it here.
 */
export function askFirstListingAhead(path: string): void {
  const listing = genericListingOf(path, (resource) => hasKeptListParams(resource));
  if (listing) dataProvider.getListAhead(listing.view.name, firstPageParamsOf(listing));
}

const AppTitle = () => <>{useTranslate()('app.title')}</>;

/**
 * react-admin's default (hash, data) router is kept: forms need it to warn about unsaved changes.
 * Pages check the session themselves (catalogue views by default, home through <RequireSession>): the
 * Admin-wide `requireAuth` made a signed-out visit bounce hundreds of times before settling on /login.
 */
export function App() {
  return (
    <Admin
      title={<AppTitle />}
      store={store}
      dataProvider={dataProvider}
      authProvider={authProvider}
      queryClient={queryClient}
      i18nProvider={i18n()}
      theme={LIGHT_THEME}
      darkTheme={DARK_THEME}
      defaultTheme="light"
      layout={LayoutOnDemand}
      loginPage={LoginPage}
      notification={Toast}
      catchAll={SignOutOnUnknownPath}
      disableTelemetry
    >
      <CustomRoutes noLayout>{publicRouteElements}</CustomRoutes>
      <CustomRoutes>
        <Route
          path={HOME_PATH}
          element={
            <RequireSession>
              <HomePage />
            </RequireSession>
          }
        />
      </CustomRoutes>
      {resources}
    </Admin>
  );
}
