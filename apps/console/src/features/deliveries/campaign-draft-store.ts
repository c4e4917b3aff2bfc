import { createExternalStore, useExternalStore } from '@/lib/external-store.ts';

/**
 * Which open campaigns hold unsaved changes, by record id. The live preview (which the editor
 * tells) publishes it; the delivery card reads it, so nobody sends the saved version by mistake
 * while the form shows another.
 */
const unsaved = createExternalStore<ReadonlySet<number>>(new Set());

export function markUnsaved(id: number, dirty: boolean): void {
  unsaved.set((ids) => {
    if (ids.has(id) === dirty) return ids;
    const next = new Set(ids);
    if (dirty) next.add(id);
    else next.delete(id);
    return next;
  });
}

export function useHasUnsavedChanges(id: number): boolean {
  return useExternalStore(unsaved, (ids) => ids.has(id));
}
