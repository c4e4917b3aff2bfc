import { draftPaths, type Draft, type DraftBody, type DraftRecordKey } from '@rc/contract/drafts';
import { api } from '@/lib/api-client.ts';

/** The caller's autosaved drafts (contract drafts.ts), through the one API client. */
export const draftClient = {
  get: (area: string, record: DraftRecordKey) => api.get<Draft | null>(draftPaths.one(area, record)),
  save: (area: string, record: DraftRecordKey, body: DraftBody, options: { keepalive?: boolean } = {}) =>
    api.put<{ saved_at: string }>(draftPaths.one(area, record), body, options),
  remove: (area: string, record: DraftRecordKey) => api.delete<{ deleted: boolean }>(draftPaths.one(area, record)),
};
