import { useCallback, useEffect, useState } from 'react';

/** Section 2.4 / 9: where the collapse choice is remembered, and the width at which the menu collapses. */
export const MENU_STORAGE_KEY = 'menuShrinked';
export const MENU_COLLAPSE_BREAKPOINT = 1024;

type Saved = 'Y' | 'N' | null;

function readSaved(): Saved {
  try {
    const value = window.localStorage.getItem(MENU_STORAGE_KEY);
    return value === 'Y' || value === 'N' ? value : null;
  } catch {
    return null;
  }
}

function save(collapsed: boolean): void {
  try {
    window.localStorage.setItem(MENU_STORAGE_KEY, collapsed ? 'Y' : 'N');
  } catch {
    // Private mode or storage full: the choice lasts for this page only.
  }
}

const isNarrow = (width: number) => width <= MENU_COLLAPSE_BREAKPOINT;

/** A saved choice wins; with none, the menu starts collapsed on windows 1024 px wide or narrower. */
export function initialCollapsed(width: number, saved: Saved): boolean {
  if (saved === 'Y') return true;
  if (saved === 'N') return false;
  return isNarrow(width);
}

/**
 * The side menu's collapsed state. Toggling remembers the choice (Y/N). Shrinking the window to the
 * breakpoint or below collapses the menu; widening it again restores the saved choice (or expands).
 */
export function useMenuCollapse(): { collapsed: boolean; toggle: () => void } {
  const [collapsed, setCollapsed] = useState(() => initialCollapsed(window.innerWidth, readSaved()));

  useEffect(() => {
    let wasNarrow = isNarrow(window.innerWidth);
    const onResize = () => {
      const narrow = isNarrow(window.innerWidth);
      if (narrow === wasNarrow) return;
      wasNarrow = narrow;
      setCollapsed(narrow ? true : readSaved() === 'Y');
    };
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);

  const toggle = useCallback(() => {
    setCollapsed((current) => {
      save(!current);
      return !current;
    });
  }, []);

  return { collapsed, toggle };
}
