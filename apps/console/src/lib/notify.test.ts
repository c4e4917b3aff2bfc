import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, notify, showToast, TOAST_AUTO_HIDE_MS, toastStore, type ToastState } from './notify.ts';

const visible = (state: ToastState = toastStore.get()) =>
  (['success', 'error'] as const).filter((kind) => state[kind].visible).map((kind) => `${kind}:${state[kind].title}`);

describe('notify', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    clearToasts();
    vi.useRealTimers();
  });

  it('shows a success toast by default and an error toast when the error flag is set', () => {
    showToast({ title: 'Saved', text: 'All good' });
    expect(visible()).toEqual(['success:Saved']);
    expect(toastStore.get().success.text).toBe('All good');
    showToast({ title: 'Failed', text: 'Nope', error: true });
    expect(visible()).toEqual(['error:Failed']);
  });

  it('first clears both toasts, then shows exactly one', () => {
    notify.success('First', 'one');
    const seen: string[][] = [];
    const unsubscribe = toastStore.subscribe(() => seen.push(visible()));
    notify.error('Second', 'two');
    unsubscribe();
    expect(seen).toEqual([[], ['error:Second']]);
  });

  it('hides the shown toast after 4000 ms', () => {
    expect(TOAST_AUTO_HIDE_MS).toBe(4000);
    notify.success('Saved', 'text');
    vi.advanceTimersByTime(3999);
    expect(visible()).toEqual(['success:Saved']);
    vi.advanceTimersByTime(1);
    expect(visible()).toEqual([]);
  });

  it('restarts the 4 seconds for a newer toast, and an older timer never hides it', () => {
    notify.success('Old', 'text');
    vi.advanceTimersByTime(3000);
    notify.success('New', 'text');
    vi.advanceTimersByTime(1500);
    expect(visible()).toEqual(['success:New']);
    vi.advanceTimersByTime(2500);
    expect(visible()).toEqual([]);
  });
});
