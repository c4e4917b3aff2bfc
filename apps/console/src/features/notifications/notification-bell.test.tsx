import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Notification } from '@rc/contract/notification';
import { renderWithProviders, setWindowWidth } from '../../../test/render.tsx';
import { badgeLabel, bellName, NotificationBell } from './notification-bell.tsx';

const sentBack: Notification = {
  id: 5,
  kind: 'sent-back',
  area: 'algo-research',
  area_label: 'Exclusive research',
  record_id: 12,
  title: 'Margin BBCA melebar',
  body: 'Tambahkan sumber data CASA.',
  path: '/tool/algo-research/editor/existing/12',
  actor_id: 2,
  actor_name: 'Audrey Auditor',
  created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  read_at: null,
};
const approved: Notification = {
  ...sentBack,
  id: 4,
  kind: 'approved',
  title: 'Insight: IHSG',
  body: null,
  read_at: sentBack.created_at,
};

/** A fake API: the count, the list, marking read, and an event stream the test writes to. */
function fakeApi({ unread = 1, items = [sentBack, approved] }: { unread?: number; items?: Notification[] } = {}) {
  const encoder = new TextEncoder();
  let push: (frame: string) => void = () => {};
  const calls: Array<{ method: string; path: string }> = [];
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.split('?')[0]!;
      calls.push({ method: init.method ?? 'GET', path });
      if (path === '/api/notification/unread-count') return json({ data: { total: unread } });
      if (path === '/api/notification/list') return json({ data: { data: items, total: items.length, page: 1, limit: 10 } });
      if (path === '/api/notification/read/5')
        return json({ data: { notification: { ...sentBack, read_at: new Date().toISOString() } } });
      if (path === '/api/notification/events') {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            push = (frame) => controller.enqueue(encoder.encode(frame));
          },
        });
        return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
      }
      return new Response(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found' } }), { status: 404 });
    }),
  );
  return { calls, push: (total: number) => push(`event: unread\ndata: {"total":${total}}\n\n`) };
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderBell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <NotificationBell />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </QueryClientProvider>,
    { route: '/' },
  );
}

describe('the notification bell', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the count, hides it at 0 and caps it at 99+', () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(7)).toBe('7');
    expect(badgeLabel(100)).toBe('99+');
    expect(bellName(3)).toBe('Notifications, 3 unread');
    expect(bellName(0)).toBe('Notifications, none unread');
  });

  it('follows the event stream: the count moves without a reload', async () => {
    setWindowWidth(1280);
    const api = fakeApi({ unread: 1 });
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/notification/events')).toBe(true));
    act(() => api.push(4));
    expect(await screen.findByRole('button', { name: 'Notifications, 4 unread' })).toBeTruthy();
    expect(screen.getByText('4')).toBeTruthy();
  });

  it('lists the newest in its panel; opening one marks it read and goes to its record', async () => {
    setWindowWidth(1280);
    const api = fakeApi();
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const items = await screen.findAllByTestId('notification-item');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Sent back for revision · Exclusive research');
    expect(items[0]!.textContent).toContain('Tambahkan sumber data CASA.');
    expect(items[0]!.textContent).toContain('By Audrey Auditor');
    expect(items[0]!.textContent).toContain('Unread');
    expect(items[1]!.textContent).not.toContain('Unread');
    expect(items[0]!.querySelector('time')?.getAttribute('title')).toMatch(/\d{4} \d{2}:\d{2}/);
    fireEvent.click(items[0]!);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(sentBack.path));
    await waitFor(() => expect(api.calls).toContainEqual({ method: 'POST', path: '/api/notification/read/5' }));
  });

  it('says so when there is nothing', async () => {
    setWindowWidth(1280);
    fakeApi({ unread: 0, items: [] });
    renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, none unread' }));
    expect(await screen.findByText('You’re all caught up')).toBeTruthy();
    expect((screen.getByTestId('notification-read-all') as HTMLButtonElement).disabled).toBe(true);
  });
});
