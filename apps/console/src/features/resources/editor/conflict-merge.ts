import type { AnyResourceDefinition } from '@rc/contract/resources/resource';
import { editableFields, sameValue, type FormValues } from './form-values.ts';

/**
 * A save refused with 409: someone saved after this editor read the record. Each field that now
 * differs between "mine" (what is in the form) and "theirs" (the record as it is now) becomes a row
 * the person decides on. Compared with the values the editor started from (`base`):
 * - only they changed it → their value is proposed (keeping mine would silently undo their edit);
 * - only I changed it → my value is proposed;
 * - both changed it differently → a real conflict; my value is proposed and the row is flagged.
 */
export type Choice = 'mine' | 'theirs';

export type ConflictRow = {
  field: string;
  label: string;
  base: unknown;
  mine: unknown;
  theirs: unknown;
  changedBy: 'them' | 'me' | 'both';
  proposed: Choice;
};

export function buildConflictRows(
  def: Pick<AnyResourceDefinition, 'schema' | 'fields'>,
  base: FormValues,
  mine: FormValues,
  theirs: FormValues,
): ConflictRow[] {
  const rows: ConflictRow[] = [];
  for (const field of editableFields(def)) {
    if (sameValue(mine[field], theirs[field])) continue;
    const iChanged = !sameValue(mine[field], base[field]);
    const theyChanged = !sameValue(theirs[field], base[field]);
    const changedBy = iChanged && theyChanged ? 'both' : theyChanged ? 'them' : 'me';
    rows.push({
      field,
      label: def.fields[field]?.label ?? field,
      base: base[field],
      mine: mine[field],
      theirs: theirs[field],
      changedBy,
      proposed: changedBy === 'them' ? 'theirs' : 'mine',
    });
  }
  return rows;
}

export function proposedChoices(rows: readonly ConflictRow[]): Record<string, Choice> {
  return Object.fromEntries(rows.map((row) => [row.field, row.proposed]));
}

/** The values to save: theirs, with my value wherever I chose mine. */
export function mergeValues(
  mine: FormValues,
  theirs: FormValues,
  rows: readonly ConflictRow[],
  choices: Readonly<Record<string, Choice>>,
): FormValues {
  const merged: FormValues = { ...theirs };
  for (const row of rows)
    merged[row.field] = (choices[row.field] ?? row.proposed) === 'mine' ? mine[row.field] : theirs[row.field];
  return merged;
}
