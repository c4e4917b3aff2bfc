import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { algoResearchResource } from '@rc/contract/resources/algo-research.resource';
import { rolePreset, type PermissionSet } from '@rc/contract/permissions';
import { clearSession, setPermissions } from '@/lib/session-store.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { FieldWidget } from './field-widget.tsx';

const TAGS = [
  { id: 1, name: 'Dividen', applies_to: 'BOTH' },
  { id: 3, name: 'Laporan Keuangan', applies_to: 'RESEARCH' },
  { id: 6, name: 'IHSG', applies_to: 'NEWS' },
];
const PLANS = [
  { id: 2, code: 'PRO_30', name: 'Pro' },
  { id: 4, code: 'PRO_365', name: 'Pro tahunan' },
];

let fetch: ReturnType<typeof vi.fn>;

function serve() {
  fetch = vi.fn(async (input: string) => {
    const rows = input.startsWith('/api/master-tag/list') ? TAGS : input.startsWith('/api/subscription/list') ? PLANS : [];
    return new Response(JSON.stringify({ data: { data: rows, total: rows.length, page: 1, limit: 100 } }), { status: 200 });
  });
  vi.stubGlobal('fetch', fetch);
}

/** One field of the Exclusive research editor, holding its value as the editor does. */
function Field({ name, start, onValue }: { name: string; start: unknown; onValue: (value: unknown) => void }) {
  const [value, setValue] = useState<unknown>(start);
  return (
    <FieldWidget
      def={algoResearchResource}
      name={name}
      value={value}
      values={{}}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

function renderField(name: string, start: unknown = [], permissions: PermissionSet = rolePreset('owner')) {
  setPermissions(permissions);
  const onValue = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={client}>
      <Field name={name} start={start} onValue={onValue} />
    </QueryClientProvider>,
  );
  return onValue;
}

const lastValue = (onValue: ReturnType<typeof vi.fn>) => onValue.mock.calls.at(-1)?.[0];

describe('list fields of the generic editor', () => {
  beforeEach(serve);
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('codes: upper-cases what is typed and adds one at each space, comma or Enter', async () => {
    const onValue = renderField('tickers');
    const input = screen.getByRole('combobox', { name: 'Tickers' });
    await userEvent.type(input, 'bbca tlkm,adro');
    expect((input as HTMLInputElement).value).toBe('ADRO');
    expect(lastValue(onValue)).toEqual(['BBCA', 'TLKM']);
    await userEvent.type(input, '{enter}');
    expect(lastValue(onValue)).toEqual(['BBCA', 'TLKM', 'ADRO']);
    // A code typed twice stays once.
    await userEvent.type(input, 'bbca{enter}');
    expect(lastValue(onValue)).toEqual(['BBCA', 'TLKM', 'ADRO']);
  });

  it('codes: a pasted list is split and upper-cased', async () => {
    const onValue = renderField('tickers');
    const input = screen.getByRole('combobox', { name: 'Tickers' });
    input.focus();
    fireEvent.paste(input, { clipboardData: { getData: () => 'bmri, bbni  unvr' } });
    expect(lastValue(onValue)).toEqual(['BMRI', 'BBNI', 'UNVR']);
  });

  it('tags: offers the master tags of the area by name and keeps their ids as numbers', async () => {
    const onValue = renderField('tags', [99]);
    await waitFor(() => expect(fetch).toHaveBeenCalledWith(expect.stringMatching(/^\/api\/master-tag\/list/), expect.anything()));
    // A stored id that is not among the choices still shows.
    expect(await screen.findByText('#99')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Tags' }));
    expect(await screen.findByRole('option', { name: 'Dividen' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Laporan Keuangan' })).toBeTruthy();
    // News-only tags are for Insight: research does not offer them.
    expect(screen.queryByRole('option', { name: 'IHSG' })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'Laporan Keuangan' }));
    expect(lastValue(onValue)).toEqual([99, 3]);
  });

  it('plans: offers the plans by name and keeps their codes', async () => {
    const onValue = renderField('plans');
    await userEvent.click(screen.getByRole('combobox', { name: 'Required plans' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pro tahunan' }));
    expect(lastValue(onValue)).toEqual(['PRO_365']);
  });

  it('plans: without the right to read the plans, the codes are typed, and nothing is asked of the server', async () => {
    const onValue = renderField('plans', ['PRO_30'], rolePreset('writter'));
    expect(await screen.findByText(/The list to choose from is not open to you: type the codes/)).toBeTruthy();
    await userEvent.type(screen.getByRole('combobox', { name: 'Required plans' }), 'basic_30{enter}');
    expect(lastValue(onValue)).toEqual(['PRO_30', 'BASIC_30']);
    expect(fetch).not.toHaveBeenCalled();
  });
});
