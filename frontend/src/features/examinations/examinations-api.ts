import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  CommandAnswer,
  ExaminationDetail,
  ExaminationFileRow,
  ExaminationListRow,
  ExaminationVersion,
  FormDefinition,
  HealthDataReadRow,
  PagedResponse,
  SaveExaminationBody,
  SaveRecordBody,
} from '@tutela/contracts';
import { ACTIVITY_LOG_TABLE_NAME } from '../../components/activity-log/activity-log-columns';
import type { ListQuery } from '../../components/list/list-types';
import { apiFetch, ApiError } from '../../lib/api-client';
import { getToken } from '../../lib/auth-token';

/** Examinations calls: medicine only, so the paths name /api/md whatever the current application. */
const BASE = '/api/md/examinations';
const enc = encodeURIComponent;
export const EXAMINATIONS_TABLE = 'examinations-done';

export function examinationByKeyQuery(key: string) {
  return queryOptions({
    queryKey: ['examinations', 'by-key', key] as const,
    queryFn: async ({ signal }) => (await apiFetch<{ data: ExaminationDetail }>(`${BASE}/by-key/${enc(key)}`, { signal })).data,
  });
}

export function examinationQuery(id: string) {
  return queryOptions({
    queryKey: ['examinations', 'detail', id] as const,
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ data: ExaminationDetail }>(`${BASE}/${enc(id)}`, {
          signal,
        })
      ).data,
  });
}

/** A form definition: a given version never changes, so it is cached for the session. */
export function formDefinitionQuery(code: string, version?: number) {
  return queryOptions({
    queryKey: ['formio', code, version ?? 'latest'] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ data: FormDefinition }>(`/api/md/formio/${enc(code)}`, { query: { version }, signal })).data,
    // A published version never changes: kept for the whole session, not refetched nor dropped when unused.
    staleTime: version === undefined ? 5 * 60 * 1000 : Infinity,
    gcTime: version === undefined ? 5 * 60 * 1000 : Infinity,
  });
}

/**
 * Fetches the latest published version of a form ahead (a new visit, and most open ones, use it) and files it
 * under its version too, where the visit screen asks for it ("VIS" version n): no request when the visit opens.
 */
export async function prefetchLatestForm(queryClient: QueryClient, code: string): Promise<void> {
  const latest = await queryClient.fetchQuery(formDefinitionQuery(code));
  const versioned = formDefinitionQuery(code, latest.version);
  if (queryClient.getQueryData(versioned.queryKey) === undefined) queryClient.setQueryData(versioned.queryKey, latest);
}

export function examinationVersionQuery(id: string, version: number) {
  return queryOptions({
    queryKey: ['examinations', 'version', id, version] as const,
    queryFn: async ({ signal }) =>
      (await apiFetch<{ data: ExaminationVersion }>(`${BASE}/${enc(id)}/versions/${version}`, { signal })).data,
    staleTime: Infinity,
  });
}

export function workerExaminationsQuery(workerId: string) {
  return queryOptions({
    queryKey: ['examinations', 'worker', workerId] as const,
    queryFn: async ({ signal }) =>
      (
        await apiFetch<{ data: ExaminationListRow[] }>(
          `/api/md/workers/${enc(workerId)}/examinations`,
          // the worker card says it itself: no global 'Utente non autorizzato' for users who may not see visits
          { signal, silent: true },
        )
      ).data,
  });
}

/** 'Accessi ai dati sanitari' of the worker card (level 8): who read the worker's clinical data, newest first. */
export function healthDataReadsQuery(workerId: string, page: number, perPage: number) {
  return queryOptions({
    queryKey: ['examinations', 'health-data-reads', workerId, page, perPage] as const,
    queryFn: ({ signal }) =>
      apiFetch<PagedResponse<HealthDataReadRow>>(`/api/md/workers/${enc(workerId)}/health-data-reads?page=${page}&per_page=${perPage}`, {
        signal,
        silent: true,
      }),
  });
}

export function fetchExaminationsPage(query: ListQuery, signal?: AbortSignal): Promise<PagedResponse<ExaminationListRow>> {
  return apiFetch<PagedResponse<ExaminationListRow>>(BASE, { query, signal });
}

/** 409 and 422 are answered on the screen itself (conflict notice, messages per field): no global snackbar. */
export const examinationsApi = {
  newKey: (workerId: string) =>
    apiFetch<{ data: { key: string; time_key: string } }>('/api/md/examination-keys', { method: 'POST', body: { worker_id: workerId } }),
  save: (body: SaveExaminationBody) =>
    apiFetch<CommandAnswer>(BASE, {
      method: 'POST',
      body,
      silent: true,
    }),
  reopen: (id: string, revision: number) =>
    apiFetch<CommandAnswer>(`${BASE}/${enc(id)}/reopen`, {
      method: 'POST',
      body: { revision },
      silent: true,
    }),
  saveRecord: (body: SaveRecordBody) =>
    apiFetch<CommandAnswer>('/api/md/examinationssp', {
      method: 'POST',
      body,
      silent: true,
    }),
  upload: (id: string, file: File) => {
    const form = new FormData();
    form.append('file', file);
    return apiFetch<{ data: ExaminationFileRow }>(`${BASE}/${enc(id)}/files`, {
      method: 'POST',
      body: form,
    });
  },
  deleteFile: (id: string, fileId: string) => apiFetch<CommandAnswer>(`${BASE}/${enc(id)}/files/${enc(fileId)}`, { method: 'DELETE' }),
};

/** The bytes of a file or of the visit PDF: fetched with the bearer token (a plain link would carry none). */
export async function fetchBlob(path: string): Promise<Blob> {
  const token = getToken();
  const response = await fetch(path, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    // The server's Italian message when it sent one ('Nessuna visita firmata…'), else the status.
    const body = (await response.json().catch(() => null)) as {
      message?: unknown;
    } | null;
    throw new ApiError(response.status, typeof body?.message === 'string' ? body.message : `Errore ${response.status}`);
  }
  return response.blob();
}

/** Fetches a file with the bearer token and hands it to the browser as a download named `fileName`. */
export async function saveBlob(path: string, fileName: string): Promise<void> {
  const url = URL.createObjectURL(await fetchBlob(path));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const filePath = (id: string, fileId: string) => `${BASE}/${enc(id)}/files/${enc(fileId)}`;
export const pdfPath = (id: string) => `${BASE}/${enc(id)}/pdf`;

/** Saves answer once the read models caught up: reloading now shows the change in every list. */
export async function refreshExaminations(queryClient: QueryClient, workerId?: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: ['examinations'] }),
    queryClient.invalidateQueries({ queryKey: ['list', EXAMINATIONS_TABLE] }),
    queryClient.invalidateQueries({
      queryKey: ['list', ACTIVITY_LOG_TABLE_NAME],
    }),
    ...(workerId
      ? [
          queryClient.invalidateQueries({
            queryKey: ['workers', 'detail', workerId],
          }),
        ]
      : []),
  ]);
}

/** 'Nuova visita': the new visit's key, handed to `onCreated` (which opens it) before the mutation settles. */
export function useNewExaminationKey(onCreated: (key: string) => Promise<unknown>) {
  return useMutation({
    mutationFn: examinationsApi.newKey,
    onSuccess: (answer) => onCreated(answer.data.key),
  });
}

/** A visit's save (open or signed); every list reloads once it is accepted. */
export function useSaveExamination(workerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: examinationsApi.save,
    onSuccess: () => refreshExaminations(queryClient, workerId),
  });
}

export function useReopenExamination(workerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, revision }: { id: string; revision: number }) => examinationsApi.reopen(id, revision),
    onSuccess: () => refreshExaminations(queryClient, workerId),
  });
}

/** The worker's INV or VAC record. */
export function useSaveExaminationRecord(workerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: examinationsApi.saveRecord,
    onSuccess: () => refreshExaminations(queryClient, workerId),
  });
}

/** Attachments, one after the other; the visit reloads once all of them arrived. */
export function useUploadExaminationFiles() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, files }: { id: string; files: File[] }) => {
      for (const file of files) await examinationsApi.upload(id, file);
    },
    onSuccess: () => refreshExaminations(queryClient),
  });
}

export function useDeleteExaminationFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fileId }: { id: string; fileId: string }) => examinationsApi.deleteFile(id, fileId),
    onSuccess: () => refreshExaminations(queryClient),
  });
}
