import { describe, expect, it } from 'vitest';
import { circleResearchResource } from '@rc/contract/resources/circle-research.resource';
import { readListState } from '@/components/list/list-state.ts';
import { CIRCLE_LIST_OPTIONS, circleListParams } from './circle-list-params.ts';

const params = (query: string) =>
  circleListParams(readListState(new URLSearchParams(query), circleResearchResource, CIRCLE_LIST_OPTIONS));

describe('the Circle list call for the list in the address', () => {
  it('asks for page 1 with 10 rows, every status, an empty search, newest first (section 9)', () => {
    expect(params('')).toEqual({ page: 1, limit: 10, status: '', query: '', sortby: 'created_at', sortdesc: true });
  });

  it('sends the tab as status, the search as query and the page size as limit', () => {
    expect(params('status=PENDING&q=%20data%20center%20&page=3&size=25')).toEqual({
      page: 3,
      limit: 25,
      status: 'PENDING',
      query: 'data center',
      sortby: 'created_at',
      sortdesc: true,
    });
  });

  it('sends a sort preset as sortby + sortdesc, the trash as trashed=1 and a contributor as writter_id', () => {
    expect(params('sort=article_title&order=asc&trash=1&writter_id=4')).toMatchObject({
      sortby: 'article_title',
      sortdesc: false,
      trashed: 1,
      writter_id: 4,
    });
  });

  it('leaves out what the call would refuse', () => {
    expect(params('writter_id=none&status=PUBLISHED&sort=password')).toEqual(params(''));
  });
});
