import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { algoResearchResource } from '@rc/contract/resources/algo-research.resource';
import { rolePreset, type PermissionSet } from '@rc/contract/permissions';
import { EMPTY_PROFILE } from '@rc/contract/profile';
import { choiceSource } from '@/lib/reference-choices.ts';
import { clearSession, setPermissions, setProfile } from '@/lib/session-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CellValue } from './cell-value.tsx';
import { FilterChips } from './filter-chips.tsx';

/** What the choices call of each field of Exclusive research answers (all of them; `value=` picks). */
const CHOICES: Record<string, Array<{ value: string | number; label: string }>> = {
  tags: [
    { value: 1, label: 'Dividen' },
    { value: 3, label: 'Laporan Keuangan' },
  ],
  category_id: [
    { value: 12, label: 'Perbankan' },
    { value: 13, label: 'Energi' },
  ],
  plans: [{ value: 'PRO_30', label: 'Pro' }],
  tickers: [
    { value: 'TLKM', label: 'Telkom Indonesia (Persero) Tbk' },
    { value: 'BBCA', label: 'Bank Central Asia Tbk' },
  ],
};
/** Fields whose choices the server refuses (a filter the person may not use, say). */
let refused = new Set<string>();

let fetch: ReturnType<typeof vi.fn>;
const calls = () => fetch.mock.calls.map(([url]) => String(url));

/** What the filters' last change makes of `current` (FilterChips hands on the change, not the result). */
function changed(onChange: ReturnType<typeof vi.fn>, current: Record<string, string>): Record<string, string> {
  const change = onChange.mock.lastCall?.[0] as (filters: Record<string, string>) => Record<string, string>;
  return change(current);
}

function renderAs(ui: ReactElement, permissions: PermissionSet, me = 2) {
  setPermissions(permissions);
  setProfile({ ...EMPTY_PROFILE, id: me, fullname: 'Dewi Lestari', email: 'writter@demo.test' });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe('values that refer to other records, in lists', () => {
  beforeEach(() => {
    refused = new Set();
    fetch = vi.fn(async (input: string) => {
      const url = new URL(input, 'http://console.test');
      const field = /^\/api\/algo-research\/options\/([a-z_]+)$/.exec(url.pathname)?.[1] ?? '';
      if (refused.has(field))
        return new Response(JSON.stringify({ error: { code: 'FORBIDDEN', message: 'No.' } }), { status: 403 });
      const all = CHOICES[field] ?? [];
      const values = url.searchParams.get('value')?.split(',');
      const q = url.searchParams.get('q')?.toLowerCase();
      const data = values
        ? all.filter((c) => values.includes(String(c.value)))
        : all.filter((c) => !q || `${c.value} ${c.label}`.toLowerCase().includes(q));
      return new Response(JSON.stringify({ data }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetch);
  });
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  const writter = algoResearchResource.fields.writter_id;
  const category = algoResearchResource.fields.category_id;
  const tickers = algoResearchResource.fields.tickers;
  const categorySource = choiceSource('algo-research', 'category_id', category.reference);

  it('names the author of a row from the row itself, asking nothing', async () => {
    renderAs(
      <CellValue
        format="number"
        meta={writter}
        value={3}
        label="Writter"
        row={{ writter: { id: 3, fullname: 'Bagus Pratama' } }}
      />,
      rolePreset('auditor'),
    );
    expect(await screen.findByText('Bagus Pratama')).toBeTruthy();
    expect(calls()).toEqual([]);
  });

  it('names the values of a page in one call of the field’s choices, and shows #id for one it cannot name', async () => {
    renderAs(
      <>
        <CellValue format="number" meta={category} value={12} label="Category" source={categorySource} />
        <CellValue format="number" meta={category} value={13} label="Category" source={categorySource} />
        <CellValue format="number" meta={category} value={99} label="Category" source={categorySource} />
      </>,
      rolePreset('auditor'),
    );
    expect(await screen.findByText('Perbankan')).toBeTruthy();
    expect(await screen.findByText('Energi')).toBeTruthy();
    expect(await screen.findByText('#99')).toBeTruthy();
    expect(calls()).toEqual(['/api/algo-research/options/category_id?value=12%2C13%2C99']);
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

  it('shows tickers by their code, the company named on hover', async () => {
    const source = choiceSource('algo-research', 'tickers', tickers.reference);
    renderAs(<CellValue format="tags" meta={tickers} value={['BBCA']} label="Tickers" source={source} />, rolePreset('owner'));
    await waitFor(() => expect(screen.getByText('BBCA').closest('[title]')?.getAttribute('title')).toBe('Bank Central Asia Tbk'));
    expect(screen.queryByText('Bank Central Asia Tbk')).toBeNull();
  });

  it('offers reference filters by name through the list’s choices call, never the other resource’s list', async () => {
    const onChange = vi.fn();
    renderAs(
      <FilterChips def={algoResearchResource} filters={{}} onChange={onChange} omit={['status']} />,
      rolePreset('auditor'),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Filter by Tag' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Laporan Keuangan' }));
    expect(changed(onChange, {})).toEqual({ tags: '3' });
    expect(calls().every((url) => url.startsWith('/api/algo-research/options/'))).toBe(true);
  });

  it('applies a filter chosen to the newest filters, so one chosen right after a clear does not bring back what was cleared', async () => {
    const onChange = vi.fn();
    // The render still shows a tag and a category chosen; the list has just cleared them.
    renderAs(
      <FilterChips def={algoResearchResource} filters={{ tags: '3', category_id: '12' }} onChange={onChange} omit={['status']} />,
      rolePreset('owner'),
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Filter by Ticker' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Telkom Indonesia (Persero) Tbk' }));
    expect(changed(onChange, {})).toEqual({ tickers: 'TLKM' });
    expect(changed(onChange, { tags: '5' })).toEqual({ tags: '5', tickers: 'TLKM' });
  });

  it('hides a filter whose choices are refused, but keeps one the address sets, named as it can be', async () => {
    refused = new Set(['writter_id']);
    const { unmount } = renderAs(
      <FilterChips def={algoResearchResource} filters={{}} onChange={vi.fn()} omit={['status']} />,
      rolePreset('writter'),
    );
    // Once the writter's choices were asked for (and refused), its filter is gone and the others stay.
    await waitFor(() => expect(calls().some((url) => url.includes('/options/writter_id'))).toBe(true));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Filter by Writter' })).toBeNull());
    expect(screen.getByRole('group', { name: 'Filter by Category' })).toBeTruthy();
    unmount();
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

  it('finds a ticker for the filter by its company’s name', async () => {
    const onChange = vi.fn();
    renderAs(<FilterChips def={algoResearchResource} filters={{}} onChange={onChange} omit={['status']} />, rolePreset('owner'));
    await userEvent.type(screen.getByRole('combobox', { name: 'Filter by Ticker' }), 'telkom');
    // The server matches what is typed: only its answer is offered.
    await waitFor(() => expect(screen.queryByRole('option', { name: 'Bank Central Asia Tbk' })).toBeNull());
    expect(calls().some((url) => url.includes('/options/tickers') && url.includes('q=telkom'))).toBe(true);
    await userEvent.click(await screen.findByRole('option', { name: 'Telkom Indonesia (Persero) Tbk' }));
    expect(changed(onChange, {})).toEqual({ tickers: 'TLKM' });
  });
});
