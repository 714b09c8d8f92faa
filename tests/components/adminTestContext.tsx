import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ReactNode } from 'react';
import {
  AdminContext,
  type AuthProvider,
  type DataProvider,
  memoryStore,
  Notification,
  ResourceContextProvider,
  ResourceDefinitionContextProvider,
  testDataProvider,
} from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { createI18nProvider } from '../../i18n';
import { allMessages } from '../../i18n/allMessages';
import type { Language } from '../../lib/model';

/** An IntersectionObserver that reports nothing (a test document lays nothing out): listings only need one to exist. */
export function mockIntersectionObserver() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe = vi.fn();
      unobserve = vi.fn();
      disconnect = vi.fn();
      takeRecords = () => [];
    },
  );
}

/**
 * react-admin logs each failed dataProvider call with console.error (outside production builds), which fails a test
 * (tests/setup.ts). A test of a failure expects that log, and checks with the spy returned which failure it was.
 */
export const expectFailedCallLogged = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

/**
 * A record's page at `/<resource>/:id`, and the catalogue's listing (a line « Listing ») at `/<resource>`. The catalogue
 * is declared with a listing, as in the console, so that a saved record's page goes back to it.
 */
export function RecordPageAndListing({ resource, page }: { resource: string; page: ReactNode }) {
  return (
    <ResourceDefinitionContextProvider definitions={{ [resource]: { name: resource, hasList: true, hasEdit: true } }}>
      <Routes>
        <Route path={`/${resource}/:id`} element={page} />
        <Route path={`/${resource}`} element={<p>Listing</p>} />
      </Routes>
    </ResourceDefinitionContextProvider>
  );
}

/** dataProvider methods as plain mocks (react-admin's generic signatures would need casts in every test). */
type DataProviderMocks = Record<string, (...args: never[]) => Promise<unknown>>;

/** Renders a view as the console does: its texts (English unless told), a fresh store, a test dataProvider and the toasts. */
export function renderInAdmin(
  ui: ReactNode,
  options: { resource: string; dataProvider?: DataProviderMocks; language?: Language },
) {
  const language = options.language ?? 'en';
  const i18nProvider = polyglotI18nProvider(
    () => allMessages[language],
    language,
    [{ locale: language, name: language }],
    {
      allowMissing: true,
    },
  );
  return render(
    <AdminContext
      dataProvider={testDataProvider(options.dataProvider as Partial<DataProvider>)}
      store={memoryStore()}
      i18nProvider={i18nProvider}
    >
      <ResourceContextProvider value={options.resource}>{ui}</ResourceContextProvider>
      <Notification />
    </AdminContext>,
  );
}

/** Renders a sign-in screen in French with an authProvider of mocks (`login` and the rest as told). */
export function renderWithAuthProvider(ui: ReactNode, overrides: Partial<AuthProvider>) {
  const authProvider: AuthProvider = {
    login: vi.fn(async () => undefined),
    logout: vi.fn(async () => undefined),
    checkAuth: vi.fn(async () => undefined),
    checkError: vi.fn(async () => undefined),
    getPermissions: vi.fn(async () => []),
    ...overrides,
  };
  render(
    <AdminContext
      authProvider={authProvider}
      dataProvider={testDataProvider()}
      i18nProvider={createI18nProvider('fr', false)}
      store={memoryStore()}
    >
      {ui}
    </AdminContext>,
  );
  return authProvider;
}
