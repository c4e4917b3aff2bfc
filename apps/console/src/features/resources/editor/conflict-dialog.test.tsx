import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adBannerResource } from '@rc/contract/resources/ad-banner.resource';
import { renderWithProviders } from '../../../../test/render.tsx';
import type { ResourceRecord } from '@/lib/resource-api.ts';
import { ConflictDialog } from './conflict-dialog.tsx';
import { valuesOfRecord } from './form-values.ts';

vi.mock('@/lib/resource-api.ts', () => ({
  useResourceHistory: () => ({
    data: {
      data: [
        {
          id: 9,
          action: 'update',
          at: '2026-11-22T09:30:00.000Z',
          actor: { id: 3, fullname: 'Dewi Lestari' },
          note: null,
          request_id: null,
          changes: [],
        },
      ],
    },
  }),
}));

const stored = {
  title: 'Promo Ramadan',
  placement: 'HOME_TOP',
  desktop_image: 'ad-banner/a.png',
  mobile_image: null,
  target_url: 'https://example.com/ramadan',
  open_in_new_tab: true,
  start_at: '2026-03-01T00:00:00.000Z',
  end_at: null,
  active: true,
  priority: 10,
};
const base = valuesOfRecord(adBannerResource, stored);
const theirs = {
  ...stored,
  id: 4,
  version: 3,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-22T09:30:00.000Z',
  created_by: 1,
  updated_by: 3,
  deleted_at: null,
  title: 'Promo Ramadan (theirs)',
  priority: 70,
} as ResourceRecord;
const mine = { ...base, title: 'Promo Ramadan (mine)', active: false };

describe('the conflict view', () => {
  it('shows who saved, and their value beside mine for each differing field', () => {
    renderWithProviders(
      <ConflictDialog
        def={adBannerResource}
        conflict={{ theirs, mine, base }}
        saving={false}
        onResolve={() => {}}
        onClose={() => {}}
      />,
    );
    expect(screen.getByText(/Dewi Lestari saved this ad banner while you were editing/)).toBeTruthy();
    const title = screen.getByTestId('conflict-row-title');
    expect(within(title).getByText('Promo Ramadan (theirs)')).toBeTruthy();
    expect(within(title).getByText('Promo Ramadan (mine)')).toBeTruthy();
    expect(within(title).getByText('Changed by both of you')).toBeTruthy();
    expect(within(screen.getByTestId('conflict-row-priority')).getByText('Changed by them')).toBeTruthy();
    expect(within(screen.getByTestId('conflict-row-active')).getByText('Changed by you')).toBeTruthy();
    expect(screen.queryByTestId('conflict-row-target_url')).toBeNull();
  });

  it('saves the values chosen field by field', async () => {
    const onResolve = vi.fn();
    renderWithProviders(
      <ConflictDialog
        def={adBannerResource}
        conflict={{ theirs, mine, base }}
        saving={false}
        onResolve={onResolve}
        onClose={() => {}}
      />,
    );
    // Proposed: my title (both changed), their priority (only they changed), my "active" (only I changed).
    expect((screen.getByLabelText('Keep your Title') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Keep their Priority') as HTMLInputElement).checked).toBe(true);

    await userEvent.click(screen.getByLabelText('Keep their Title'));
    await userEvent.click(screen.getByRole('button', { name: 'Save with these choices' }));
    expect(onResolve).toHaveBeenCalledWith({ ...base, title: 'Promo Ramadan (theirs)', priority: 70, active: false });
  });

  it('takes all of theirs in one click', async () => {
    const onResolve = vi.fn();
    renderWithProviders(
      <ConflictDialog
        def={adBannerResource}
        conflict={{ theirs, mine, base }}
        saving={false}
        onResolve={onResolve}
        onClose={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Take all of theirs' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save with these choices' }));
    expect(onResolve).toHaveBeenCalledWith(valuesOfRecord(adBannerResource, theirs));
  });
});
