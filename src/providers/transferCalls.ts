import { HttpError, type SortPayload } from 'react-admin';
import type { ErrorBody } from '../../lib/errors';
import { encodeQuery } from '../../lib/queryString';
import { type ExportFormat, exportFileName } from '../../lib/transfer/files';
import type { ImportReport } from '../../lib/transfer/plan';
import { type ImportPhase, PROGRESS_MEDIA_TYPE, type ProgressLine } from '../../lib/transfer/progress';
import type { ImportMode } from '../../lib/transfer/refusals';
import { ErrorMessages } from '../notifications/errorMessages';
import type { HttpClient } from './httpClient';
import { apiTargetOf, findView } from './models';

/** What a listing shows: its filters and its order (its paging left out: an export has every page). */
export interface ListingParams {
  filter: Record<string, unknown>;
  sort?: SortPayload;
}

/** How far an import is: a phase, rows done and the total (docs/export-import.md, "Progress"). */
export type ImportStep = { phase: ImportPhase; done: number; total: number };

/** The answer's progress lines, each given to `onLine` as it arrives. */
async function readLines(response: Response, onLine: (line: ProgressLine) => void): Promise<void> {
  const reader = response.body?.getReader();
  if (!reader) return;
  const decoder = new TextDecoder();
  let pending = '';
  for (;;) {
    const { done, value } = await reader.read();
    pending += decoder.decode(value, { stream: !done });
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) onLine(JSON.parse(line) as ProgressLine);
    if (done) break;
  }
  if (pending.trim()) onLine(JSON.parse(pending) as ProgressLine);
}

/** The export and import calls of a catalogue (docs/export-import.md). */
export function createTransferCalls(http: HttpClient) {
  return {
    /** The listing's records, every page, as a file (its filters, search and order applied). */
    exportCatalogue: async (resource: string, { filter, sort }: ListingParams, format: ExportFormat) => {
      const { path, filter: fixed } = apiTargetOf(resource);
      const order = sort?.field ? { order: { [sort.field]: sort.order === 'DESC' ? 'desc' : 'asc' } } : {};
      const query = encodeQuery({ format, ...filter, ...fixed, ...order });
      const blob = await http.request<Blob>(`${path}/export?${query}`, { responseType: 'blob' });
      const model = findView(resource)?.model;
      return { data: blob, fileName: model ? exportFileName(model, format, new Date()) : `${resource}.${format}` };
    },
    /**
     * A file's import into the view `resource`: `preview` answers what each row would do, `apply` writes it all or
     * nothing. `onStep` is told the server's progress; a refusal is an HttpError whose body says why.
     */
    importCatalogue: async (
      resource: string,
      { file, mode, onStep }: { file: File; mode: ImportMode; onStep?: (step: ImportStep) => void },
    ): Promise<{ data: ImportReport }> => {
      const form = new FormData();
      form.append('file', file);
      const query = encodeQuery({ mode, view: resource });
      const response = await http.request<Response>(`${apiTargetOf(resource).path}/import?${query}`, {
        method: 'POST',
        body: form,
        responseType: 'response',
        headers: { Accept: PROGRESS_MEDIA_TYPE },
      });
      let result: ImportReport | undefined;
      let failure: ErrorBody | undefined;
      await readLines(response, (line) => {
        if ('result' in line) result = line.result as ImportReport;
        else if ('error' in line) failure = line.error;
        else onStep?.(line as ImportStep);
      });
      if (failure) throw new HttpError(ErrorMessages.generic, failure.error_status, failure);
      if (!result) throw new HttpError(ErrorMessages.generic, 0, { error_code: -1, error_status: -1 });
      return { data: result };
    },
  };
}

export type TransferCalls = ReturnType<typeof createTransferCalls>;
