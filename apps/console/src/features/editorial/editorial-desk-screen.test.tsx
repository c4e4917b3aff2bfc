import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditorialRow } from '@rc/contract/editorial';
import { emptyPermissionSet, type Action, type PermissionSet } from '@rc/contract/permissions';
import type { Module } from '@rc/contract/modules';
import { clearSession, setPermissions } from '@/lib/session-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { EditorialDeskScreen } from './editorial-desk-screen.tsx';

type Call = { path: string; query: Record<string, unknown> };
const calls: Call[] = [];
let queueRows: EditorialRow[] = [];

vi.mock('@/lib/api-client.ts', () => ({
  api: {
    get: async (path: string, options?: { query?: Record<string, unknown> }) => {
      calls.push({ path, query: options?.query ?? {} });
      if (path === '/editorial/queue') {
        const status = options?.query?.status;
        const rows = status ? queueRows.filter((r) => r.bucket === status || r.status === status) : queueRows;
        return { data: rows, total: rows.length, page: 1, limit: 10 };
      }
      if (path === '/editorial/counts') {
        return { total: queueRows.length, by: { REVIEW: 2, PENDING: 1, REQUEST: 1, REVISION: 1, SCHEDULED: 0, PUBLISHED: 1 } };
      }
      if (path === '/editorial/authors') return [{ key: 'staff-4', name: 'Rina Analis', people: 'staff' }];
      throw new Error(`unexpected call ${path}`);
    },
  },
}));

const row = (
  area: EditorialRow['area'],
  id: number,
  bucket: EditorialRow['bucket'],
  status: EditorialRow['status'],
  title: string,
) =>
  ({
    key: `${area}-${id}`,
    area,
    id,
    title,
    status,
    bucket,
    author: area === 'circle-research' ? 'Komunitas Saham' : 'Rina Analis',
    author_key: area === 'circle-research' ? 'contributor-3' : 'staff-4',
    updated_at: '2026-11-22T08:00:00.000Z',
    scheduled_at: null,
    published_at: bucket === 'PUBLISHED' ? '2026-11-21T08:00:00.000Z' : null,
  }) satisfies EditorialRow;

function grant(grants: Partial<Record<Module, readonly Action[]>>): PermissionSet {
  const set = emptyPermissionSet();
  for (const [module, actions] of Object.entries(grants) as [Module, readonly Action[]][])
    for (const action of actions) set[`${action}_action`].push(module);
  return set;
}

function showDesk(grants: Partial<Record<Module, readonly Action[]>>, route = '/research') {
  setPermissions(grant(grants));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithProviders(
    <QueryClientProvider client={client}>
      <EditorialDeskScreen />
    </QueryClientProvider>,
    { route },
  );
}

const lastQueue = () => [...calls].reverse().find((c) => c.path === '/editorial/queue')!.query;
const shownRows = () => screen.getAllByTestId('resource-row');

beforeEach(() => {
  calls.length = 0;
  queueRows = [
    row('algo-research', 12, 'REVIEW', 'PENDING', 'BBCA: kualitas aset terjaga'),
    row('circle-research', 12, 'REVIEW', 'REQUEST', 'TLKM: data center (revisi)'),
    row('algo-news', 5, 'REVISION', 'REVISION', 'IHSG menguat tipis'),
    row('algo-research', 9, 'PUBLISHED', 'APPROVED', 'BMRI: kredit tumbuh'),
  ];
});
afterEach(() => clearSession());

describe('the editorial desk', () => {
  const everyArea = { ALGORESEARCH: ['read'], ALGONEWS: ['read'], COMMUNITYRESEARCH: ['read'] } as const;

  it('lists every area in one queue, each row leading to its own editor', async () => {
    showDesk({ ...everyArea, ALGORESEARCH: ['read', 'approval'] });
    await waitFor(() => expect(shownRows()).toHaveLength(4));
    // Two areas each have a record 12: the rows are still told apart.
    expect(shownRows().map((r) => r.dataset.id)).toEqual([
      'algo-research-12',
      'circle-research-12',
      'algo-news-5',
      'algo-research-9',
    ]);
    const links = screen.getAllByTestId('row-title').map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/algo-research/editor/existing/12',
      '/circle-research-content/editor/existing/12',
      '/algo-news/editor/existing/5',
      '/algo-research/editor/existing/9',
    ]);
    const first = within(shownRows()[0]!);
    expect(first.getByText('Exclusive research · #12')).toBeTruthy();
    expect(first.getByText('New, not published yet')).toBeTruthy();
    expect(within(shownRows()[1]!).getByText('Change to published content')).toBeTruthy();
    expect(within(shownRows()[2]!).getByText('Back with the author')).toBeTruthy();
    // A reviewer of the area is offered the review; elsewhere the row opens.
    expect(first.getByTestId('desk-row-open').textContent).toBe('Review');
    expect(within(shownRows()[1]!).getByTestId('desk-row-open').textContent).toBe('Open');
    expect(lastQueue()).toEqual({ page: 1, limit: 10 });
  });

  it('filters by tab and area through the address, and shows the counts', async () => {
    showDesk(everyArea);
    await waitFor(() => expect(shownRows()).toHaveLength(4));
    const tabs = screen.getByRole('tablist', { name: 'Filter by status' });
    await waitFor(() => expect(within(tabs).getByRole('tab', { name: /Waiting for review/ }).textContent).toContain('2'));
    fireEvent.click(within(tabs).getByRole('tab', { name: /Waiting for review/ }));
    await waitFor(() => expect(lastQueue()).toEqual({ page: 1, limit: 10, status: 'REVIEW' }));
    await waitFor(() => expect(shownRows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('radio', { name: /Changes to published/ }));
    await waitFor(() => expect(lastQueue()).toEqual({ page: 1, limit: 10, status: 'REQUEST' }));

    const areas = screen.getByRole('group', { name: 'Filter by Area' });
    expect(
      within(areas)
        .getAllByRole('radio')
        .map((c) => c.closest('div')!.textContent),
    ).toEqual(expect.arrayContaining(['All', 'Exclusive research', 'Insight', 'Circle']));
    fireEvent.click(within(areas).getByRole('radio', { name: 'Insight' }));
    await waitFor(() => expect(lastQueue()).toEqual({ page: 1, limit: 10, status: 'REQUEST', area: 'algo-news' }));
    expect(calls.some((c) => c.path === '/editorial/counts' && c.query.area === 'algo-news')).toBe(true);
  });

  it('filters by author from the address, naming the author', async () => {
    showDesk(everyArea, '/research?author=staff-4&area=algo-research');
    await waitFor(() => expect(lastQueue()).toEqual({ page: 1, limit: 10, area: 'algo-research', author: 'staff-4' }));
    const select = screen.getByTestId('desk-author-filter') as HTMLInputElement;
    await waitFor(() => expect(select.value).toBe('Rina Analis'));
    expect(calls.some((c) => c.path === '/editorial/authors' && c.query.area === 'algo-research')).toBe(true);
  });

  it('offers only the areas the user reads, and no area chips for one', async () => {
    showDesk({ ALGONEWS: ['read'], COMMUNITYRESEARCH: ['read'] });
    const areas = await screen.findByRole('group', { name: 'Filter by Area' });
    const labels = within(areas)
      .getAllByRole('radio')
      .map((c) => c.closest('div')!.textContent);
    expect(labels).toEqual(['All', 'Insight', 'Circle']);
  });

  it('shows a single area without area chips, and no "New content" without write', async () => {
    showDesk({ ALGONEWS: ['read'] });
    await waitFor(() => expect(shownRows().length).toBeGreaterThan(0));
    expect(screen.queryByRole('group', { name: 'Filter by Area' })).toBeNull();
    expect(screen.queryByTestId('desk-new')).toBeNull();
  });

  it('offers "New content" to whoever may create one kind', async () => {
    showDesk({ ALGONEWS: ['read', 'write'] });
    expect((await screen.findByTestId('desk-new')).getAttribute('href')).toBe('/research/new');
  });

  it('says why the desk is empty, per tab, and keeps the tab when filters are cleared', async () => {
    queueRows = [];
    showDesk(everyArea, '/research?status=SCHEDULED&author=staff-4');
    expect((await screen.findByTestId('list-empty')).textContent).toContain('Nothing here for this area or author');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(lastQueue()).toEqual({ page: 1, limit: 10, status: 'SCHEDULED' }));
    expect((await screen.findByTestId('list-empty')).textContent).toContain('Nothing is scheduled');
  });
});
