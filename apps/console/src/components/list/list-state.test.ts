import { describe, expect, it } from 'vitest';
import { categoryResource } from '@rc/contract/resources/category.resource';
import { circleResearchResource } from '@rc/contract/resources/circle-research.resource';
import { masterTagResource } from '@rc/contract/resources/master-tag.resource';
import {
  changeListState,
  currentPreset,
  defaultListState,
  exportParams,
  type ListDefinition,
  listParams,
  readListState,
  toggleSort,
  withFilter,
  writeListState,
  type SortPreset,
} from './list-state.ts';

const read = (query: string, def: ListDefinition = categoryResource) => readListState(new URLSearchParams(query), def);

describe('reading the list state from the address', () => {
  it('uses the definition defaults on the bare path', () => {
    expect(read('')).toEqual({
      page: 1,
      size: 10,
      sort: 'created_at',
      desc: true,
      query: '',
      filters: {},
      trash: false,
    });
    expect(read('', masterTagResource)).toMatchObject({ sort: 'name', desc: false });
  });

  it('reads page, size, sort, search, filters and trash', () => {
    expect(read('page=3&size=25&sort=article_category_name&order=asc&q=bank&active=false&trash=1')).toEqual({
      page: 3,
      size: 25,
      sort: 'article_category_name',
      desc: false,
      query: 'bank',
      filters: { active: 'false' },
      trash: true,
    });
  });

  it('ignores values the definition does not allow instead of sending them', () => {
    const state = read('page=-2&size=7&sort=password&order=sideways&active=maybe&colour=red');
    expect(state).toEqual(defaultListState(categoryResource));
  });

  it('only accepts a select filter value that is one of its options', () => {
    expect(read('applies_to=NEWS', masterTagResource).filters).toEqual({ applies_to: 'NEWS' });
    expect(read('applies_to=SPORT', masterTagResource).filters).toEqual({});
  });
});

describe('writing the list state to the address', () => {
  it('leaves defaults out, so the default view is the plain path', () => {
    expect(writeListState(new URLSearchParams(), defaultListState(categoryResource), categoryResource).toString()).toBe('');
  });

  it('round-trips every part of the state', () => {
    const state = {
      ...defaultListState(categoryResource),
      page: 2,
      size: 50,
      sort: 'sort_order',
      desc: false,
      query: 'energi',
      filters: { active: 'true' },
      trash: true,
    };
    const written = writeListState(new URLSearchParams(), state, categoryResource);
    expect(readListState(written, categoryResource)).toEqual(state);
  });

  it('keeps parameters it does not own (an open drawer, say)', () => {
    const written = writeListState(
      new URLSearchParams('view=12&q=old'),
      { ...defaultListState(categoryResource), query: 'new' },
      categoryResource,
    );
    expect(written.get('view')).toBe('12');
    expect(written.get('q')).toBe('new');
  });
});

describe('changing the list state', () => {
  const onPage4 = { ...defaultListState(categoryResource), page: 4 };

  it('goes back to page 1 when the rows that match change', () => {
    expect(changeListState(onPage4, { query: 'bank' }).page).toBe(1);
    expect(changeListState(onPage4, { filters: { active: 'true' } }).page).toBe(1);
    expect(changeListState(onPage4, { sort: 'sort_order', desc: false }).page).toBe(1);
    expect(changeListState(onPage4, { size: 25 }).page).toBe(1);
    expect(changeListState(onPage4, { trash: true }).page).toBe(1);
  });

  it('keeps the page when only the page changes, or nothing really changed', () => {
    expect(changeListState(onPage4, { page: 5 }).page).toBe(5);
    expect(changeListState(onPage4, { query: '' }).page).toBe(4);
  });

  it('sorts a new column ascending and flips the same column', () => {
    const state = defaultListState(categoryResource);
    expect(toggleSort(state, 'article_category_name')).toEqual({ sort: 'article_category_name', desc: false });
    expect(toggleSort({ ...state, sort: 'article_category_name', desc: false }, 'article_category_name')).toEqual({
      sort: 'article_category_name',
      desc: true,
    });
  });
});

describe('the list call parameters', () => {
  it('sends page, limit, sort, trimmed search, filters and trash', () => {
    const state = { ...defaultListState(categoryResource), page: 2, query: '  bank ', filters: { active: 'true' }, trash: true };
    expect(listParams(state)).toEqual({
      page: 2,
      limit: 10,
      sortby: 'created_at',
      sortdesc: true,
      query: 'bank',
      active: 'true',
      trashed: 1,
    });
  });

  it('leaves an empty search out', () => {
    expect(listParams(defaultListState(categoryResource))).not.toHaveProperty('query');
  });

  it('exports with the same filters but without paging', () => {
    const state = { ...defaultListState(categoryResource), page: 3, query: 'bank', filters: { active: 'false' } };
    expect(exportParams(state)).toEqual({ sortby: 'created_at', sortdesc: true, query: 'bank', active: 'false' });
  });
});

describe('reference and date-range filters', () => {
  const def: ListDefinition = {
    fields: { writter_id: { label: 'Contributor', widget: 'select' }, published_at: { label: 'Published', widget: 'datetime' } },
    list: {
      columns: [],
      search: [],
      filters: [
        {
          field: 'writter_id',
          type: 'reference',
          reference: { resource: 'contributor', valueField: 'id', labelField: 'fullname' },
        },
        { field: 'published_at', type: 'date-range' },
      ],
      sort: ['created_at'],
      defaultSort: { field: 'created_at', desc: true },
    },
  };

  it('reads a referenced value or "none", and the two days of a range', () => {
    expect(
      readListState(new URLSearchParams('writter_id=12&published_at_from=2026-01-01&published_at_to=2026-01-31'), def).filters,
    ).toEqual({
      writter_id: '12',
      published_at_from: '2026-01-01',
      published_at_to: '2026-01-31',
    });
    expect(readListState(new URLSearchParams('writter_id=none'), def).filters).toEqual({ writter_id: 'none' });
  });

  it('ignores malformed values', () => {
    expect(
      readListState(new URLSearchParams('writter_id=1;drop&published_at_from=January&published_at=2026-01-01'), def).filters,
    ).toEqual({});
  });

  it('writes and sends them as the server names them', () => {
    const state = { ...defaultListState(def), filters: { published_at_from: '2026-01-01', writter_id: '7' } };
    const written = writeListState(new URLSearchParams('published_at_to=2025-12-31'), state, def);
    expect(written.get('published_at_to')).toBeNull();
    expect(readListState(written, def).filters).toEqual(state.filters);
    expect(listParams(state)).toMatchObject({ published_at_from: '2026-01-01', writter_id: '7' });
  });
});

describe("a queue's list (Circle's definition): status tab, contributor and sort presets", () => {
  const def = circleResearchResource;
  const presets: readonly SortPreset[] = [
    { value: 'newest', label: 'Newest first', sort: 'created_at', desc: true },
    { value: 'oldest', label: 'Oldest first (queue order)', sort: 'created_at', desc: false },
    { value: 'title', label: 'Title A–Z', sort: 'article_title', desc: false },
  ];
  const readQueue = (query: string) => readListState(new URLSearchParams(query), def, { sortPresets: presets });

  it('starts at page 1 with 10 rows, every status, an empty search, newest first', () => {
    expect(readQueue('')).toEqual({ page: 1, size: 10, sort: 'created_at', desc: true, query: '', filters: {}, trash: false });
    expect(currentPreset(readQueue(''), presets)?.value).toBe('newest');
  });

  it('reads the status tab and the contributor as filters by their field names', () => {
    expect(readQueue('status=PENDING&writter_id=12&q=data%20center&trash=1&page=3&size=25')).toEqual({
      page: 3,
      size: 25,
      sort: 'created_at',
      desc: true,
      query: 'data center',
      filters: { status: 'PENDING', writter_id: '12' },
      trash: true,
    });
    // A status the definition does not have is no tab at all.
    expect(readQueue('status=PUBLISHED').filters).toEqual({});
  });

  it('writes a tab, a contributor and a preset as status, writter_id and sort + order, keeping an open panel', () => {
    const state = {
      ...defaultListState(def),
      page: 2,
      sort: 'created_at',
      desc: false,
      filters: withFilter({ writter_id: '12' }, 'status', 'REQUEST'),
    };
    const written = writeListState(new URLSearchParams('panel=preview&item=7'), state, def);
    expect(Object.fromEntries(written)).toEqual({
      panel: 'preview',
      item: '7',
      status: 'REQUEST',
      writter_id: '12',
      sort: 'created_at',
      order: 'asc',
      page: '2',
    });
    expect(currentPreset(readQueue(written.toString()), presets)?.value).toBe('oldest');
  });

  it('takes only the offered sorts: another sort + order falls back to the default preset', () => {
    expect(readQueue('sort=article_title&order=asc')).toMatchObject({ sort: 'article_title', desc: false });
    expect(readQueue('sort=article_title&order=desc')).toMatchObject({ sort: 'created_at', desc: true });
    expect(readQueue('sort=updated_at')).toMatchObject({ sort: 'created_at', desc: true });
    // Without presets the same address is a valid column sort.
    expect(readListState(new URLSearchParams('sort=updated_at'), def)).toMatchObject({ sort: 'updated_at', desc: false });
  });

  it('goes back to page 1 when the tab changes, and "All" clears the status', () => {
    const onPage4 = { ...readQueue('status=PENDING'), page: 4 };
    const all = changeListState(onPage4, { filters: withFilter(onPage4.filters, 'status', null) });
    expect(all).toMatchObject({ page: 1, filters: {} });
  });
});
