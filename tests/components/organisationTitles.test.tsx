import { render, waitFor } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { ComponentType } from 'react';
import { AdminContext, memoryStore, ResourceContextProvider, TitlePortal, testDataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { allMessages } from '../../i18n/allMessages';
import type { Language } from '../../lib/model';
import alignerCompanyScreens from '../../resources/alignerCompanies/screens';
import companyScreens from '../../resources/companies/screens';
import userThirdPartyScreens from '../../resources/userThirdParties/screens';

interface Pages {
  create: ComponentType;
  edit: ComponentType;
}

const RECORDS: Record<string, Record<string, unknown>> = {
  companies: {
    id: 7,
    name: 'Cabinet Vauban Orthodontie',
    mainUserId: 42,
    mainUserEmail: 'thomas.lefebvre@example.org',
    mainUserFirstName: 'Thomas',
    mainUserLastName: 'Lefebvre',
    mainUserIsActive: true,
    availableApplianceCategoryIds: [],
  },
  alignerCompanies: {
    id: 7,
    name: 'Alignéo Laboratoire',
    mainUserId: 42,
    mainUserEmail: 'sandrine.roux@example.org',
    mainUserFirstName: 'Sandrine',
    mainUserLastName: 'Roux',
    mainUserIsActive: true,
    availableApplianceCategoryIds: [],
    companyIds: [],
  },
  userThirdParties: {
    id: 7,
    rpps: '10101234567',
    email: 'sophie.lefevre@example.org',
    firstName: 'Sophie',
    lastName: 'Lefèvre',
    isActive: true,
    userId: 42,
    companyIds: [],
  },
};

/** One organisation page at `path`, inside the console's title slot, in `locale`. */
function renderPage(resource: string, pages: Pages, locale: Language, path: string) {
  const i18nProvider = polyglotI18nProvider(() => allMessages[locale], locale, [{ locale, name: locale }], {
    allowMissing: true,
  });
  const dataProvider = testDataProvider({
    getOne: vi.fn(async () => ({ data: RECORDS[resource] })),
    getList: vi.fn(async () => ({ data: [], pageInfo: { hasNextPage: false, hasPreviousPage: false } })),
    getMany: vi.fn(async () => ({ data: [] })),
    userCompanies: vi.fn(async () => ({ data: [] })),
  } as never);
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} store={memoryStore()} i18nProvider={i18nProvider}>
        <TitlePortal />
        <ResourceContextProvider value={resource}>
          <Routes>
            <Route path={`/${resource}/create`} element={<pages.create />} />
            <Route path={`/${resource}/:id`} element={<pages.edit />} />
          </Routes>
        </ResourceContextProvider>
      </AdminContext>
    </MemoryRouter>,
  );
}

const pageTitle = () => document.getElementById('react-admin-title')?.textContent;

// The pages load on demand (screens.tsx lazyPage): fetched once here, not within a test's first wait.
beforeAll(() =>
  Promise.all([
    import('../../resources/companies/CompanyPages'),
    import('../../resources/alignerCompanies/AlignerCompanyPages'),
    import('../../resources/userThirdParties/UserThirdPartyPages'),
  ]),
);

describe.each([
  ['companies', companyScreens, { fr: 'Nouveau : Cabinet', en: 'New: Practice' }, 'Cabinet Vauban Orthodontie'],
  [
    'alignerCompanies',
    alignerCompanyScreens,
    { fr: "Nouveau : Fabricant d'aligneurs", en: 'New: Aligner company' },
    'Alignéo Laboratoire',
  ],
  [
    'userThirdParties',
    userThirdPartyScreens,
    { fr: 'Nouveau : Diagnostiqueur', en: 'New: Diagnostician' },
    'sophie.lefevre@example.org',
  ],
] as const)('%s page titles', (resource, views, createTitles, recordName) => {
  const pages = views as unknown as Pages;
  // The address search reads the console configuration once; no service is needed for titles.
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 404 })),
    ),
  );
  afterEach(() => vi.unstubAllGlobals());

  it.each(['fr', 'en'] as const)(
    'names the add page with the singular name in %s, like every add page',
    async (locale) => {
      renderPage(resource, pages, locale, `/${resource}/create`);
      await waitFor(() => expect(pageTitle()).toBe(createTitles[locale]));
    },
  );

  it.each(['fr', 'en'] as const)('names the modify page after the record in %s', async (locale) => {
    renderPage(resource, pages, locale, `/${resource}/7`);
    await waitFor(() => expect(pageTitle()).toBe(recordName));
  });
});
