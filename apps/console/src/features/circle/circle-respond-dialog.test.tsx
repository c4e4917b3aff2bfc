import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { RespondDialog } from './circle-respond-dialog.tsx';

const item = {
  id: 7,
  article_title: 'BBRI: Kredit Mikro Kembali Tumbuh',
  status: 'PENDING' as const,
  thumbnail: null,
  writter: null,
};

function renderDialog(status: 'PENDING' | 'REQUEST' = 'PENDING', initial: 'APPROVED' | 'REVISION' = 'REVISION') {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <RespondDialog item={{ ...item, status }} initial={initial} onClose={() => {}} />
    </QueryClientProvider>,
  );
}

describe('the respond dialog', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for a note before a revision is sent, and sends nothing without one', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderDialog();
    fireEvent.click(await screen.findByTestId('respond-submit'));
    expect(await screen.findByText(/A note is required for REVISION/)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends { status, note } to response-approval', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ data: { ...item, status: 'REVISION' } }), { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    renderDialog();
    fireEvent.change(await screen.findByTestId('respond-note'), { target: { value: 'Tambahkan sumber data.' } });
    fireEvent.click(screen.getByTestId('respond-submit'));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/circle-research/circle/response-approval/7');
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toEqual({ status: 'REVISION', note: 'Tambahkan sumber data.' });
  });

  it('offers only approve or reject for a change request', async () => {
    renderDialog('REQUEST');
    expect((await screen.findAllByText('Approve change')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Reject change').length).toBeGreaterThan(0);
    expect(screen.queryByText('Request revision')).toBeNull();
  });
});
