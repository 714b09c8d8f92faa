import type { DataProvider, GetListResult, Identifier, RaRecord, Store } from 'react-admin';
import { listQuery, PAGE_SIZE } from '../../lib/queryString';
import { ERROR_DELETE_KEY, errorMessageKey, isDeletionRefused } from '../notifications/errorMessages';
import { type BulkCalls, createBulkCalls } from './bulkCalls';
import { type CatalogueCalls, createCatalogueCalls } from './catalogueCalls';
import { createHistoryCalls, type HistoryCalls } from './historyCalls';
import { createHttpClient, type HttpClient } from './httpClient';
import { writePayload } from './imagePayload';
import { type ListParams, listPathOf } from './listPath';
import { apiTargetOf } from './models';
import { splitEtag, withEtag } from './recordEtag';
import { createSavedViewCalls, type SavedViewCalls } from './savedViewCalls';
import { createSearchCalls, type SearchCalls } from './searchCalls';

export interface DataProviderOptions {
  http?: HttpClient;
  /** Where the error-delete flag (docs/product-rules.md, "States") is kept. */
  store?: Store;
}

export type { ListParams };

export type AppDataProvider = DataProvider &
  CatalogueCalls &
  HistoryCalls &
  SearchCalls &
  BulkCalls &
  SavedViewCalls & {
    /** Asks for a list page now, for the getList with the same parameters to come (docs/console-loading.md). */
    getListAhead(resource: string, params: ListParams): void;
  };

/** Failures carry their resource's message (docs/product-rules.md, "Failure toasts") for react-admin's own toasts. */
async function withResourceMessage<T>(resource: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Error && error.name !== 'AbortError') error.message = errorMessageKey(resource, error);
    throw error;
  }
}

/**
 * Resources are model views (lib/model viewsOf) served under `${apiUrl}/<model.api>`. Lists use
 * partial pagination: the API answers a plain array, and a full page means there may be another one.
 */
export function createDataProvider(apiUrl = '/api', options: DataProviderOptions = {}): AppDataProvider {
  const http = options.http ?? createHttpClient(apiUrl);
  const { request } = http;
  const setDeletionRefused = (refused: boolean) => options.store?.setItem(ERROR_DELETE_KEY, refused);

  const getList: DataProvider['getList'] = (resource, params) =>
    withResourceMessage(resource, async () => {
      const { pagination, signal } = params;
      const page = pagination?.page ?? 1;
      const perPage = pagination?.perPage ?? PAGE_SIZE;
      const data = await request<RaRecord[]>(listPathOf(resource, params), { signal });
      const result: GetListResult = {
        data,
        pageInfo: { hasPreviousPage: page > 1, hasNextPage: data.length === perPage },
      };
      return result;
    });

  /** A record with its version, when the server answers one (docs/record-versions.md). */
  const getOne = async <T extends RaRecord>(resource: string, id: Identifier, signal?: AbortSignal) => {
    const { body, etag } = await http.requestWithEtag<T>(`${apiTargetOf(resource).path}/${id}`, { signal });
    return withEtag(body, etag);
  };

  const remove = (resource: string, id: Identifier) =>
    withResourceMessage(resource, async () => {
      try {
        await request(`${apiTargetOf(resource).path}/${id}`, { method: 'DELETE' });
        setDeletionRefused(false);
      } catch (error) {
        if (isDeletionRefused(error)) setDeletionRefused(true);
        throw error;
      }
    });

  /** Sent with the version the values were read at (`If-Match`), answered with the new one. */
  const update = <T extends RaRecord>(resource: string, id: Identifier, values: Record<string, unknown>) =>
    withResourceMessage(resource, async () => {
      const { data, headers } = splitEtag(values);
      const { body, etag } = await http.requestWithEtag<T>(`${apiTargetOf(resource).path}/${id}`, {
        method: 'PUT',
        body: writePayload(resource, data, 'update'),
        headers,
      });
      return withEtag(body, etag);
    });

  const history = createHistoryCalls(http);

  return {
    supportAbortSignal: true,
    getList,
    getListAhead: (resource: string, params: ListParams) => {
      http.sendAhead(listPathOf(resource, params));
    },
    getOne: (resource, { id, signal }) =>
      withResourceMessage(resource, async () => ({ data: await getOne(resource, id, signal) })),
    getMany: (resource, { ids, signal }) =>
      withResourceMessage(resource, async () => {
        const { path } = apiTargetOf(resource);
        const chunks: Identifier[][] = [];
        for (let i = 0; i < ids.length; i += PAGE_SIZE) chunks.push(ids.slice(i, i + PAGE_SIZE));
        const pages = await Promise.all(
          chunks.map((chunk) =>
            request<RaRecord[]>(`${path}?${listQuery({ id: chunk }, 1, chunk.length)}`, { signal }),
          ),
        );
        return { data: pages.flat() };
      }),
    getManyReference: (resource, { target, id, filter, ...rest }) =>
      getList(resource, { ...rest, filter: { ...filter, [target]: id } }),
    create: (resource, { data }) =>
      withResourceMessage(resource, async () => {
        const { path, createDefaults } = apiTargetOf(resource);
        return {
          data: await request(path, {
            method: 'POST',
            body: { ...writePayload(resource, splitEtag(data).data, 'create'), ...createDefaults },
          }),
        };
      }),
    update: async (resource, { id, data }) => ({ data: await update(resource, id, data) }),
    updateMany: async (resource, { ids, data }) => {
      for (const id of ids) {
        const current = await withResourceMessage(resource, () => getOne(resource, id));
        await update(resource, id, { ...current, ...data });
      }
      return { data: ids };
    },
    delete: async (resource, { id, previousData }) => {
      await remove(resource, id);
      return { data: previousData ?? { id } };
    },
    deleteMany: async (resource, { ids }) => {
      for (const id of ids) await remove(resource, id);
      return { data: ids };
    },
    ...createCatalogueCalls(http),
    ...history,
    revertRecord: (resource: string, params: { id: Identifier; revisionId: number }) =>
      withResourceMessage(resource, () => history.revertRecord(resource, params)),
    ...createBulkCalls(http),
    ...createSearchCalls(http),
    ...createSavedViewCalls(http),
  } as AppDataProvider;
}
