import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyPermissionSet, rolePreset, type PermissionSet } from '@rc/contract/permissions';
import type { Module } from '@rc/contract/modules';
import { clearSession, setPermissions } from '@/lib/session-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { HomeScreen } from './home-screen.tsx';

type BarProps = {
  data: {
    labels: string[];
    datasets: Array<{ label: string; data: number[]; backgroundColor: string; maxBarThickness: number }>;
  };
  options: { scales: Record<string, { stacked?: boolean; grid?: { display?: boolean }; title?: { text?: string } }> };
};

// Chart.js cannot draw in happy-dom: the chart stands in as a list of what it was given.
vi.mock('react-chartjs-2', () => ({
  Bar: ({ data, options }: BarProps) => (
    <div
      data-testid="bar-chart"
      data-labels={JSON.stringify(data.labels)}
      data-datasets={JSON.stringify(data.datasets.map((d) => [d.label, d.backgroundColor, d.maxBarThickness, d.data]))}
      data-scales={JSON.stringify(options.scales)}
    />
  ),
}));

/** Every API call waits until the test answers it, so the order of answers is the test's to choose. */
const calls: Array<{ path: string; resolve: (data: unknown) => void; reject: (error: unknown) => void }> = [];
vi.mock('@/lib/api-client.ts', () => ({
  api: {
    get: (path: string) => new Promise((resolve, reject) => calls.push({ path, resolve, reject })),
  },
}));

const SERIES = '/analytic/user-behaviour/cached-analytic/data';
const requested = () => calls.map((c) => c.path);

async function answer(path: string, data: unknown) {
  await waitFor(() => expect(requested()).toContain(path));
  const index = calls.findIndex((c) => c.path === path);
  const [call] = calls.splice(index, 1);
  await act(async () => {
    call!.resolve(data);
    await settle();
  });
}

/** Let the query cache deliver what just settled (it notifies on a later tick). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

const rows = (...entries: Array<[string, number]>) => ({
  data: entries.map(([target_date, total]) => ({ target_date, total, action: 'ENTER' })),
});
const reading = (...modules: string[]): PermissionSet => ({ ...emptyPermissionSet(), read_action: modules as Module[] });

function renderHome(permissions: PermissionSet) {
  setPermissions(permissions);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderWithProviders(
    <Wrapper>
      <HomeScreen />
    </Wrapper>,
  );
}

const chartCard = (title: string) =>
  screen.getByRole('heading', { name: title }).closest<HTMLElement>('[data-testid="view-chart-card"]')!;
const labelsOf = (card: HTMLElement) => JSON.parse(within(card).getByTestId('bar-chart').dataset.labels!) as string[];

beforeEach(() => {
  calls.length = 0;
});
afterEach(() => clearSession());

describe('dashboard count cards', () => {
  it('shows the three counts with thousands separators, each with its own loading indicator', async () => {
    renderHome(rolePreset('owner'));
    for (const title of ['Total Verified User', 'Total Published Research', 'Total Published Insight']) {
      expect(screen.getByLabelText(`Loading ${title}`)).toBeTruthy();
    }
    await answer('/analytic/user/total-verified', { total: 2812 });
    // The cache delivers on a later tick: wait for the card, not a fixed pause.
    await waitFor(() => expect(screen.queryByLabelText('Loading Total Verified User')).toBeNull());
    expect(screen.getByLabelText('Loading Total Published Research')).toBeTruthy();
    await answer('/analytic/algo-research/total-published', { total: 1234567 });
    await answer('/analytic/algo-news/total-published', {});
    const values = () =>
      screen
        .getAllByTestId('count-card')
        .map((card) => [within(card).getByText(/^Total/).textContent, within(card).queryByTestId('count-value')?.textContent]);
    await waitFor(() =>
      expect(values()).toEqual([
        ['Total Verified User', '2,812'],
        ['Total Published Research', '1,234,567'],
        // No total in the answer: 0.
        ['Total Published Insight', '0'],
      ]),
    );
  });

  it('shows only the cards and charts whose analytics permission is held', async () => {
    renderHome(reading('ALGONEWSANALYTIC', 'ALGONEWS'));
    expect(screen.getAllByTestId('count-card').map((c) => within(c).getByText(/^Total/).textContent)).toEqual([
      'Total Published Insight',
    ]);
    expect(screen.getAllByTestId('view-chart-card').map((c) => c.dataset.section)).toEqual(['INSIGHT']);
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(requested().sort()).toEqual(
      ['/analytic/algo-news/total-published', `${SERIES}/INSIGHT/SEVENDAY/GUEST`, `${SERIES}/INSIGHT/SEVENDAY/USER`].sort(),
    );
  });

  it('accepts the other spelling of analytics permissions', () => {
    renderHome(reading('CIRCLE_ANALYTIC', 'USER_ANALYTIC'));
    expect(screen.getAllByTestId('count-card')).toHaveLength(1);
    expect(screen.getAllByTestId('view-chart-card').map((c) => c.dataset.section)).toEqual(['CIRCLE']);
  });
});

describe('dashboard view charts', () => {
  it('shows four stacked charts in order, each only once both series arrived and were merged', async () => {
    renderHome(rolePreset('owner'));
    expect(screen.getAllByTestId('view-chart-card').map((c) => c.querySelector('h3')!.textContent)).toEqual([
      'Total View Circle',
      'Total View Insight',
      'Total View Institution',
      'Total View Research',
    ]);
    const card = chartCard('Total View Research');
    expect(within(card).getByRole('tab', { name: 'Last 7 days', selected: true })).toBeTruthy();
    expect(within(card).getByLabelText('Loading Total View Research')).toBeTruthy();

    await answer(`${SERIES}/ALGORESEARCH/SEVENDAY/USER`, rows(['2026-11-21', 5], ['2026-11-22', 3]));
    expect(within(card).queryByTestId('bar-chart')).toBeNull();
    await answer(`${SERIES}/ALGORESEARCH/SEVENDAY/GUEST`, rows(['2026-11-20', 2], ['2026-11-22', 4]));

    const chart = await within(card).findByTestId('bar-chart');
    expect(JSON.parse(chart.dataset.labels!)).toEqual(['20 Nov 2026', '21 Nov 2026', '22 Nov 2026']);
    expect(JSON.parse(chart.dataset.datasets!)).toEqual([
      ['Has Signed In', '#8AB8F5', 50, [0, 5, 3]],
      ['Not SIgned In', '#4198D3', 50, [2, 0, 4]],
    ]);
    const scales = JSON.parse(chart.dataset.scales!);
    expect(scales.x).toMatchObject({ stacked: true, grid: { display: false } });
    expect(scales.y).toMatchObject({ stacked: true, title: { text: 'Total' } });
    expect(within(card).getByTestId('view-chart-summary').textContent).toBe('14 views in the last 7 days · 57% signed in');
  });

  it('ignores an answer for a tab no longer selected, and clears the chart when a tab is chosen', async () => {
    renderHome(reading('ALGONEWSANALYTIC'));
    const card = chartCard('Total View Insight');
    await answer('/analytic/algo-news/total-published', { total: 1 });
    fireEvent.click(within(card).getByRole('tab', { name: 'Monthly' }));
    await waitFor(() => expect(requested()).toContain(`${SERIES}/INSIGHT/MONTHLY/GUEST`));

    // The 7-day answers arrive late: they must not show.
    await answer(`${SERIES}/INSIGHT/SEVENDAY/USER`, rows(['2026-11-22', 9]));
    await answer(`${SERIES}/INSIGHT/SEVENDAY/GUEST`, rows(['2026-11-22', 9]));
    expect(within(card).queryByTestId('bar-chart')).toBeNull();
    expect(within(card).getByLabelText('Loading Total View Insight')).toBeTruthy();

    await answer(`${SERIES}/INSIGHT/MONTHLY/USER`, rows(['2025-12-01', 10], ['2026-01-01', 20]));
    await answer(`${SERIES}/INSIGHT/MONTHLY/GUEST`, rows(['2026-01-01', 30]));
    await waitFor(() => expect(labelsOf(card)).toEqual(['Dec 2025', 'Jan 2026']));

    fireEvent.click(within(card).getByRole('tab', { name: 'Yearly' }));
    expect(within(card).queryByTestId('bar-chart')).toBeNull();
    expect(within(card).getByLabelText('Loading Total View Insight')).toBeTruthy();
    await answer(`${SERIES}/INSIGHT/YEARLY/USER`, rows(['2025-01-01', 10], ['2026-01-01', 20]));
    await answer(`${SERIES}/INSIGHT/YEARLY/GUEST`, rows(['2024-01-01', 1]));
    await waitFor(() => expect(labelsOf(card)).toEqual(['2024', '2025', '2026']));
  });

  it('shows no chart when neither series has rows', async () => {
    renderHome(reading('INSTITUTIONANALYTIC'));
    const card = chartCard('Total View Institution');
    await answer(`${SERIES}/INSTITUTION/SEVENDAY/USER`, { data: [] });
    await answer(`${SERIES}/INSTITUTION/SEVENDAY/GUEST`, {});
    // The cache delivers on a later tick: wait for the message, not a fixed pause.
    expect(await within(card).findByText('No views recorded in the last 7 days.')).toBeTruthy();
    expect(within(card).queryByTestId('bar-chart')).toBeNull();
  });

  it('offers a retry when a series cannot be loaded', async () => {
    renderHome(reading('CIRCLEANALYTIC'));
    const card = chartCard('Total View Circle');
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => {
      calls.shift()!.reject(new Error('network'));
      await settle();
    });
    expect(await within(card).findByText('The views could not be loaded.')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    await answer(`${SERIES}/CIRCLE/SEVENDAY/USER`, rows(['2026-11-22', 1]));
    await answer(`${SERIES}/CIRCLE/SEVENDAY/GUEST`, rows(['2026-11-22', 2]));
    await waitFor(() => expect(labelsOf(card)).toEqual(['22 Nov 2026']));
  });

  it('hides the whole chart area without any of the four chart permissions', () => {
    renderHome(reading('USERANALYTIC', 'ALGONEWS'));
    expect(screen.getAllByTestId('count-card')).toHaveLength(1);
    expect(screen.queryByTestId('view-charts')).toBeNull();
  });
});

describe('dashboard without permissions', () => {
  it.each([[[]], [['']]])('shows the empty-permission placeholder for read_action %j and calls nothing', (read) => {
    renderHome(reading(...read));
    expect(screen.getByTestId('dashboard-no-permission')).toBeTruthy();
    expect(screen.queryByTestId('count-card')).toBeNull();
    expect(screen.queryByTestId('view-charts')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('says so when reads are held but no analytics', () => {
    renderHome(reading('ALGONEWS', 'COMMUNITYRESEARCH'));
    expect(screen.getByTestId('dashboard-no-analytics')).toBeTruthy();
    expect(screen.queryByTestId('dashboard-no-permission')).toBeNull();
  });
});
