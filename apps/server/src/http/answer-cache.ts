/**
 * Answers kept as the JSON text sent, per exact question, while the change counters of the tables
 * they were read from stay where they were when the answer was read. The counters (table
 * `desk_changes`, one row per table) are raised by triggers in the writing transaction, on any API
 * node, so a kept answer is never older than the last change its reader could have seen, nor than
 * `maxAgeMs`. Kept as text: nothing to serialise on the next request. The oldest answers go first
 * once `maxEntries` are kept or their text would pass `maxChars` in all; an answer longer than that
 * is sent and not kept.
 *
 * A question is kept only when it comes back: the first time it is asked, its answer is sent and
 * only the question is noted (among the last `maxEntries` distinct questions, for `maxAgeMs`). Kept
 * first-in first-out, an answer is read again only if its question returns before `maxEntries`
 * others have been kept, which is what the note tells. Answers to questions asked once (a staff
 * member paging through a filter of their own) are then never kept: keeping them only replaced the
 * answers that are read again, and their text, kept a while and let go, was old-generation garbage
 * that raised the server's peak memory by ~10 MiB on the desk's bench (docs/decisions/035).
 */
export function createAnswerCache(clock: { now(): Date }, limits: { maxEntries: number; maxAgeMs: number; maxChars: number }) {
  const entries = new Map<string, { changes: number; at: number; value: string }>();
  /** Questions asked once, and when: in the order asked, at most `maxEntries`. */
  const asked = new Map<string, number>();
  let chars = 0;
  /** Whether something of time `at` is still young enough at `now` (a clock set back makes it old). */
  const fresh = (at: number, now: number) => now >= at && now - at < limits.maxAgeMs;
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    chars -= entry.value.length;
    entries.delete(key);
  };
  return {
    async read(key: string, changes: number, fill: () => Promise<string>): Promise<string> {
      const now = clock.now().getTime();
      const hit = entries.get(key);
      if (hit && hit.changes === changes && fresh(hit.at, now)) return hit.value;
      const value = await fill();
      drop(key);
      if (value.length > limits.maxChars) return value;
      if (!hit) {
        const before = asked.get(key);
        asked.delete(key);
        if (before === undefined || !fresh(before, now)) {
          asked.set(key, now);
          if (asked.size > limits.maxEntries) asked.delete(asked.keys().next().value!);
          return value;
        }
      }
      while (entries.size > 0 && (entries.size >= limits.maxEntries || chars + value.length > limits.maxChars)) {
        drop(entries.keys().next().value!);
      }
      entries.set(key, { changes, at: now, value });
      chars += value.length;
      return value;
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
