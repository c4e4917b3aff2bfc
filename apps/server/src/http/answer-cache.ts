/**
 * Answers kept as the JSON text sent, per exact question, while the change counters of the tables
 * they were read from stay where they were when the answer was read. The counters (table
 * `desk_changes`, one row per table) are raised by triggers in the writing transaction, on any API
 * node, so a kept answer is never older than the last change its reader could have seen, nor than
 * `maxAgeMs`. Kept as text: nothing to serialise on the next request. The oldest answers go first
 * once `maxEntries` are kept or their text would pass `maxChars` in all; an answer longer than that
 * is sent and not kept.
 */
export function createAnswerCache(clock: { now(): Date }, limits: { maxEntries: number; maxAgeMs: number; maxChars: number }) {
  const entries = new Map<string, { changes: number; at: number; value: string }>();
  let chars = 0;
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
      if (hit && hit.changes === changes && now >= hit.at && now - hit.at < limits.maxAgeMs) return hit.value;
      const value = await fill();
      drop(key);
      if (value.length > limits.maxChars) return value;
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
