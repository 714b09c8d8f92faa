// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '../../src/providers/tokenStorage';
import { adminToken, fakeApi, json } from './tokens';

/** A page load: the first script's modules (and the console's, which share some) start afresh. */
async function pageLoad() {
  vi.resetModules();
  const [firstListing, handover, dataProvider, httpClient] = await Promise.all([
    import('../../src/early/firstListing'),
    import('../../src/early/handover'),
    import('../../src/providers/dataProvider'),
    import('../../src/providers/httpClient'),
  ]);
  return { ...firstListing, ...handover, ...dataProvider, ...httpClient };
}
let loaded: Awaited<ReturnType<typeof pageLoad>>;

const api = fakeApi();
const listCalls = () => api.calls.filter((call) => call.url.startsWith('/api/attributes?'));

const RECORDS = [
  {
    id: 12,
    label: [
      { language: 'fr', value: 'Asthme' },
      { language: 'en', value: 'Asthma' },
    ],
    description: [{ language: 'fr', value: 'Crises' }],
    keyName: 'asthma',
    type: 'radio',
    category: { id: 3, label: [{ language: 'fr', value: 'Antécédents' }], keyName: 'history' },
    subCategory: null,
    objectiveValueType: 'none',
  },
];

const open = (address: string, language?: string) => {
  window.location.hash = address;
  if (language) sessionStorage.setItem('RaStore.locale', JSON.stringify(language));
  return loaded.startFirstListing(address.slice(1)).painted;
};

const earlyListing = () => document.getElementById('early-listing');
const cellTexts = () =>
  [...(earlyListing()?.querySelectorAll('tbody tr') ?? [])].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => cell.textContent),
  );

/** jsdom has no media queries: a window `innerWidth` wide answers the width ones as a browser would. */
const widthQuery = /^\(min-width: (\d+)px\)$/;
window.matchMedia = (query: string) =>
  ({ matches: window.innerWidth >= Number(widthQuery.exec(query)?.[1] ?? Number.NaN), media: query }) as MediaQueryList;

beforeEach(async () => {
  loaded = await pageLoad();
  tokenStorage.save({ token: adminToken(), refresh_token: 'refresh-1' });
  api.answer = (url) => (url.startsWith('/api/attributes?') ? json(RECORDS) : json([]));
});
afterEach(() => {
  earlyListing()?.remove();
  window.location.hash = '';
});

describe("a listing's early listing, painted by the console's first script", () => {
  it('is painted from one call, which the console then takes as its own', async () => {
    expect(await open('#/attributes')).toBe(true);
    expect(listCalls()).toHaveLength(1);
    expect(decodeURIComponent(listCalls()[0].url)).toBe(
      '/api/attributes?usage=exam&order[id]=asc&page=1&itemsPerPage=100',
    );
    const provider = loaded.createDataProvider('/api', {
      http: loaded.createHttpClient('/api', { readerLanguage: () => 'fr' }),
    });
    const { data } = await provider.getList('attributes', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(data).toEqual(RECORDS);
    expect(listCalls()).toHaveLength(1);
  });

  it("shows the page's title, the columns' labels and each cell's text in the tab's language", async () => {
    await open('#/attributes');
    const view = earlyListing();
    expect(view?.getAttribute('aria-busy')).toBe('true');
    expect(view?.querySelector('.fv-title')?.textContent).toBe('Attributs');
    expect([...(view?.querySelectorAll('thead th') ?? [])].map((cell) => cell.textContent)).toEqual([
      '',
      'Libellé',
      'Description',
      'Clé',
      'Type de saisie',
      'Catégorie',
      'Sous-catégorie',
      "Type de valeur d'objectif",
      '',
    ]);
    expect(cellTexts()).toEqual([
      ['', 'Asthme', 'Crises', 'asthma', 'Choix unique', 'Antécédents', '', 'Aucun', 'Supprimer'],
    ]);
    // The console's selection column, its boxes drawn disabled until the console takes over.
    const boxes = [...(view?.querySelectorAll('input[type="checkbox"]') ?? [])];
    expect(boxes.map((box) => box.getAttribute('aria-label'))).toEqual([
      'Tout sélectionner',
      'Sélectionner cette ligne',
    ]);
    expect(boxes.every((box) => box.hasAttribute('disabled'))).toBe(true);
    // The list toolbar is laid out, hidden, with the console's labels: the rows start below it as they will.
    const toolbar = view?.querySelector('.fv-toolbar');
    expect(toolbar?.getAttribute('aria-hidden')).toBe('true');
    expect([...(toolbar?.querySelectorAll('.fv-switch, .fv-button') ?? [])].map((box) => box.textContent)).toEqual([
      'Traduction manquante',
      'Corbeille',
      'Vues',
      'Colonnes',
      'Exporter',
      'Importer',
      'Ajouter un filtre',
      'Créer',
    ]);
    // The record's link works before the console does; its delete button does nothing; a missing English text is flagged.
    // Texts show on two lines at most, as the console's, each with its whole text in its title.
    expect(view?.querySelector('tbody a .fv-text')?.getAttribute('title')).toBe('Asthme');
    expect(view?.querySelector('tbody a')?.getAttribute('href')).toBe('#/attributes/12');
    expect(view?.querySelector('tbody button')?.hasAttribute('disabled')).toBe(true);
    expect(view?.querySelector('tbody [role="img"]')?.getAttribute('aria-label')).toBe(
      'Traduction manquante : anglais',
    );
    expect(document.title).toBe('Attributs · Console d’administration');
  });

  it('speaks English in a tab that chose it', async () => {
    await open('#/attributes', 'en');
    expect(earlyListing()?.querySelector('thead th:nth-child(2)')?.textContent).toBe('Label');
    expect(cellTexts()[0].slice(1, 5)).toEqual(['Asthma', 'Crises', 'asthma', 'Single choice']);
    expect(earlyListing()?.querySelector('thead input')?.getAttribute('aria-label')).toBe('Select all');
    expect(earlyListing()?.querySelector('.fv-switch')?.textContent).toBe('Missing translation');
    expect(new Headers(listCalls()[0].init.headers).get('Accept-Language')).toBe('en');
  });

  it('goes the moment the console has drawn its own rows', async () => {
    await open('#/attributes');
    expect(earlyListing()).not.toBeNull();
    loaded.consoleRowsDrawn();
    expect(earlyListing()).toBeNull();
  });

  it('is not painted, and nothing is asked, for a listing with a query, a listing of its own, a record or no session', async () => {
    expect(await open('#/attributes?filter=%7B%7D')).toBe(false);
    expect(await open('#/companies')).toBe(false);
    expect(await open('#/attributes/12')).toBe(false);
    tokenStorage.forget();
    expect(await open('#/attributes')).toBe(false);
    expect(api.calls).toEqual([]);
    expect(earlyListing()).toBeNull();
  });

  it('is not painted for a tab rendering the dark theme or the compact density, whose first page is still asked for ahead', async () => {
    sessionStorage.setItem('RaStore.theme', JSON.stringify('dark'));
    expect(await open('#/attributes')).toBe(false);
    sessionStorage.clear();
    tokenStorage.save({ token: adminToken(), refresh_token: 'refresh-1' });
    sessionStorage.setItem('RaStore.display.density', JSON.stringify('compact'));
    expect(await open('#/attributes')).toBe(false);
    expect(listCalls()).toHaveLength(2);
    expect(earlyListing()).toBeNull();
  });

  it('is not painted when the page is empty or the call failed', async () => {
    api.answer = () => json([]);
    expect(await open('#/attributes')).toBe(false);
    api.answer = () => json({ message: 'no' }, 500);
    expect(await open('#/attributes')).toBe(false);
    expect(earlyListing()).toBeNull();
  });
});

describe('the early listing left behind', () => {
  it("goes when the console's listing shows no rows after all", async () => {
    const root = document.body.appendChild(Object.assign(document.createElement('div'), { id: 'root' }));
    await open('#/attributes');
    expect(earlyListing()).not.toBeNull();
    root.innerHTML = '<main><div class="RaList-noResults">Aucun résultat</div></main>';
    await Promise.resolve();
    expect(earlyListing()).toBeNull();
    root.remove();
  });

  it('goes when the tab leaves the listing', async () => {
    await open('#/attributes');
    window.location.hash = '#/attributes/12';
    await new Promise((resolve) => window.addEventListener('hashchange', resolve, { once: true }));
    expect(earlyListing()).toBeNull();
  });
});
