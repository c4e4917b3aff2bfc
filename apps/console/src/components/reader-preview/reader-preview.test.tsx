import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildReaderPreview,
  readerOf,
  type PreviewPlan,
  type PreviewWall,
  type ReaderPreviewContext,
} from '@rc/contract/reader-preview';
import { readerSafeHtml } from '@/lib/rich-text.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ReaderPreviewDrawer } from './reader-preview-drawer.tsx';
import { ReaderPreviewPanel } from './reader-preview-panel.tsx';

const WALL: PreviewWall = {
  enabled: true,
  free_reads: 1,
  title: 'Riset eksklusif untuk pelanggan',
  body: 'Berlangganan Pro untuk membuka analisis lengkap.',
  cta_label: 'Lihat paket',
  cta_url: 'https://example.com/langganan',
};
const PLANS: PreviewPlan[] = [
  { code: 'BASIC_30', name: 'Basic', active: true, modules: ['ALGONEWS'] },
  { code: 'PRO_30', name: 'Pro', active: true, modules: ['ALGORESEARCH', 'ALGONEWS'] },
  { code: 'OLD_30', name: 'Lama', active: false, modules: ['ALGORESEARCH'] },
];
const CONTEXT: ReaderPreviewContext = { area: 'algo-research', wall: WALL, plans: PLANS };

const RECORD = {
  id: 5,
  version: 3,
  status: 'APPROVED',
  deleted_at: null,
  title: 'BBCA: Kualitas Aset Tetap Terjaga',
  first_summary: 'NPL turun ke 1,8%.',
  second_summary: null,
  third_summary: null,
  short_description: 'Riset perbankan kuartal III.',
  body: '<p>Target harga Rp 11.000.</p>',
  plans: ['PRO_30'],
};

/** The server: the context, and each preview answered by the contract's rule on the stored record. */
function stubServer() {
  const fetch = vi.fn(async (url: string) => {
    const { pathname, searchParams } = new URL(url, 'http://console.test');
    if (pathname === '/api/preview/algo-research/context') return new Response(JSON.stringify({ data: CONTEXT }));
    const match = /^\/api\/preview\/algo-research\/(\d+)$/.exec(pathname);
    if (match) {
      const reader = readerOf(searchParams.get('as') ?? '', PLANS)!;
      const data = buildReaderPreview({
        area: 'algo-research',
        id: Number(match[1]),
        status: 'APPROVED',
        values: RECORD,
        wall: WALL,
        plans: PLANS,
        reader,
      });
      return new Response(JSON.stringify({ data }));
    }
    return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'no' } }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const previewCalls = (fetch: ReturnType<typeof stubServer>) =>
  fetch.mock.calls.map(([url]) => String(url)).filter((url) => /\/api\/preview\/algo-research\/\d+/.test(url));

function renderWithClient(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = renderWithProviders(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  return {
    ...view,
    rerender: (next: ReactElement) => view.rerender(<QueryClientProvider client={client}>{next}</QueryClientProvider>),
  };
}

async function previewAs(label: string) {
  fireEvent.click(screen.getByRole('combobox', { name: 'Preview as' }));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

describe('the reader preview', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows a guest the free part and the wall of a saved record, from the server', async () => {
    const fetch = stubServer();
    renderWithClient(<ReaderPreviewPanel def={{ name: 'algo-research' }} record={RECORD} values={RECORD} dirty={false} />);
    const wall = await screen.findByTestId('reader-wall');
    expect(within(wall).getByText('Riset eksklusif untuk pelanggan')).toBeTruthy();
    const cta = within(wall).getByRole('link', { name: 'Lihat paket' });
    expect(cta.getAttribute('href')).toBe('https://example.com/langganan');
    expect(screen.getByTestId('reader-preview-title').textContent).toBe('BBCA: Kualitas Aset Tetap Terjaga');
    expect(screen.getByText('NPL turun ke 1,8%.')).toBeTruthy();
    expect(screen.queryByText('Target harga Rp 11.000.')).toBeNull();
    expect(screen.getByTestId('reader-preview-verdict').textContent).toMatch(/Stopped by the account wall/);
    expect(screen.getByText(/Preview · as guest/)).toBeTruthy();
    await waitFor(() => expect(previewCalls(fetch)).toContain('/api/preview/algo-research/5?as=GUEST'));
  });

  it('offers Guest, Free and each active plan; a plan that unlocks the record reads its body', async () => {
    const fetch = stubServer();
    renderWithClient(<ReaderPreviewPanel def={{ name: 'algo-research' }} record={RECORD} values={RECORD} dirty={false} />);
    await screen.findByTestId('reader-wall');
    fireEvent.click(screen.getByRole('combobox', { name: 'Preview as' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Guest', 'Free reader', 'Basic', 'Pro']);
    fireEvent.click(screen.getByRole('option', { name: 'Pro' }));
    expect(await screen.findByText('Target harga Rp 11.000.')).toBeTruthy();
    expect(screen.queryByTestId('reader-wall')).toBeNull();
    expect(screen.getByTestId('reader-preview-verdict').textContent).toMatch(/Pro unlocks Exclusive research/);
    await waitFor(() => expect(previewCalls(fetch)).toContain('/api/preview/algo-research/5?as=PRO_30'));
    await previewAs('Basic');
    expect((await screen.findByTestId('reader-preview-verdict')).textContent).toMatch(/Basic does not unlock Exclusive research/);
  });

  it('follows unsaved edits without asking the server: dropping the required plan opens it to free readers', async () => {
    const fetch = stubServer();
    const { rerender } = renderWithClient(
      <ReaderPreviewPanel def={{ name: 'algo-research' }} record={RECORD} values={RECORD} dirty={false} />,
    );
    await screen.findByTestId('reader-wall');
    await previewAs('Free reader');
    await waitFor(() => expect(screen.getByTestId('reader-preview-verdict').textContent).toMatch(/It requires Pro/));
    const before = previewCalls(fetch).length;
    const edited = { ...RECORD, title: 'BBCA: Kualitas Aset Membaik', plans: [] };
    rerender(<ReaderPreviewPanel def={{ name: 'algo-research' }} record={RECORD} values={edited} dirty />);
    await waitFor(() => expect(screen.getByTestId('reader-preview-title').textContent).toBe('BBCA: Kualitas Aset Membaik'));
    expect(screen.getByTestId('reader-preview-unsaved')).toBeTruthy();
    expect(screen.getByText('Target harga Rp 11.000.')).toBeTruthy();
    expect(screen.getByTestId('reader-preview-verdict').textContent).toMatch(/requires no plan/);
    expect(previewCalls(fetch).length).toBe(before);
  });

  it('previews a new record before it is saved', async () => {
    const fetch = stubServer();
    renderWithClient(
      <ReaderPreviewPanel
        def={{ name: 'algo-research' }}
        record={null}
        values={{ title: '', body: '<p>Draf <script>alert(1)</script>isi</p>', plans: [] }}
        dirty
      />,
    );
    expect((await screen.findByTestId('reader-wall')).textContent).toMatch(/Riset eksklusif untuk pelanggan/);
    expect(screen.getByText('No title yet')).toBeTruthy();
    await previewAs('Free reader');
    expect((await screen.findByTestId('reader-paid-part')).innerHTML).not.toMatch(/script/);
    expect(previewCalls(fetch)).toEqual([]);
  });

  it('the desk’s drawer asks the server for one row', async () => {
    const fetch = stubServer();
    renderWithClient(<ReaderPreviewDrawer area="algo-research" id={5} onClose={() => {}} />);
    expect(await screen.findByTestId('reader-wall')).toBeTruthy();
    await previewAs('Pro');
    expect(await screen.findByText('Target harga Rp 11.000.')).toBeTruthy();
    expect(previewCalls(fetch)).toEqual(['/api/preview/algo-research/5?as=GUEST', '/api/preview/algo-research/5?as=PRO_30']);
  });
});

describe('rich text not yet saved', () => {
  it('keeps the allow-list of the server: no scripts, handlers, foreign images or unsafe links', () => {
    const html = readerSafeHtml(
      '<p onclick="x()">Aman <strong>tebal</strong><script>alert(1)</script></p><img src="https://evil.test/a.png"><img src="/media/a.png" onerror="x()"><a href="javascript:alert(1)">j</a><a href="https://example.com">ok</a><custom-tag>isi</custom-tag>',
    );
    expect(html).toBe(
      '<p>Aman <strong>tebal</strong></p><img src="/media/a.png"><a>j</a><a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a>isi',
    );
  });
});
