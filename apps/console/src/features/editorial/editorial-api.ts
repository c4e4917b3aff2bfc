import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  EDITORIAL_ROUTES,
  type EditorialAuthor,
  type EditorialCounts,
  type EditorialQueue,
  type QueueStatus,
} from '@rc/contract/editorial';
import { api } from '@/lib/api-client.ts';

export type DeskFilter = { area?: string; author?: string };
/** The queue call's parameters (only those set are sent). */
export type DeskParams = DeskFilter & { page: number; limit: number; status?: QueueStatus };

/** The desk's calls, through the one API client. */
export const editorialClient = {
  queue: (params: DeskParams, signal?: AbortSignal) => api.get<EditorialQueue>(EDITORIAL_ROUTES.queue, { query: params, signal }),
  counts: (filter: DeskFilter, signal?: AbortSignal) =>
    api.get<EditorialCounts>(EDITORIAL_ROUTES.counts, { query: filter, signal }),
  authors: (area: string | undefined, signal?: AbortSignal) =>
    api.get<EditorialAuthor[]>(EDITORIAL_ROUTES.authors, { query: { area }, signal }),
};

export const editorialKeys = {
  all: ['editorial'] as const,
  queue: (params: DeskParams) => ['editorial', 'queue', params] as const,
  counts: (filter: DeskFilter) => ['editorial', 'counts', filter] as const,
  authors: (area: string | undefined) => ['editorial', 'authors', area ?? ''] as const,
};

/** A desk left open follows the newsroom without a reload. */
const REFRESH_MS = 30_000;

/**
 * The queue. Read again whenever the desk is shown (the server answers from its cache until a
 * desk table changes), so coming back from a review never shows the item still waiting.
 */
export function useDeskQueue(params: DeskParams) {
  return useQuery({
    queryKey: editorialKeys.queue(params),
    queryFn: ({ signal }) => editorialClient.queue(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });
}

export function useDeskCounts(filter: DeskFilter) {
  return useQuery({
    queryKey: editorialKeys.counts(filter),
    queryFn: ({ signal }) => editorialClient.counts(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });
}

/** Who wrote in the areas shown: the author filter's choices. */
export function useDeskAuthors(area: string | undefined) {
  return useQuery({
    queryKey: editorialKeys.authors(area),
    queryFn: ({ signal }) => editorialClient.authors(area, signal),
    staleTime: 60_000,
  });
}
