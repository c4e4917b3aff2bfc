import { CIRCLE_LIST_DEFAULTS } from '@rc/contract/circle';
import { CONTENT_STATUSES } from '@rc/contract/statuses';
import type { CircleListParams } from './circle-api.ts';

/** The sorts moderators choose from (the list call's `sortby` + `sortdesc`). */
export const CIRCLE_SORTS = [
  { value: 'newest', label: 'Newest first', sortby: 'created_at', desc: true },
  { value: 'oldest', label: 'Oldest first (queue order)', sortby: 'created_at', desc: false },
  { value: 'updated', label: 'Recently changed', sortby: 'updated_at', desc: true },
  { value: 'published', label: 'Recently published', sortby: 'published_at', desc: true },
  { value: 'title', label: 'Title A–Z', sortby: 'article_title', desc: false },
] as const;
export type CircleSort = (typeof CIRCLE_SORTS)[number]['value'];

export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** Everything the landing shows, kept in the address so a link or a reload shows the same list. */
export type CircleListState = {
  page: number;
  limit: number;
  status: string;
  query: string;
  sort: CircleSort;
  trash: boolean;
  /** One contributor's articles (a link from the contributor's page), or null for everyone's. */
  writter: number | null;
};

export const DEFAULT_STATE: CircleListState = {
  page: CIRCLE_LIST_DEFAULTS.page,
  limit: CIRCLE_LIST_DEFAULTS.limit,
  status: '',
  query: CIRCLE_LIST_DEFAULTS.query,
  sort: 'newest',
  trash: false,
  writter: null,
};

const positive = (value: string | null, fallback: number, max: number) => {
  const n = value && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return n >= 1 && n <= max ? n : fallback;
};

/** Read the state from the address; anything the call would refuse falls back to its default. */
export function readCircleState(search: URLSearchParams): CircleListState {
  const status = search.get('status') ?? '';
  const sort = search.get('sort') ?? '';
  const limit = positive(search.get('limit'), DEFAULT_STATE.limit, 100);
  return {
    page: positive(search.get('page'), DEFAULT_STATE.page, 10_000),
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_STATE.limit,
    status: (CONTENT_STATUSES as readonly string[]).includes(status) ? status : '',
    query: (search.get('query') ?? '').slice(0, 200),
    sort: CIRCLE_SORTS.some((s) => s.value === sort) ? (sort as CircleSort) : DEFAULT_STATE.sort,
    trash: search.get('trash') === '1',
    writter: positive(search.get('contributor'), 0, 2_147_483_647) || null,
  };
}

/** The address of a state: only what differs from the defaults, so plain links stay plain. */
export function writeCircleState(state: CircleListState, base = new URLSearchParams()): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const key of ['page', 'limit', 'status', 'query', 'sort', 'trash', 'contributor']) next.delete(key);
  if (state.page !== DEFAULT_STATE.page) next.set('page', String(state.page));
  if (state.limit !== DEFAULT_STATE.limit) next.set('limit', String(state.limit));
  if (state.status) next.set('status', state.status);
  if (state.query.trim()) next.set('query', state.query.trim());
  if (state.sort !== DEFAULT_STATE.sort) next.set('sort', state.sort);
  if (state.trash) next.set('trash', '1');
  if (state.writter) next.set('contributor', String(state.writter));
  return next;
}

/** A change of anything but the page starts again at page 1. */
export function changeCircleState(state: CircleListState, change: Partial<CircleListState>): CircleListState {
  const next = { ...state, ...change };
  if (change.page === undefined) next.page = 1;
  return next;
}

/** The list call's parameters (section 7): page, limit, sortdesc, status, query (+ sortby, trashed). */
export function circleListParams(state: CircleListState): CircleListParams {
  const sort = CIRCLE_SORTS.find((s) => s.value === state.sort)!;
  return {
    page: state.page,
    limit: state.limit,
    status: state.status,
    query: state.query.trim(),
    sortby: sort.sortby,
    sortdesc: sort.desc,
    ...(state.trash ? { trashed: 1 as const } : {}),
    ...(state.writter ? { writter_id: state.writter } : {}),
  };
}
