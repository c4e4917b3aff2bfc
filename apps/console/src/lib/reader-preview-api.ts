import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PREVIEW_API, type PreviewArea, type ReaderPreview, type ReaderPreviewContext } from '@rc/contract/reader-preview';
import { api } from '@/lib/api-client.ts';

/** The reader preview calls (`/api/preview/{area}/…`), through the one API client. */
export const readerPreviewClient = {
  context: (area: PreviewArea, signal?: AbortSignal) => api.get<ReaderPreviewContext>(PREVIEW_API.context(area), { signal }),
  preview: (area: PreviewArea, id: number, as: string, signal?: AbortSignal) =>
    api.get<ReaderPreview>(PREVIEW_API.preview(area, id), { query: { as }, signal }),
};

export const readerPreviewKeys = {
  all: ['reader-preview'] as const,
  context: (area: PreviewArea) => ['reader-preview', area, 'context'] as const,
  /** `version`: a saved record's version, so a save asks again; absent where the caller does not know it. */
  preview: (area: PreviewArea, id: number, as: string, version?: number) =>
    ['reader-preview', area, id, as, version ?? null] as const,
};

/** The area's account wall and the plans: read once per screen visit, so the rule can run on what is typed. */
export function useReaderPreviewContext(area: PreviewArea) {
  return useQuery({
    queryKey: readerPreviewKeys.context(area),
    queryFn: ({ signal }) => readerPreviewClient.context(area, signal),
    staleTime: 60_000,
  });
}

/** The server's preview of a saved record: the source of truth for what readers see. */
export function useReaderPreview(
  area: PreviewArea,
  id: number | null,
  as: string,
  { version, enabled = true }: { version?: number; enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: readerPreviewKeys.preview(area, id ?? 0, as, version),
    queryFn: ({ signal }) => readerPreviewClient.preview(area, id!, as, signal),
    enabled: enabled && id !== null,
    // Switching readers keeps the last answer on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}
