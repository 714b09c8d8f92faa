// @vitest-environment jsdom
import { memoryStore } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProvider } from '../../src/providers/dataProvider';
import { tokenStorage } from '../../src/providers/tokenStorage';
import { adminToken, json } from './tokens';

type Call = { url: string; init: RequestInit };
let calls: Call[];
let answer: (url: string, init: RequestInit) => Response;

beforeEach(() => {
  calls = [];
  answer = () => json([]);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return answer(url, init);
    }),
  );
  tokenStorage.save({ token: adminToken({ companyId: 12, employeeId: 34 }), refresh_token: 'refresh-1' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const apiCalls = () => calls.filter((call) => !call.url.endsWith('/error-reports'));
const reports = () => calls.filter((call) => call.url.endsWith('/error-reports'));
const bodyOf = (call: Call) => JSON.parse(String(call.init.body));
const records = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i + 1 }));

describe('dataProvider lists', () => {
  it('sends filters, sort, page and itemsPerPage with the bearer token', async () => {
    const provider = createDataProvider();
    await provider.getList('documentTypes', {
      pagination: { page: 2, perPage: 100 },
      sort: { field: 'label', order: 'DESC' },
      filter: { q: 'photo', categoryId: [3, 3, 4], uploadEnabled: true, mediaType: '' },
    });
    const [call] = apiCalls();
    expect(decodeURIComponent(call.url)).toBe(
      '/api/document-types?q=photo&categoryId[]=3&categoryId[]=4&uploadEnabled=1&order[label]=desc&page=2&itemsPerPage=100',
    );
    expect(new Headers(call.init.headers).get('Authorization')).toBe(`Bearer ${tokenStorage.accessToken()}`);
  });

  it("merges the view's fixed filter into the list filters", async () => {
    await createDataProvider('/backend').getList('attributeSubCategories', {
      pagination: { page: 1, perPage: 100 },
      filter: {},
    });
    expect(decodeURIComponent(apiCalls()[0].url)).toBe(
      '/backend/attribute-categories?exists[parentCategoryId]=1&page=1&itemsPerPage=100',
    );
  });

  it('lists the sheets of each kind through their own call (docs/product-rules.md, Calls), and creates them with their type', async () => {
    const provider = createDataProvider();
    const kinds = {
      pedagogicalSheetsMinidiag: 'minidiag',
      pedagogicalSheetsAttribute: 'attributes',
      pedagogicalSheetsObjectiveType: 'objective-types',
      pedagogicalSheetsApplianceType: 'appliance-types',
      pedagogicalSheetsActType: 'act-types',
    };
    for (const resource of Object.keys(kinds))
      await provider.getList(resource, { pagination: { page: 1, perPage: 100 }, filter: { q: 'dent' } });
    expect(apiCalls().map((call) => decodeURIComponent(call.url))).toEqual(
      Object.values(kinds).map((path) => `/api/pedagogical-sheets/${path}?q=dent&page=1&itemsPerPage=100`),
    );
    answer = () => json({ id: 9 });
    await provider.create('pedagogicalSheetsActType', { data: { keyName: 'k' } });
    expect(apiCalls().at(-1)?.url).toBe('/api/pedagogical-sheets');
    expect(bodyOf(apiCalls().at(-1) as Call)).toMatchObject({ keyName: 'k', type: 'act_type' });
  });

  it('announces a next page only when the page comes back full', async () => {
    const provider = createDataProvider();
    const params = { pagination: { page: 1, perPage: 100 }, filter: {} };
    answer = () => json(records(100));
    expect((await provider.getList('protocols', params)).pageInfo).toEqual({
      hasPreviousPage: false,
      hasNextPage: true,
    });
    answer = () => json(records(37));
    const short = await provider.getList('protocols', { ...params, pagination: { page: 3, perPage: 100 } });
    expect(short.data).toHaveLength(37);
    expect(short.total).toBeUndefined();
    expect(short.pageInfo).toEqual({ hasPreviousPage: true, hasNextPage: false });
  });

  it('reads several records with an id[] filter', async () => {
    answer = () => json([{ id: 1 }, { id: 2 }]);
    const { data } = await createDataProvider().getMany('protocols', { ids: [1, 2] });
    expect(data).toEqual([{ id: 1 }, { id: 2 }]);
    expect(decodeURIComponent(apiCalls()[0].url)).toBe('/api/protocols?id[]=1&id[]=2&page=1&itemsPerPage=2');
  });
});

describe('dataProvider writes', () => {
  it("copies the view's plain fixed values into created records, not its exists[] filters", async () => {
    answer = (_, init) => json({ id: 9, ...JSON.parse(String(init.body)) }, 201);
    const provider = createDataProvider();
    await provider.create('examsClinical', { data: { keyName: 'bite' } });
    await provider.create('attributeSubCategories', { data: { keyName: 'teeth' } });
    expect(bodyOf(apiCalls()[0])).toEqual({ keyName: 'bite', examType: 'clinical' });
    expect(bodyOf(apiCalls()[1])).toEqual({ keyName: 'teeth' });
    expect(apiCalls()[0].init.method).toBe('POST');
  });

  it('updates with PUT, deletes with DELETE and reorders through the display-order call', async () => {
    const provider = createDataProvider();
    answer = (_, init) => (init.method === 'DELETE' ? new Response(null, { status: 204 }) : json({ id: 5 }));
    await provider.update('documentTypes', { id: 5, data: { id: 5, keyName: 'x' }, previousData: { id: 5 } });
    await provider.delete('documentTypes', { id: 5, previousData: { id: 5 } });
    answer = () => json([{ id: 5, displayOrder: 2 }]);
    const moved = await provider.reorder('documentTypes', { id: 5, displayOrder: 2 });
    expect(moved.data).toEqual([{ id: 5, displayOrder: 2 }]);
    expect(apiCalls().map((call) => `${call.init.method} ${call.url}`)).toEqual([
      'PUT /api/document-types/5',
      'DELETE /api/document-types/5',
      'PUT /api/document-types/5/display-order',
    ]);
    expect(bodyOf(apiCalls()[2])).toEqual({ displayOrder: 2 });
  });

  it('uploads an overlay image as multipart with file and an empty input', async () => {
    answer = () => json({ id: 1, originalName: 'grid.png' }, 201);
    await createDataProvider().uploadImageOverlay(new File(['png'], 'grid.png', { type: 'image/png' }));
    const form = apiCalls()[0].init.body as FormData;
    expect((form.get('file') as File).name).toBe('grid.png');
    expect(form.get('input')).toBe('{}');
    expect(new Headers(apiCalls()[0].init.headers).get('Content-Type')).toBeNull();
  });
});

describe('dataProvider failures', () => {
  it('carries the error body and the duplicate message of the catalogue', async () => {
    answer = () => json({ error_code: 1201, error_status: 409, error_field: 'keyName' }, 409);
    const failure = await createDataProvider()
      .create('documentTypes', { data: {} })
      .catch((error) => error);
    expect(failure.status).toBe(409);
    expect(failure.body).toMatchObject({ error_code: 1201, error_status: 409, error_field: 'keyName' });
    expect(failure.message).toBe('Error_DuplicateIdentifier_KeyName');

    answer = () => json({ error_code: 1201, error_status: 409, error_field: 'mainUserEmail' }, 409);
    const duplicateEmail = await createDataProvider()
      .create('companies', { data: {} })
      .catch((error) => error);
    expect(duplicateEmail.message).toBe('Error_DuplicateIdentifier_Email');
  });

  it('flags a deletion refused because of associated elements', async () => {
    const store = memoryStore();
    store.setup();
    answer = () => json({ error_code: 1104, error_status: 409 }, 409);
    const provider = createDataProvider('/api', { store });
    const failure = await provider.delete('documentCategories', { id: 1 }).catch((error) => error);
    expect(failure.message).toBe('app.errors.deletionRefused');
    expect(store.getItem('errorDelete')).toBe(true);
    answer = () => new Response(null, { status: 204 });
    await provider.delete('documentCategories', { id: 2 });
    expect(store.getItem('errorDelete')).toBe(false);
  });

  it('reports failed calls with the token claims, except 404', async () => {
    answer = (url) => (url.endsWith('/error-reports') ? json({ id: 1 }, 201) : json({ error_code: 1000 }, 500));
    const failure = await createDataProvider()
      .getOne('protocols', { id: 3 })
      .catch((error) => error);
    expect(failure.message).toBe('Generic_Error');
    expect(failure.body.error_status).toBe(500);
    expect(reports()).toHaveLength(1);
    expect(bodyOf(reports()[0])).toMatchObject({
      status: 500,
      url: window.location.href,
      companyId: 12,
      employeeId: 34,
      endpoint: '/api/protocols/3',
      protocol: 'GET',
    });
    expect(Date.parse(bodyOf(reports()[0]).timestamp)).not.toBeNaN();

    answer = () => json({ error_code: 1200, error_status: 404 }, 404);
    await createDataProvider()
      .getOne('protocols', { id: 4 })
      .catch(() => undefined);
    expect(reports()).toHaveLength(1);
  });
});

describe('dataProvider writes of pedagogical sheet images (docs/product-rules.md, Sheets)', () => {
  const STORED = {
    id: 7,
    pedagogicalSheetId: 3,
    displayOrder: 1,
    originalName: 'schema.png',
    path: '/api/files/0123456789abcdef0123456789abcdef.png',
  };

  it('creates with originalName and imageBase64', async () => {
    answer = () => json(STORED);
    await createDataProvider().create('pedagogicalSheetImages', {
      data: { pedagogicalSheetId: 3, displayOrder: 1, originalName: 'schema.png', imageBase64: 'iVBORw0K' },
    });
    expect(apiCalls().map((call) => call.init.method)).toEqual(['POST']);
    expect(bodyOf(apiCalls()[0])).toEqual({
      pedagogicalSheetId: 3,
      displayOrder: 1,
      originalName: 'schema.png',
      imageBase64: 'iVBORw0K',
    });
  });

  it('updates with displayOrder and imageModified, and the image only when a new one is chosen', async () => {
    answer = () => json(STORED);
    const provider = createDataProvider();
    await provider.update('pedagogicalSheetImages', {
      id: 7,
      data: { ...STORED, displayOrder: 2 },
      previousData: STORED,
    });
    await provider.update('pedagogicalSheetImages', {
      id: 7,
      data: { ...STORED, originalName: 'new.png', imageBase64: 'iVBORw0K' },
      previousData: STORED,
    });
    expect(apiCalls().map((call) => `${call.init.method} ${new URL(call.url, 'http://x').pathname}`)).toEqual([
      'PUT /api/pedagogical-sheet-images/7',
      'PUT /api/pedagogical-sheet-images/7',
    ]);
    expect(bodyOf(apiCalls()[0])).toEqual({ displayOrder: 2, imageModified: false });
    expect(bodyOf(apiCalls()[1])).toEqual({
      displayOrder: 1,
      imageModified: true,
      originalName: 'new.png',
      imageBase64: 'iVBORw0K',
    });
  });
});
