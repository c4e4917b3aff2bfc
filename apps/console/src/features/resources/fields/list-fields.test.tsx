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

/** What the choices calls of Exclusive research answer: research tags only (the server applies `where`). */
const CHOICES: Record<string, Array<{ value: string | number; label: string }>> = {
  tags: [
    { value: 1, label: 'Dividen' },
    { value: 3, label: 'Laporan Keuangan' },
  ],
  plans: [
    { value: 'PRO_30', label: 'Pro' },
    { value: 'PRO_365', label: 'Pro tahunan' },
  ],
  tickers: [{ value: 'TLKM', label: 'Telkom Indonesia (Persero) Tbk' }],
};

let fetch: ReturnType<typeof vi.fn>;
const calls = () => fetch.mock.calls.map(([url]) => String(url));

function serve() {
  fetch = vi.fn(async (input: string) => {
    const url = new URL(input, 'http://console.test');
    const all = CHOICES[/^\/api\/algo-research\/options\/([a-z_]+)$/.exec(url.pathname)?.[1] ?? ''] ?? [];
    const values = url.searchParams.get('value')?.split(',');
    const q = url.searchParams.get('q')?.toLowerCase();
    const data = values
      ? all.filter((c) => values.includes(String(c.value)))
      : all.filter((c) => !q || `${c.value} ${c.label}`.toLowerCase().includes(q));
    return new Response(JSON.stringify({ data }), { status: 200 });
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

  it('codes: offers tickers as they are typed, by code or company name, with the name beside each', async () => {
    const onValue = renderField('tickers', [], rolePreset('writter'));
    await userEvent.type(screen.getByRole('combobox', { name: 'Tickers' }), 'telk');
    await waitFor(() =>
      expect(calls().some((url) => url.startsWith('/api/algo-research/options/tickers') && url.includes('q=TELK'))).toBe(true),
    );
    await userEvent.click(await screen.findByRole('option', { name: /TLKM · Telkom Indonesia/ }));
    expect(lastValue(onValue)).toEqual(['TLKM']);
  });

  it('tags: offers the tags the field takes by name, keeps their ids as numbers, and names a held one', async () => {
    const onValue = renderField('tags', [1, 99], rolePreset('writter'));
    // A held id is named through the same call; one the server does not know shows as #id.
    expect(await screen.findByText('Dividen')).toBeTruthy();
    expect(await screen.findByText('#99')).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: 'Tags' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Laporan Keuangan' }));
    expect(lastValue(onValue)).toEqual([1, 99, 3]);
    expect(calls().every((url) => url.startsWith('/api/algo-research/options/tags'))).toBe(true);
  });

  it('plans: a writter who may not read the plans chooses them by name or code, and their codes are kept', async () => {
    const onValue = renderField('plans', [], rolePreset('writter'));
    await userEvent.type(screen.getByRole('combobox', { name: 'Required plans' }), 'tahunan');
    await userEvent.click(await screen.findByRole('option', { name: 'Pro tahunan' }));
    expect(lastValue(onValue)).toEqual(['PRO_365']);
    expect(screen.queryByText(/not open to you/)).toBeNull();
  });
});
