import { useCallback, useState } from 'react';

/** Something opened from the palette: a screen or a record, as it was shown. */
export type RecentItem = { path: string; title: string; subtitle?: string; kind: 'screen' | 'record'; group: string };

const MAX_RECENT = 6;
/** Per staff member: a shared computer must not show one person's clients to the next. */
const storageKey = (userId: number) => `rc.command-palette.recent.${userId}`;

function isRecentItem(value: unknown): value is RecentItem {
  const item = value as Partial<RecentItem> | null;
  return (
    typeof item === 'object' &&
    item !== null &&
    typeof item.path === 'string' &&
    item.path.startsWith('/') &&
    typeof item.title === 'string' &&
    (item.kind === 'screen' || item.kind === 'record') &&
    typeof item.group === 'string'
  );
}

function read(userId: number): RecentItem[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKey(userId)) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isRecentItem).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

/** The last items opened from the palette, newest first, kept in this browser. */
export function useRecentItems(userId: number) {
  const [items, setItems] = useState(() => read(userId));
  const remember = useCallback(
    (item: RecentItem) => {
      const next = [item, ...read(userId).filter((i) => i.path !== item.path)].slice(0, MAX_RECENT);
      setItems(next);
      try {
        localStorage.setItem(storageKey(userId), JSON.stringify(next));
      } catch {
        // Storage full or disabled: the palette works without its history.
      }
    },
    [userId],
  );
  return { items, remember };
}
