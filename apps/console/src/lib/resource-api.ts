import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { resourceApi, type AnyResourceDefinition } from '@rc/contract/resources/resource';
import type {
  BulkResult,
  HistoryEntry,
  ImportEncoding,
  ImportReport,
  ListParams,
  ResourceCounts,
  UploadResult,
} from '@rc/contract/resources/resource-wire';
import type { WorkflowBody, WorkflowBulkBody, WorkflowBulkResult } from '@rc/contract/workflow';
import { api } from '@/lib/api-client.ts';

/** A record as the API sends it: system fields plus the definition's fields. */
export type ResourceRecord = {
  id: number;
  version: number;
  created_at: string;
  updated_at: string;
  created_by: number | null;
  updated_by: number | null;
  deleted_at: string | null;
} & Record<string, unknown>;

export type ListAnswer = { data: ResourceRecord[]; total: number; page: number; limit: number };
export type HistoryAnswer = { data: HistoryEntry[]; total: number; page: number; limit: number };

/** The calls of one resource (RESOURCE_CALLS of the contract), through the one API client. */
export function resourceClient(def: Pick<AnyResourceDefinition, 'name'>) {
  const paths = resourceApi(def.name);
  return {
    list: (params: ListParams, signal?: AbortSignal) => api.get<ListAnswer>(paths.list, { query: params, signal }),
    detail: (id: number, signal?: AbortSignal) => api.get<ResourceRecord>(paths.detail(id), { signal }),
    history: (id: number, signal?: AbortSignal) => api.get<HistoryAnswer>(paths.history(id), { query: { limit: 100 }, signal }),
    create: (body: Record<string, unknown>) => api.post<ResourceRecord>(paths.create, body),
    update: (id: number, body: Record<string, unknown> & { version: number }) => api.put<ResourceRecord>(paths.update(id), body),
    remove: (id: number) => api.delete<ResourceRecord>(paths.delete(id)),
    restore: (id: number) => api.post<ResourceRecord>(paths.restore(id)),
    bulkDelete: (ids: number[]) => api.post<BulkResult>(paths.bulkDelete, { ids }),
    bulkRestore: (ids: number[]) => api.post<BulkResult>(paths.bulkRestore, { ids }),
    reorder: (ids: number[]) => api.put<BulkResult>(paths.reorder, { ids }),
    upload: (field: string, file: File) => {
      const form = new FormData();
      form.append('file', file);
      return api.post<UploadResult>(paths.upload(field), form);
    },
    /**
     * A CSV import: checked only (`dryRun`), or written; the upload's progress goes to `onProgress`;
     * a file not in UTF-8 is sent with its `encoding`.
     */
    importCsv: (file: File, dryRun: boolean, onProgress?: (fraction: number) => void, encoding: ImportEncoding = 'utf-8') => {
      const form = new FormData();
      form.append('file', file);
      const query = { ...(dryRun ? { dry_run: 1 } : {}), ...(encoding === 'utf-8' ? {} : { encoding }) };
      return api.upload<ImportReport>(paths.import, form, { query, onProgress });
    },
    exportCsv: (params: ListParams) => api.download(paths.export, { query: params }),
    counts: (signal?: AbortSignal) => api.get<ResourceCounts>(paths.counts, { signal }),
    workflow: (id: number, body: WorkflowBody) => api.post<ResourceRecord>(paths.workflow(id), body),
    workflowBulk: (body: WorkflowBulkBody) => api.post<WorkflowBulkResult>(paths.workflowBulk, body),
  };
}

export const resourceKeys = {
  all: (name: string) => ['resource', name] as const,
  lists: (name: string) => ['resource', name, 'list'] as const,
  list: (name: string, params: ListParams) => ['resource', name, 'list', params] as const,
  detail: (name: string, id: number) => ['resource', name, 'detail', id] as const,
  history: (name: string, id: number) => ['resource', name, 'history', id] as const,
  counts: (name: string) => ['resource', name, 'counts'] as const,
};

export function useResourceList(def: AnyResourceDefinition, params: ListParams, { enabled = true } = {}) {
  return useQuery({
    queryKey: resourceKeys.list(def.name, params),
    queryFn: ({ signal }) => resourceClient(def).list(params, signal),
    // Paging, sorting and filtering keep the previous rows on screen until the next ones arrive.
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useResourceDetail(def: AnyResourceDefinition, id: number | null) {
  return useQuery({
    queryKey: resourceKeys.detail(def.name, id ?? 0),
    queryFn: ({ signal }) => resourceClient(def).detail(id!, signal),
    enabled: id !== null,
    // An open editor must not change under the person typing: refreshes come from saves and conflicts.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

export function useResourceHistory(def: AnyResourceDefinition, id: number | null) {
  return useQuery({
    queryKey: resourceKeys.history(def.name, id ?? 0),
    queryFn: ({ signal }) => resourceClient(def).history(id!, signal),
    enabled: id !== null,
  });
}

/**
 * Live records in all and per value of each counted choice filter (status tabs). Counted by the
 * server regardless of the list's search and filters, so one answer serves every view of the list.
 */
export function useResourceCounts(def: Pick<AnyResourceDefinition, 'name'>, { enabled = true } = {}) {
  return useQuery({
    queryKey: resourceKeys.counts(def.name),
    queryFn: ({ signal }) => resourceClient(def).counts(signal),
    enabled,
    staleTime: 30_000,
  });
}

/** After a write: lists, counts and this record's history are out of date; the record itself is `record`. */
export function useAfterWrite(def: AnyResourceDefinition) {
  const queryClient = useQueryClient();
  return (record?: ResourceRecord) => {
    // Merged, so values the detail call adds (counts from other areas) stay until the next read.
    if (record)
      queryClient.setQueryData<ResourceRecord>(resourceKeys.detail(def.name, record.id), (previous) => ({
        ...previous,
        ...record,
      }));
    void queryClient.invalidateQueries({ queryKey: resourceKeys.lists(def.name) });
    void queryClient.invalidateQueries({ queryKey: resourceKeys.counts(def.name) });
    if (record) void queryClient.invalidateQueries({ queryKey: resourceKeys.history(def.name, record.id) });
  };
}
