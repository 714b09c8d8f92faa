import { Admin, CustomRoutes, defaultDarkTheme, defaultLightTheme, useTranslate } from 'react-admin';
import { Route } from 'react-router-dom';
import { createI18nProvider, DEFAULT_LOCALE } from '../i18n';
import { LoginPage } from './auth/LoginPage';
import { publicRouteElements } from './auth/publicRouteElements';
import { RequireSession } from './auth/RequireSession';
import { HOME_PATH } from './auth/useAccount';
import { HomePage } from './home/HomePage';
import { AppLayout } from './layout/AppLayout';
import { Toast } from './notifications/Toast';
import { createAuthProvider } from './providers/authProvider';
import { createDataProvider } from './providers/dataProvider';
import { createHttpClient } from './providers/httpClient';
import { sessionStore } from './providers/sessionStore';
import { resourceElements } from './resources';
import { SignOutOnUnknownPath } from './routing/unknownPaths';

/** The API base: same origin by default, `VITE_API_URL` at build time for another server. */
const API_URL: string = import.meta.env.VITE_API_URL ?? '/api';

const store = sessionStore();
const http = createHttpClient(API_URL);
const dataProvider = createDataProvider(API_URL, { http, store });
const authProvider = createAuthProvider(API_URL, http, store);
const i18nProvider = createI18nProvider(store.getItem<string>('locale', DEFAULT_LOCALE));
const resources = resourceElements(() => i18nProvider.getLocale());

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
      i18nProvider={i18nProvider}
      theme={defaultLightTheme}
      darkTheme={defaultDarkTheme}
      defaultTheme="light"
      layout={AppLayout}
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
