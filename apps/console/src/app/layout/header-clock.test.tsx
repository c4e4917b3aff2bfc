import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLOCK_FORMAT, CLOCK_REFRESH_MS, formatClock } from '@/lib/date-formats.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { HeaderClock } from './header-clock.tsx';

describe('header clock', () => {
  afterEach(() => vi.useRealTimers());

  it('formats as weekday, D MMMM YYYY - HH:mm', () => {
    expect(CLOCK_FORMAT).toBe('dddd, D MMMM YYYY - HH:mm');
    expect(formatClock(new Date(2026, 10, 22, 9, 41, 5))).toBe('Sunday, 22 November 2026 - 09:41');
    expect(formatClock(new Date(2027, 0, 3, 23, 5))).toBe('Sunday, 3 January 2027 - 23:05');
  });

  it('refreshes every second', () => {
    expect(CLOCK_REFRESH_MS).toBe(1000);
    vi.useFakeTimers({ now: new Date(2026, 10, 22, 9, 41, 59, 200) });
    renderWithProviders(<HeaderClock />);
    const clock = screen.getByTestId('header-clock');
    expect(clock.textContent).toBe('Sunday, 22 November 2026 - 09:41');
    // The minute turns 800 ms in, but the clock only re-reads the time on its 1 s tick.
    act(() => vi.advanceTimersByTime(999));
    expect(clock.textContent).toBe('Sunday, 22 November 2026 - 09:41');
    act(() => vi.advanceTimersByTime(1));
    expect(clock.textContent).toBe('Sunday, 22 November 2026 - 09:42');
  });

  it('keeps running across days', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 22, 23, 59, 59) });
    renderWithProviders(<HeaderClock />);
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('header-clock').textContent).toBe('Monday, 23 November 2026 - 00:00');
  });

  it('on a narrow screen shows the time only, with the whole date as its title', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 22, 9, 41, 5) });
    renderWithProviders(<HeaderClock compact />);
    const clock = screen.getByTestId('header-clock-compact');
    expect(clock.textContent).toBe('09:41');
    expect(clock.getAttribute('title')).toBe('Sunday, 22 November 2026 - 09:41');
  });
});
