import type { HistoryEntry } from '@rc/contract/resources/resource-wire';
import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { editableFields, formValueOf, sameValue, type FormValues } from './form-values.ts';

/**
 * The editable values as they were right after `entryId`: start from the record as it is now and
 * undo, newest first, every change made after that entry. History entries come newest first.
 */
export function valuesAfterEntry(
  def: Pick<AnyResourceDefinition, 'schema' | 'fields'>,
  current: FormValues,
  entries: readonly HistoryEntry[],
  entryId: number,
): FormValues | null {
  const index = entries.findIndex((entry) => entry.id === entryId);
  if (index < 0) return null;
  const editable = new Set(editableFields(def));
  const values: FormValues = { ...current };
  for (const entry of entries.slice(0, index)) {
    for (const change of entry.changes) {
      if (editable.has(change.field)) values[change.field] = formValueOf(def, change.field, change.before);
    }
  }
  return values;
}

/** Restoring makes sense for an entry after which an editable field changed. */
export function canRestoreEntry(
  def: Pick<AnyResourceDefinition, 'schema' | 'fields'>,
  current: FormValues,
  entries: readonly HistoryEntry[],
  entryId: number,
): boolean {
  const restored = valuesAfterEntry(def, current, entries, entryId);
  return restored !== null && editableFields(def).some((name) => !sameValue(restored[name], current[name]));
}
