/** How many answers are kept; the oldest goes first. */
const MAX_ENTRIES = 300;
/**
 * The longest an answer is kept without a change: "recently published" is a moving window, and a
 * staff member's new name should not wait for the next change to show.
 */
const MAX_AGE_MS = 5_000;

/**
 * The desk's answers (as the JSON text sent), per exact question (the areas the caller reads and the parameters), kept
 * while the tables' change counter (desk_changes) stays where it was when the answer was read.
 * Every change to a desk table moves the counter in the same transaction, on any API node, so an
 * answer is never older than the last change its reader could have seen, nor than MAX_AGE_MS.
 */
export function createDeskAnswerCache(clock: { now(): Date }) {
  const entries = new Map<string, { changes: number; at: number; value: string }>();
  return {
    async read(key: string, changes: number, fill: () => Promise<string>): Promise<string> {
      const now = clock.now().getTime();
      const hit = entries.get(key);
      if (hit && hit.changes === changes && now >= hit.at && now - hit.at < MAX_AGE_MS) return hit.value;
      const value = await fill();
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      entries.set(key, { changes, at: now, value });
      return value;
    },
  };
}

export type DeskAnswerCache = ReturnType<typeof createDeskAnswerCache>;
