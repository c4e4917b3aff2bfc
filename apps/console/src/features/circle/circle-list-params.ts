import type { ListOptions, ListState, SortPreset } from '@/components/list/list-state.ts';
import type { CircleListParams } from './circle-api.ts';

/** The sorts moderators choose from (the list call's `sortby` + `sortdesc`). */
export const CIRCLE_SORTS: readonly SortPreset[] = [
  { value: 'newest', label: 'Newest first', sort: 'created_at', desc: true },
  { value: 'oldest', label: 'Oldest first (queue order)', sort: 'created_at', desc: false },
  { value: 'updated', label: 'Recently changed', sort: 'updated_at', desc: true },
  { value: 'published', label: 'Recently published', sort: 'published_at', desc: true },
  { value: 'title', label: 'Title A–Z', sort: 'article_title', desc: false },
];

/** A module constant, so the list state hook sees the same options on every render. */
export const CIRCLE_LIST_OPTIONS: ListOptions = { sortPresets: CIRCLE_SORTS };

const ID = /^[1-9]\d{0,9}$/;

/**
 * The specification's list call (section 7) for the list's state: page, limit, sortdesc, status
 * and query always (an empty status is every status), sortby, trashed=1 in the trash, and
 * writter_id for one contributor's articles.
 */
export function circleListParams(state: ListState): CircleListParams {
  const writter = state.filters.writter_id;
  return {
    page: state.page,
    limit: state.size,
    status: state.filters.status ?? '',
    query: state.query.trim(),
    sortby: state.sort,
    sortdesc: state.desc,
    ...(state.trash ? { trashed: 1 as const } : {}),
    // The contributor's id: the filter also takes "none", which this call has no use for.
    ...(writter && ID.test(writter) ? { writter_id: Number(writter) } : {}),
  };
}
