import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, notify } from '@/lib/notify.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { Toast, TOAST_DEFAULT_DELAY_MS } from './toast.tsx';
import { ToastViewport } from './toast-viewport.tsx';

describe('Toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => clearToasts());
    vi.useRealTimers();
  });

  it('animates out after its own delay, 3000 ms by default', () => {
    expect(TOAST_DEFAULT_DELAY_MS).toBe(3000);
    renderWithProviders(<Toast colour="primary" title="Saved" text="Done" visible />);
    const toast = screen.getByTestId('toast');
    expect(toast.dataset.state).toBe('shown');
    act(() => vi.advanceTimersByTime(2999));
    expect(toast.dataset.state).toBe('shown');
    act(() => vi.advanceTimersByTime(1));
    expect(toast.dataset.state).toBe('leaving');
  });

  it('takes another delay when given one', () => {
    renderWithProviders(<Toast colour="danger" title="Failed" text="No" visible delay={1000} />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('toast').dataset.state).toBe('leaving');
  });

  it('offers the action it was given: pressing it runs it once and closes the toast', () => {
    const undo = vi.fn();
    renderWithProviders(<ToastViewport />);
    act(() => notify.success('Article moved to the trash', '“Q3” can be restored.', { label: 'Undo', run: undo }));
    act(() => screen.getByRole('button', { name: 'Undo' }).click());
    expect(undo).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('renders nothing while not visible', () => {
    renderWithProviders(<Toast colour="primary" title="Saved" text="Done" visible={false} />);
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('uses the colour states with their icons: danger for errors, primary for success', () => {
    renderWithProviders(
      <>
        <Toast colour="danger" title="E" text="" visible />
        <Toast colour="primary" title="S" text="" visible />
      </>,
    );
    const [error, success] = screen.getAllByTestId('toast');
    expect(error!.dataset.colour).toBe('danger');
    expect(error!.getAttribute('role')).toBe('alert');
    expect(success!.dataset.colour).toBe('primary');
    expect(success!.getAttribute('role')).toBe('status');
  });
});

describe('ToastViewport', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => clearToasts());
    vi.useRealTimers();
  });

  it('shows exactly one toast at a time and removes it after 4 seconds', () => {
    renderWithProviders(<ToastViewport />);
    act(() => notify.success('Profile updated', 'Your changes have been saved.'));
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toContain('Profile updated');

    act(() => notify.error('Session expired!', 'Please signin back to access your dashboard.'));
    const toasts = screen.getAllByTestId('toast');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]!.dataset.colour).toBe('danger');
    expect(toasts[0]!.textContent).toContain('Please signin back to access your dashboard.');

    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByTestId('toast').dataset.state).toBe('leaving');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('restarts the animation when the same kind is shown again', () => {
    renderWithProviders(<ToastViewport />);
    act(() => notify.success('One', 'a'));
    act(() => vi.advanceTimersByTime(3100));
    expect(screen.getByTestId('toast').dataset.state).toBe('leaving');
    act(() => notify.success('Two', 'b'));
    expect(screen.getByTestId('toast').dataset.state).toBe('shown');
    expect(screen.getByTestId('toast').textContent).toContain('Two');
  });
});
