import type { CirclePreview } from '@rc/contract/circle';
import { createExternalStore, useExternalStore } from '@/lib/external-store.ts';

/**
 * Section 4: resetting the Circle research preview sets status REJECTED with empty fields and ids
 * of -1. The preview panel shows this state's article; closing the panel resets it, so a stale
 * article never flashes when the next one opens.
 */
export function emptyCirclePreview(): CirclePreview {
  return {
    id: -1,
    article_title: '',
    thumbnail: '',
    article_category_id: -1,
    first_summary: '',
    second_summary: '',
    third_summary: '',
    short_description: '',
    status: 'REJECTED',
    writter_id: -1,
    auditor_id: -1,
    article_slug: '',
    updated_at: '',
    deleted_at: '',
    published_at: '',
    created_at: '',
    category: { id: -1, article_category_name: '' },
    writter: { id: -1, fullname: '', email: '' },
    totalRequest: 0,
    content_type: '',
    du: 0,
    first_content: '',
    second_content: '',
    version: -1,
    sub_account: { id: -1, fullname: '' },
    auditor: { id: -1, fullname: '' },
    response_note: '',
    has_live_version: false,
    disclosure: { id: -1, version_number: -1, content: '', effective_from: '' },
    live: null,
  };
}

export const circlePreviewStore = createExternalStore<CirclePreview>(emptyCirclePreview());

export const setCirclePreview = (preview: CirclePreview) => circlePreviewStore.set(preview);
export const resetCirclePreview = () => circlePreviewStore.set(emptyCirclePreview());
export const isEmptyPreview = (preview: CirclePreview) => preview.id === -1;

export function useCirclePreviewState(): CirclePreview {
  return useExternalStore(circlePreviewStore, (state) => state);
}
