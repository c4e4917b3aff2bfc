import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box.tsx';

const sent: string[] = [];
let goBack: (query: string) => void = () => {};

/** The address as a list screen keeps it: the search lands there a moment after it is sent. */
function Address({ lag = 0 }: { lag?: number }) {
  const [query, setQuery] = useState('');
  goBack = setQuery;
  return (
    <SearchBox
      value={query}
      placeholder="Search"
      onSearch={(next) => {
        sent.push(next);
        setTimeout(() => setQuery(next), lag);
      }}
    />
  );
}

describe('SearchBox', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sent.length = 0;
  });
  afterEach(() => vi.useRealTimers());
  const box = () => screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' });
  const type = (text: string) => fireEvent.change(box(), { target: { value: text } });
  const key = (name: string) => fireEvent.keyDown(box(), { key: name });
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

  it('sends the text once typing pauses, and at once on Enter', () => {
    renderWithProviders(<Address />);
    type('b');
    type('bank');
    wait(SEARCH_DEBOUNCE_MS - 1);
    expect(sent).toEqual([]);
    wait(1);
    expect(sent).toEqual(['bank']);
    type('bank bri');
    key('Enter');
    expect(sent).toEqual(['bank', 'bank bri']);
  });

  it('keeps letters typed while the address catches up with an earlier pause', () => {
    renderWithProviders(<Address lag={100} />);
    type('ban');
    wait(SEARCH_DEBOUNCE_MS);
    type('bank');
    wait(100);
    expect(box().value).toBe('bank');
  });

  it('shows what the address says after Back, dropping a search not yet sent', () => {
    renderWithProviders(<Address />);
    type('telko');
    act(() => goBack('energi'));
    wait(SEARCH_DEBOUNCE_MS * 2);
    expect(box().value).toBe('energi');
    expect(sent).toEqual([]);
  });

  it('clears with Escape or the clear button', () => {
    renderWithProviders(<Address />);
    type('bank');
    key('Enter');
    key('Escape');
    expect(box().value).toBe('');
    expect(sent).toEqual(['bank', '']);
    type('emas');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(box().value).toBe('');
    expect(sent).toEqual(['bank', '', '']);
  });
});
