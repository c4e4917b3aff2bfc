import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setWindowWidth } from '../../../test/render.tsx';
import { MENU_COLLAPSE_BREAKPOINT, MENU_STORAGE_KEY, useMenuCollapse } from './use-menu-collapse.ts';

const start = (width: number, saved?: 'Y' | 'N') => {
  setWindowWidth(width);
  if (saved) localStorage.setItem(MENU_STORAGE_KEY, saved);
  return renderHook(() => useMenuCollapse());
};

describe('menu collapse', () => {
  afterEach(() => setWindowWidth(1280));

  it('uses the key menuShrinked and the 1024 px breakpoint of the specification', () => {
    expect(MENU_STORAGE_KEY).toBe('menuShrinked');
    expect(MENU_COLLAPSE_BREAKPOINT).toBe(1024);
  });

  it('with no saved choice, starts expanded on wide windows and collapsed at 1024 px or narrower', () => {
    expect(start(1025).result.current.collapsed).toBe(false);
    expect(start(1024).result.current.collapsed).toBe(true);
    expect(start(390).result.current.collapsed).toBe(true);
  });

  it('a saved choice wins over the window width', () => {
    expect(start(1440, 'Y').result.current.collapsed).toBe(true);
    localStorage.clear();
    expect(start(800, 'N').result.current.collapsed).toBe(false);
  });

  it('ignores values other than Y and N', () => {
    localStorage.setItem(MENU_STORAGE_KEY, 'yes');
    expect(start(1440).result.current.collapsed).toBe(false);
  });

  it('remembers each toggle as Y or N', () => {
    const { result } = start(1440);
    act(() => result.current.toggle());
    expect(result.current.collapsed).toBe(true);
    expect(localStorage.getItem(MENU_STORAGE_KEY)).toBe('Y');
    act(() => result.current.toggle());
    expect(result.current.collapsed).toBe(false);
    expect(localStorage.getItem(MENU_STORAGE_KEY)).toBe('N');
  });

  it('collapses when the window is resized below the breakpoint, and expands again when widened', () => {
    const { result } = start(1440);
    act(() => setWindowWidth(1100, { fire: true }));
    expect(result.current.collapsed).toBe(false);
    act(() => setWindowWidth(1000, { fire: true }));
    expect(result.current.collapsed).toBe(true);
    act(() => setWindowWidth(1280, { fire: true }));
    expect(result.current.collapsed).toBe(false);
    // An automatic collapse is not a choice: nothing was saved.
    expect(localStorage.getItem(MENU_STORAGE_KEY)).toBeNull();
  });

  it('collapses on resize even when the saved choice is expanded, and restores the saved choice when widened', () => {
    const { result } = start(1440, 'N');
    act(() => setWindowWidth(900, { fire: true }));
    expect(result.current.collapsed).toBe(true);
    act(() => setWindowWidth(1440, { fire: true }));
    expect(result.current.collapsed).toBe(false);
  });

  it('stays collapsed after widening when collapsed was the saved choice', () => {
    const { result } = start(1440, 'Y');
    act(() => setWindowWidth(900, { fire: true }));
    act(() => setWindowWidth(1440, { fire: true }));
    expect(result.current.collapsed).toBe(true);
  });

  it('an expanded choice made on a narrow window holds until the window crosses the breakpoint again', () => {
    const { result } = start(900);
    act(() => result.current.toggle());
    expect(result.current.collapsed).toBe(false);
    act(() => setWindowWidth(950, { fire: true }));
    expect(result.current.collapsed).toBe(false);
  });
});
