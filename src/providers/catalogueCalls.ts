import type { Identifier, RaRecord } from 'react-admin';
import { encodeQuery } from '../../lib/queryString';
import { MISSING_TRANSLATION_FILTER, type TranslationAnswer, type TranslationRequest } from '../../lib/translationWork';
import { createAccountApi } from './accountApi';
import type { HttpClient } from './httpClient';
import { apiTargetOf } from './models';
import { createTransferCalls } from './transferCalls';

/** One field of an exam's form as `POST /api/components/{id}/fields` takes it. */
export interface ExamFormField {
  id?: Identifier;
  label: { language: string; value: string }[];
  type: string;
  required: boolean;
  attributeId?: Identifier | null;
  displayOrder: number;
}

export interface DisplayOrder {
  id: Identifier;
  displayOrder: number;
}

/** `GET /api/counts`: how many active records each console view (by its name) holds, all in one answer. */
export type ViewCounts = Record<string, number>;

/** Calls beyond CRUD (docs/product-rules.md, "Calls"): display order, relations, children, overlays, users, counts. */
export function createCatalogueCalls(http: HttpClient) {
  const { request } = http;
  const account = createAccountApi(http);
  const pathOf = (resource: string, id: Identifier, tail: string) => `${apiTargetOf(resource).path}/${id}/${tail}`;

  return {
    ...createTransferCalls(http),
    /** The /home counts of every listed view, from one call. */
    getCounts: async () => ({ data: await request<ViewCounts>('/counts') }),
    /** Per view with translation sets, how many active records miss a language in one of them (/home). */
    getMissingTranslationCounts: async () => ({
      data: await request<ViewCounts>(`/counts?${encodeQuery({ [MISSING_TRANSLATION_FILTER]: true })}`),
    }),
    /** A suggested translation from the configured engine (docs/translation.md); its failures as HttpError. */
    suggestTranslation: async (translation: TranslationRequest) => ({
      data: await request<TranslationAnswer>('/translation', { method: 'POST', body: translation }),
    }),
    /** Moves a record to `displayOrder` (0-based) among its siblings; answers the renumbered group. */
    reorder: async (resource: string, { id, displayOrder }: DisplayOrder) => ({
      data: await request<DisplayOrder[]>(pathOf(resource, id, 'display-order'), {
        method: 'PUT',
        body: { displayOrder },
      }),
    }),
    getRelation: async <T = RaRecord>(resource: string, { id, relation }: { id: Identifier; relation: string }) => ({
      data: await request<T[]>(pathOf(resource, id, relation)),
    }),
    setRelation: async <T = RaRecord>(
      resource: string,
      { id, relation, items }: { id: Identifier; relation: string; items: unknown[] },
    ) => ({ data: await request<T[]>(pathOf(resource, id, relation), { method: 'POST', body: items }) }),
    getChildren: async <T = RaRecord>(resource: string, { id, path }: { id: Identifier; path: string }) => ({
      data: await request<T[]>(pathOf(resource, id, path)),
    }),
    /** An exam's form (the API's "component": docs/alias-calls.md): its fields in display order. */
    getExamForm: async (examId: Identifier) => ({ data: await request<RaRecord[]>(`/components/${examId}/fields`) }),
    /** Replaces an exam's form: fields without an id are created, those left out are removed. */
    saveExamForm: async (examId: Identifier, fields: ExamFormField[]) => ({
      data: await request<RaRecord[]>(`/components/${examId}/fields`, { method: 'POST', body: fields }),
    }),
    uploadImageOverlay: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      form.append('input', '{}');
      return { data: await request<RaRecord>('/image-overlays', { method: 'POST', body: form }) };
    },
    downloadImageOverlay: (id: Identifier) => request<Blob>(`/image-overlays/${id}/download`, { responseType: 'blob' }),
    userCompanies: async (resource: string, id: Identifier) => ({
      data: await request<RaRecord[]>(pathOf(resource, id, 'user-companies')),
    }),
    refreshCredentials: async (userId: Identifier) => ({ data: await account.refreshCredentials(userId) }),
    initPassword: async (userId: Identifier, password: string) => ({
      data: await account.initPassword(userId, password),
    }),
    linkAccount: async (userId: Identifier, existing: { login: string; password: string }) => ({
      data: await account.linkAccount(userId, existing),
    }),
  };
}

export type CatalogueCalls = ReturnType<typeof createCatalogueCalls>;
