import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { StatusTabs, type TabCounts } from './status-tabs.tsx';

const TABS = [
  { value: 'PENDING', label: 'Pending', emphasis: true },
  { value: 'APPROVED', label: 'Approved' },
  { value: 'DRAFT', label: 'Draft' },
];

function Tabs({ counts, initial = null }: { counts?: TabCounts; initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <StatusTabs label="Filter by status" tabs={TABS} value={value} onChange={setValue} counts={counts} />
      <output data-testid="chosen">{value ?? 'all'}</output>
    </>
  );
}

describe('StatusTabs', () => {
  it('offers "All" first, then the tabs in order, with the chosen one selected', () => {
    renderWithProviders(<Tabs initial="APPROVED" />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['All', 'Pending', 'Approved', 'Draft']);
    expect(screen.getByRole('tab', { name: 'Approved' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tablist', { name: 'Filter by status' })).toBeTruthy();
  });

  it('says the count of each tab, all of them on "All", and makes waiting work stand out', () => {
    renderWithProviders(<Tabs counts={{ total: 1234, by: { PENDING: 7, APPROVED: 0 } }} />);
    expect(screen.getByTestId('status-tab-all').textContent).toBe('All1.2K');
    expect(screen.getByTestId('status-tab-PENDING').textContent).toBe('Pending7');
    // A value nobody holds counts as 0, not as unknown.
    expect(screen.getByTestId('status-tab-DRAFT').textContent).toBe('Draft0');
    const pending = screen.getByTestId('status-tab-PENDING').querySelector('[data-testid="status-tab-count"]')!;
    const approved = screen.getByTestId('status-tab-APPROVED').querySelector('[data-testid="status-tab-count"]')!;
    expect(pending.getAttribute('data-variant')).toBe('filled');
    expect(approved.getAttribute('data-variant')).toBe('light');
  });

  it('shows no numbers while the counts are unknown', () => {
    renderWithProviders(<Tabs />);
    expect(screen.queryAllByTestId('status-tab-count')).toHaveLength(0);
  });

  it('is chosen with the mouse or the keyboard, and "All" clears the filter', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Tabs />);
    await user.click(screen.getByRole('tab', { name: 'Pending' }));
    expect(screen.getByTestId('chosen').textContent).toBe('PENDING');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('chosen').textContent).toBe('APPROVED');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Approved' }));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'All' }));
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('chosen').textContent).toBe('all');
  });
});
