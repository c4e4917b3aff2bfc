import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { algoResearchResource } from '@rc/contract/resources/algo-research.resource';
import { rolePreset, type PermissionSet } from '@rc/contract/permissions';
import { EMPTY_PROFILE } from '@rc/contract/profile';
import { clearSession, setPermissions, setProfile } from '@/lib/session-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CellValue } from './cell-value.tsx';
import { FilterChips } from './filter-chips.tsx';

const LISTS: Record<string, Array<Record<string, unknown>>> = {
  'internal-user': [
    { id: 2, fullname: 'Dewi Lestari' },
    { id: 3, fullname: 'Bagus Pratama' },
  ],
  'master-tag': [
    { id: 1, name: 'Dividen', applies_to: 'BOTH' },
    { id: 3, name: 'Laporan Keuangan', applies_to: 'RESEARCH' },
  ],
  category: [{ id: 12, article_category_name: 'Perbankan' }],
  subscription: [{ id: 2, code: 'PRO_30', name: 'Pro' }],
};

let fetch: ReturnType<typeof vi.fn>;

function renderAs(ui: ReactElement, permissions: PermissionSet, me = 2) {
  setPermissions(permissions);
  setProfile({ ...EMPTY_PROFILE, id: me, fullname: 'Dewi Lestari', email: 'writter@demo.test' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

const requested = (resource: string) => fetch.mock.calls.some(([url]) => String(url).startsWith(`/api/${resource}/list`));

describe('values that refer to other records, in lists', () => {
  beforeEach(() => {
    fetch = vi.fn(async (input: string) => {
      const rows = LISTS[/^\/api\/([a-z-]+)\/list/.exec(input)?.[1] ?? ''] ?? [];
      return new Response(JSON.stringify({ data: { data: rows, total: rows.length, page: 1, limit: 100 } }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  const writter = algoResearchResource.fields.writter_id;
  const tickers = algoResearchResource.fields.tickers;

  it('names the author of a row, not their id', async () => {
    renderAs(<CellValue format="number" meta={writter} value={3} label="Writter" />, rolePreset('owner'));
    expect(await screen.findByText('Bagus Pratama')).toBeTruthy();
  });

  it('without the staff list, shows the person’s own name and #id for others, asking nothing', async () => {
    renderAs(
      <>
        <CellValue format="number" meta={writter} value={2} label="Writter" />
        <CellValue format="number" meta={writter} value={3} label="Writter" />
      </>,
      rolePreset('writter'),
    );
    expect(await screen.findByText('Dewi Lestari')).toBeTruthy();
    expect(await screen.findByText('#3')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requested('internal-user')).toBe(false);
  });

  it('shows codes as badges, a few of them and how many more', () => {
    renderAs(<CellValue format="tags" meta={tickers} value={['BBCA', 'BBRI', 'BMRI', 'BBNI', 'BBTN']} label="Tickers" />, {
      ...rolePreset('owner'),
    });
    expect(screen.getByText('BBCA')).toBeTruthy();
    expect(screen.getByText('BMRI')).toBeTruthy();
    expect(screen.queryByText('BBNI')).toBeNull();
    expect(screen.getByText('+2')).toBeTruthy();
  });

  it('offers reference filters by name, and hides those whose list the person may not read', async () => {
    const onChange = vi.fn();
    renderAs(
      <FilterChips def={algoResearchResource} filters={{}} onChange={onChange} omit={['status']} />,
      rolePreset('writter'),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Filter by Tag' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Laporan Keuangan' }));
    expect(onChange).toHaveBeenLastCalledWith({ tags: '3' });
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Filter by Writter' })).toBeNull());
    expect(screen.queryByRole('group', { name: 'Filter by Plan' })).toBeNull();
    expect(requested('internal-user') || requested('subscription')).toBe(false);
  });

  it('shows a set filter by name, and keeps a forbidden one that the address sets', async () => {
    renderAs(
      <FilterChips def={algoResearchResource} filters={{ category_id: '12', writter_id: '3' }} onChange={vi.fn()} />,
      rolePreset('writter'),
    );
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Filter by Category' }) as HTMLInputElement).value).toBe('Perbankan'),
    );
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Filter by Writter' }) as HTMLInputElement).value).toBe('#3'),
    );
  });

  it('takes a ticker as typed, upper-cased, on Enter', async () => {
    const onChange = vi.fn();
    renderAs(<FilterChips def={algoResearchResource} filters={{}} onChange={onChange} />, rolePreset('owner'));
    const ticker = screen.getByRole('textbox', { name: 'Filter by Ticker' });
    await userEvent.type(ticker, 'tlkm');
    expect((ticker as HTMLInputElement).value).toBe('TLKM');
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.type(ticker, '{enter}');
    expect(onChange).toHaveBeenLastCalledWith({ tickers: 'TLKM' });
  });
});
