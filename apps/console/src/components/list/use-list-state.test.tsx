import { act } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { categoryResource } from '@rc/contract/resources/category.resource';
import { renderWithProviders } from '../../../test/render.tsx';
import { useListState, type SetListState } from './use-list-state.ts';

let update: SetListState = () => {};
let address = '';

function List() {
  const [, setState] = useListState(categoryResource);
  update = setState;
  address = useLocation().search;
  return null;
}

describe('useListState', () => {
  it('builds each change on the one before, even before the address is rendered again', async () => {
    renderWithProviders(<List />, { route: '/category?q=syariah' });
    // Clear the search, then sort at once: the second change must not bring the search back.
    await act(async () => {
      update({ query: '' }, { replace: true });
      update({ sort: 'article_category_name', desc: false });
    });
    const params = new URLSearchParams(address);
    expect(params.get('q')).toBeNull();
    expect(params.get('sort')).toBe('article_category_name');
    expect(params.get('order')).toBe('asc');
  });

  it('gives a change made from the state the newest state, not the one last rendered', async () => {
    renderWithProviders(<List />, { route: '/category?q=syariah&active=true' });
    // "Clear search and filters", then a filter chosen at once from a screen that still shows the
    // old filters: the cleared search must not come back with it.
    let seen: { query: string; filters: Readonly<Record<string, string>> } | undefined;
    await act(async () => {
      update({ query: '', filters: {} });
      update((current) => {
        seen = current;
        return { filters: { ...current.filters, active: 'false' } };
      });
    });
    expect(seen).toMatchObject({ query: '', filters: {} });
    const params = new URLSearchParams(address);
    expect(params.get('q')).toBeNull();
    expect(params.get('active')).toBe('false');
  });
});
