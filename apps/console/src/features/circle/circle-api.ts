import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CIRCLE_API,
  type CircleContent,
  type CircleHistoryEntry,
  type CircleItem,
  type CircleList,
  type CirclePreview,
  type ResponseApproval,
} from '@rc/contract/circle';
import { api } from '@/lib/api-client.ts';

export type CircleListParams = {
  page: number;
  limit: number;
  status: string;
  query: string;
  sortby: string;
  sortdesc: boolean;
  trashed?: 1;
  writter_id?: number;
};
export type CircleHistory = { data: CircleHistoryEntry[]; total: number; page: number; limit: number };

/** The specification's Circle calls, through the one API client. */
export const circleClient = {
  list: (params: CircleListParams, signal?: AbortSignal) => api.get<CircleList>(CIRCLE_API.list, { query: params, signal }),
  preview: (id: number, signal?: AbortSignal) => api.get<CirclePreview>(CIRCLE_API.preview(id), { signal }),
  content: (id: number, part: 'first' | 'second', signal?: AbortSignal) =>
    api.get<CircleContent>(part === 'first' ? CIRCLE_API.firstContent(id) : CIRCLE_API.secondContent(id), { signal }),
  history: (id: number, signal?: AbortSignal) =>
    api.get<CircleHistory>(CIRCLE_API.history(id), { query: { limit: 200 }, signal }),
  respond: (id: number, body: ResponseApproval) => api.put<CircleItem>(CIRCLE_API.responseApproval(id), body),
  remove: (id: number) => api.delete<CircleItem>(CIRCLE_API.delete(id)),
  restore: (id: number) => api.get<CircleItem>(CIRCLE_API.restore(id)),
};

export const circleKeys = {
  all: ['circle'] as const,
  lists: ['circle', 'list'] as const,
  list: (params: CircleListParams) => ['circle', 'list', params] as const,
  preview: (id: number) => ['circle', 'preview', id] as const,
  content: (id: number, part: 'first' | 'second') => ['circle', 'content', part, id] as const,
  history: (id: number) => ['circle', 'history', id] as const,
  pendingTotal: ['circle', 'pending-total'] as const,
};

export function useCircleList(params: CircleListParams) {
  return useQuery({
    queryKey: circleKeys.list(params),
    queryFn: ({ signal }) => circleClient.list(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCirclePreview(id: number | null) {
  return useQuery({
    queryKey: circleKeys.preview(id ?? 0),
    queryFn: ({ signal }) => circleClient.preview(id!, signal),
    enabled: id !== null,
  });
}

export function useCircleContent(id: number | null, part: 'first' | 'second') {
  return useQuery({
    queryKey: circleKeys.content(id ?? 0, part),
    queryFn: ({ signal }) => circleClient.content(id!, part, signal),
    enabled: id !== null,
  });
}

export function useCircleHistory(id: number | null) {
  return useQuery({
    queryKey: circleKeys.history(id ?? 0),
    queryFn: ({ signal }) => circleClient.history(id!, signal),
    enabled: id !== null,
  });
}

/** After a response, delete or restore: the lists, this article and the badge are out of date. */
function useAfterChange() {
  const queryClient = useQueryClient();
  return (item: CircleItem) => {
    void queryClient.invalidateQueries({ queryKey: circleKeys.lists });
    void queryClient.invalidateQueries({ queryKey: circleKeys.preview(item.id) });
    void queryClient.invalidateQueries({ queryKey: circleKeys.history(item.id) });
    void queryClient.invalidateQueries({ queryKey: circleKeys.pendingTotal });
    // The engine's editor and lists of the same article (contributor pages) read it again too.
    void queryClient.invalidateQueries({ queryKey: ['resource', 'circle-research'] });
  };
}

export function useRespond() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ResponseApproval }) => circleClient.respond(id, body),
    onSuccess: afterChange,
  });
}

export function useTrash() {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: ({ id, restore }: { id: number; restore: boolean }) =>
      restore ? circleClient.restore(id) : circleClient.remove(id),
    onSuccess: afterChange,
  });
}

/**
 * The queue size (`data.data.totalRequest`): the same query as the menu badge, which the event
 * stream keeps current, so this screen and the badge always agree.
 */
export function usePendingTotal() {
  return useQuery({
    queryKey: circleKeys.pendingTotal,
    queryFn: async () => {
      const answer = await api.get<{ data?: { totalRequest?: unknown } }>(CIRCLE_API.totalRequest);
      const total = Number(answer?.data?.totalRequest);
      return Number.isFinite(total) && total > 0 ? total : 0;
    },
    staleTime: 30_000,
  });
}
