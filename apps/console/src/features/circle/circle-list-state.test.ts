import { describe, expect, it } from 'vitest';
import { DEFAULT_STATE, changeCircleState, circleListParams, readCircleState, writeCircleState } from './circle-list-state.ts';

const read = (query: string) => readCircleState(new URLSearchParams(query));

describe('Circle list state in the address', () => {
  it('starts at page 1 with 10 rows, every status, an empty search, newest first (section 9)', () => {
    expect(read('')).toEqual(DEFAULT_STATE);
    expect(circleListParams(DEFAULT_STATE)).toEqual({
      page: 1,
      limit: 10,
      status: '',
      query: '',
      sortby: 'created_at',
      sortdesc: true,
    });
  });

  it('reads page, size, status, search, sort, trash and contributor; ignores what the call would refuse', () => {
    expect(read('page=3&limit=25&status=PENDING&query=data%20center&sort=oldest&trash=1&contributor=7')).toEqual({
      page: 3,
      limit: 25,
      status: 'PENDING',
      query: 'data center',
      sort: 'oldest',
      trash: true,
      writter: 7,
    });
    expect(read('page=0&limit=7&status=PUBLISHED&sort=random&trash=yes&contributor=abc')).toEqual(DEFAULT_STATE);
  });

  it('writes only what differs from the defaults and keeps other parameters (an open panel)', () => {
    const state = { ...DEFAULT_STATE, status: 'REQUEST', query: ' bbri ', page: 2 };
    const written = writeCircleState(state, new URLSearchParams('panel=preview&item=12'));
    expect(Object.fromEntries(written)).toEqual({ panel: 'preview', item: '12', page: '2', status: 'REQUEST', query: 'bbri' });
    expect(readCircleState(written)).toMatchObject({ status: 'REQUEST', query: 'bbri', page: 2 });
  });

  it('goes back to page 1 when anything but the page changes', () => {
    const onPage4 = { ...DEFAULT_STATE, page: 4 };
    expect(changeCircleState(onPage4, { status: 'PENDING' }).page).toBe(1);
    expect(changeCircleState(onPage4, { page: 5 }).page).toBe(5);
  });

  it('sends the sort as sortby + sortdesc, the trash as trashed=1 and a contributor as writter_id', () => {
    expect(circleListParams({ ...DEFAULT_STATE, sort: 'title', trash: true, writter: 4 })).toMatchObject({
      sortby: 'article_title',
      sortdesc: false,
      trashed: 1,
      writter_id: 4,
    });
  });
});
