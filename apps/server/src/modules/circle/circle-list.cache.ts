/** A cached list page: the ids in their order and the total; rows are always read fresh. */
export type CachedPage = { ids: number[]; total: number };

const MAX_ENTRIES = 1000;
/** A safety net for changes made outside the application (a manual SQL fix): at most this old. */
const MAX_AGE_MS = 30_000;

/**
 * Which articles a moderation list page shows, per exact set of list options. A search over a
 * million articles reads every match of its words (~0.5 ms per thousand); moderators repeat the
 * same lists all day (paging back and forth, refreshes after each response), so the ids are kept
 * until the next change to any Circle article, which the change feed reports on every node.
 * A fill that started before a change is not stored (the generation moved on).
 */
export function createCircleListCache(clock: { now(): Date }) {
  let generation = 0;
  const entries = new Map<string, CachedPage & { at: number }>();

  return {
    generation: () => generation,

    invalidate(): void {
      generation++;
      entries.clear();
    },

    get(key: string): CachedPage | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (clock.now().getTime() - entry.at > MAX_AGE_MS) {
        entries.delete(key);
        return undefined;
      }
      return entry;
    },

    set(key: string, filledAt: number, page: CachedPage): void {
      if (filledAt !== generation) return;
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { ...page, at: clock.now().getTime() });
    },
  };
}

export type CircleListCache = ReturnType<typeof createCircleListCache>;
