/**
 * Answers kept as the JSON text sent, per exact question, while the change counters of the tables
 * they were read from stay where they were when the answer was read. The counters (table
 * `desk_changes`, one row per table) are raised by triggers in the writing transaction, on any API
 * node, so a kept answer is never older than the last change its reader could have seen, nor than
 * `maxAgeMs`. Kept as text: small in memory, and nothing to serialise on the next request. The
 * oldest answer goes first once `maxEntries` are kept.
 */
export function createAnswerCache(clock: { now(): Date }, limits: { maxEntries: number; maxAgeMs: number }) {
  const entries = new Map<string, { changes: number; at: number; value: string }>();
  return {
    async read(key: string, changes: number, fill: () => Promise<string>): Promise<string> {
      const now = clock.now().getTime();
      const hit = entries.get(key);
      if (hit && hit.changes === changes && now >= hit.at && now - hit.at < limits.maxAgeMs) return hit.value;
      const value = await fill();
      entries.delete(key);
      if (entries.size >= limits.maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, { changes, at: now, value });
      return value;
    },
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
