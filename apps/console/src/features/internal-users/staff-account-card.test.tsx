import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rolePreset } from '@rc/contract/permissions';
import { EMPTY_PROFILE } from '@rc/contract/profile';
import { clearSession, setPermissions, setProfile } from '@/lib/session-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { StaffAccountCard } from './staff-account-card.tsx';

const posted: Array<{ path: string; body: unknown }> = [];
vi.mock('@/lib/api-client.ts', () => ({
  api: {
    post: (path: string, body: unknown) => {
      posted.push({ path, body });
      return Promise.resolve({ ...STAFF, status: 'SUSPENDED', version: 3 });
    },
  },
}));

const STAFF = {
  id: 7,
  version: 2,
  fullname: 'Siti Rahmawati',
  email: 'siti@redaksi.test',
  phone: null,
  role: 'writter',
  status: 'ACTIVE',
  last_login: '2026-11-20T02:00:00.000Z',
  created_at: '2026-11-01T02:00:00.000Z',
  deleted_at: null,
  invite: null,
  active_sessions: 2,
};

function signInAs(role: 'owner' | 'admin' | 'writter', id = 1) {
  setProfile({ ...EMPTY_PROFILE, id, role, fullname: 'Me', email: 'me@demo.test' });
  setPermissions(rolePreset(role));
}

afterEach(() => {
  clearSession();
  posted.length = 0;
});

describe('the staff account card beside the editor', () => {
  it('offers an active person a reset link and suspension, and suspends with a note', async () => {
    signInAs('admin');
    const changed = vi.fn();
    renderWithProviders(<StaffAccountCard record={STAFF} onRecordChange={changed} />);
    expect(screen.getByText('2 devices')).toBeTruthy();
    expect(screen.getByTestId('staff-reset')).toBeTruthy();
    fireEvent.click(screen.getByTestId('staff-suspend'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Note for the history'), { target: { value: 'Cuti panjang' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(changed).toHaveBeenCalledWith(expect.objectContaining({ status: 'SUSPENDED' })));
    expect(posted).toEqual([{ path: '/internal-user/suspend/7', body: { note: 'Cuti panjang' } }]);
  });

  it('never offers suspending oneself, and offers an invited person only the invite actions', () => {
    signInAs('admin', 7);
    const { unmount } = renderWithProviders(<StaffAccountCard record={STAFF} />);
    expect(screen.queryByTestId('staff-suspend')).toBeNull();
    unmount();
    signInAs('owner');
    const invite = { sent_at: '2026-11-19T02:00:00.000Z', expires_at: '2026-11-22T02:00:00.000Z', expired: true };
    renderWithProviders(<StaffAccountCard record={{ ...STAFF, status: 'INVITED', invite }} />);
    expect(screen.getByTestId('invite-state').textContent).toMatch(/expired: send a new one/);
    expect(screen.getByTestId('staff-resend')).toBeTruthy();
    expect(screen.getByTestId('staff-revoke')).toBeTruthy();
    expect(screen.queryByTestId('staff-suspend')).toBeNull();
  });

  it('disables everything on an owner’s account for a non-owner, and hides it all from a writter', () => {
    signInAs('admin');
    const { unmount } = renderWithProviders(<StaffAccountCard record={{ ...STAFF, role: 'owner' }} />);
    expect(screen.getByText('Only an owner can change an owner’s account.')).toBeTruthy();
    expect((screen.getByTestId('staff-suspend') as HTMLButtonElement).disabled).toBe(true);
    unmount();
    signInAs('writter');
    renderWithProviders(<StaffAccountCard record={STAFF} />);
    expect(screen.queryByTestId('staff-suspend')).toBeNull();
    expect(screen.queryByTestId('edit-permissions')).toBeNull();
  });
});
