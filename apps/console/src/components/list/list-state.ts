import { LIST_DEFAULTS, type AnyResourceDefinition } from '@rc/contract/resources/resource';
import type { ListParams } from '@rc/contract/resources/resource-wire';

/**
 * A list screen keeps its whole state in the address (page, size, sort, search, filters, trash),
 * so a view can be bookmarked, shared and restored with Back. Values that do not fit the
 * definition are ignored here rather than sent to the server to be refused.
 */
export type ListState = {
  page: number;
  size: number;
  sort: string;
  desc: boolean;
  query: string;
  /**
   * Filter parameter → value: 'true' / 'false' for boolean filters, an option value for selects, a
   * referenced record's value (or 'none') for references, and `<field>_from` / `<field>_to` days
   * (YYYY-MM-DD) for date ranges.
   */
  filters: Readonly<Record<string, string>>;
  trash: boolean;
};

export type ListDefinition = Pick<AnyResourceDefinition, 'list' | 'fields'>;

/** A named sort for lists chosen from a menu rather than by column headers ("Newest first"). */
export type SortPreset = { value: string; label: string; sort: string; desc: boolean };

export type ListOptions = {
  /**
   * Only these sorts are offered: an address whose sort + order is none of them falls back to the
   * definition's default sort, which should be one of them.
   */
  sortPresets?: readonly SortPreset[];
};

export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** The address parameters this module owns; any other (a drawer's `view`, say) is left alone. */
export const LIST_PARAMS = { page: 'page', size: 'size', sort: 'sort', order: 'order', query: 'q', trash: 'trash' } as const;

function positiveInt(text: string | null): number | null {
  if (!text || !/^\d{1,6}$/.test(text)) return null;
  const n = Number(text);
  return n >= 1 ? n : null;
}

const REFERENCE_VALUE = /^[\p{L}\p{N}_.:-]{1,100}$/u;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const RANGE_SUFFIXES = ['_from', '_to'] as const;

/** The address parameters of one filter (a date range has two). */
export function filterParams(filter: ListDefinition['list']['filters'][number]): string[] {
  return filter.type === 'date-range' ? RANGE_SUFFIXES.map((suffix) => `${filter.field}${suffix}`) : [filter.field];
}

/** The values a select or boolean filter accepts. */
export function filterValues(def: ListDefinition, field: string): readonly string[] {
  const filter = def.list.filters.find((f) => f.field === field);
  if (!filter) return [];
  if (filter.type === 'boolean') return ['true', 'false'];
  return (def.fields[field]?.options ?? []).map((o) => o.value);
}

export function defaultListState(def: ListDefinition): ListState {
  const { field, desc } = def.list.defaultSort;
  return { page: 1, size: LIST_DEFAULTS.limit, sort: field, desc, query: '', filters: {}, trash: false };
}

export function readListState(search: URLSearchParams, def: ListDefinition, options: ListOptions = {}): ListState {
  const fallback = defaultListState(def);
  const size = positiveInt(search.get(LIST_PARAMS.size));
  const sortField = search.get(LIST_PARAMS.sort);
  const sortable = sortField !== null && (def.list.sort as readonly string[]).includes(sortField);
  const order = search.get(LIST_PARAMS.order);
  const filters: Record<string, string> = {};
  for (const filter of def.list.filters) {
    for (const param of filterParams(filter)) {
      const value = search.get(param);
      if (value === null) continue;
      const ok =
        filter.type === 'date-range'
          ? DAY.test(value)
          : filter.type === 'reference'
            ? REFERENCE_VALUE.test(value)
            : filterValues(def, filter.field).includes(value);
      if (ok) filters[param] = value;
    }
  }
  let sort = sortable ? sortField : fallback.sort;
  let desc = order === 'desc' ? true : order === 'asc' ? false : sort === fallback.sort ? fallback.desc : false;
  if (options.sortPresets && !options.sortPresets.some((p) => p.sort === sort && p.desc === desc)) {
    sort = fallback.sort;
    desc = fallback.desc;
  }
  return {
    page: positiveInt(search.get(LIST_PARAMS.page)) ?? 1,
    size: size !== null && (PAGE_SIZES as readonly number[]).includes(size) ? size : fallback.size,
    sort,
    desc,
    query: (search.get(LIST_PARAMS.query) ?? '').slice(0, LIST_DEFAULTS.maxQueryLength),
    filters,
    trash: search.get(LIST_PARAMS.trash) === '1',
  };
}

/**
 * The address for `next`, keeping parameters the list does not own. Defaults are left out, so the
 * plain path is the default view.
 */
export function writeListState(current: URLSearchParams, next: ListState, def: ListDefinition): URLSearchParams {
  const out = new URLSearchParams(current);
  for (const key of Object.values(LIST_PARAMS)) out.delete(key);
  for (const filter of def.list.filters) for (const param of filterParams(filter)) out.delete(param);
  const fallback = defaultListState(def);
  if (next.query.trim()) out.set(LIST_PARAMS.query, next.query);
  for (const [field, value] of Object.entries(next.filters)) if (value) out.set(field, value);
  if (next.sort !== fallback.sort || next.desc !== fallback.desc) {
    out.set(LIST_PARAMS.sort, next.sort);
    out.set(LIST_PARAMS.order, next.desc ? 'desc' : 'asc');
  }
  if (next.size !== fallback.size) out.set(LIST_PARAMS.size, String(next.size));
  if (next.trash) out.set(LIST_PARAMS.trash, '1');
  if (next.page > 1) out.set(LIST_PARAMS.page, String(next.page));
  return out;
}

/**
 * Apply a change. Anything that changes which rows match (search, filters, sort, size, trash)
 * goes back to page 1, since the old page number means nothing in the new result.
 */
export function changeListState(state: ListState, patch: Partial<ListState>): ListState {
  const next = { ...state, ...patch };
  const reshaped = (['query', 'filters', 'sort', 'desc', 'size', 'trash'] as const).some(
    (key) => key in patch && patch[key] !== state[key],
  );
  if (reshaped && !('page' in patch)) next.page = 1;
  return next;
}

/** The preset the list is sorted by, if any. */
export function currentPreset(state: Pick<ListState, 'sort' | 'desc'>, presets: readonly SortPreset[]): SortPreset | undefined {
  return presets.find((p) => p.sort === state.sort && p.desc === state.desc);
}

/** One filter parameter set (or cleared, with null or ''), the others kept. */
export function withFilter(
  filters: Readonly<Record<string, string>>,
  param: string,
  value: string | null,
): Record<string, string> {
  const next = { ...filters };
  if (value) next[param] = value;
  else delete next[param];
  return next;
}

/** Clicking a column header: a new column sorts ascending, the same column flips its order. */
export function toggleSort(state: ListState, field: string): Pick<ListState, 'sort' | 'desc'> {
  return state.sort === field ? { sort: field, desc: !state.desc } : { sort: field, desc: false };
}

/** The list call's parameters (the export uses the same, without page and limit). */
export function listParams(state: ListState): ListParams {
  const params: ListParams = { page: state.page, limit: state.size, sortby: state.sort, sortdesc: state.desc };
  const query = state.query.trim();
  if (query) params.query = query;
  for (const [field, value] of Object.entries(state.filters)) params[field] = value;
  if (state.trash) params.trashed = 1;
  return params;
}

export function exportParams(state: ListState): ListParams {
  const { page: _page, limit: _limit, ...rest } = listParams(state);
  return rest;
}

export function hasNarrowing(state: Pick<ListState, 'query' | 'filters'>): boolean {
  return state.query.trim() !== '' || Object.keys(state.filters).length > 0;
}
