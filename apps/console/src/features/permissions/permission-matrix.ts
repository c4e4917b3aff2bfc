import { ACTIONS, type Action, type PermissionSet } from '@rc/contract/permissions';
import type { Module } from '@rc/contract/modules';
import { MATRIX_MODULES } from '@rc/contract/permission-groups';
import { grantKeys, setFromKeys, type PermissionLists } from '@rc/contract/user-permission';

/**
 * The permission matrix as a set of `MODULE:action` keys, and every edit the editor offers as a
 * pure function of it. Cells the editor may not tick (actions the signed-in person does not hold)
 * are never added by a bulk edit; taking permissions away is always possible.
 */
export type Grants = ReadonlySet<string>;

export const cellKey = (module: Module, action: Action) => `${module}:${action}`;

export function grantsOf(set: PermissionLists): Grants {
  return grantKeys(set);
}

export function toPermissionSet(grants: Grants): PermissionSet {
  return setFromKeys(grants);
}

/** Whether a cell can change: held cells can always be cleared; empty ones only if grantable. */
export function canToggle(grants: Grants, grantable: Grants, key: string): boolean {
  return grants.has(key) || grantable.has(key);
}

export function toggleCell(grants: Grants, grantable: Grants, key: string): Grants {
  if (!canToggle(grants, grantable, key)) return grants;
  const next = new Set(grants);
  if (next.has(key)) next.delete(key);
  else next.add(key);
  return next;
}

/** Tick (or clear) several cells at once: ticking skips what cannot be granted. */
export function setCells(grants: Grants, grantable: Grants, keys: readonly string[], on: boolean): Grants {
  const next = new Set(grants);
  for (const key of keys) {
    if (!on) next.delete(key);
    else if (grantable.has(key)) next.add(key);
  }
  return next;
}

export const rowKeys = (module: Module) => ACTIONS.map((action) => cellKey(module, action));
export const columnKeys = (action: Action, modules: readonly Module[] = MATRIX_MODULES) =>
  modules.map((module) => cellKey(module, action));

export type TriState = { checked: boolean; indeterminate: boolean; disabled: boolean };

/**
 * A select-all box over `keys`: ticked when every cell that could be ticked is, mixed when some
 * are. A click ticks the rest unless it is already ticked, which clears them all.
 */
export function triState(grants: Grants, grantable: Grants, keys: readonly string[]): TriState {
  const held = keys.filter((k) => grants.has(k)).length;
  const reachable = keys.filter((k) => grants.has(k) || grantable.has(k)).length;
  return { checked: reachable > 0 && held === reachable, indeterminate: held > 0 && held < reachable, disabled: reachable === 0 };
}

export function toggleAll(grants: Grants, grantable: Grants, keys: readonly string[]): Grants {
  return setCells(grants, grantable, keys, !triState(grants, grantable, keys).checked);
}

/**
 * A role preset applied as far as the editor may: the preset's grants it could tick, plus those of
 * the preset the person already holds. Returns what had to be left out.
 */
export function applyPreset(grants: Grants, grantable: Grants, preset: PermissionSet): { grants: Grants; skipped: string[] } {
  const wanted = grantKeys(preset);
  const next = new Set<string>();
  const skipped: string[] = [];
  for (const key of wanted) {
    if (grants.has(key) || grantable.has(key)) next.add(key);
    else skipped.push(key);
  }
  return { grants: next, skipped };
}

export type MatrixDiff = { added: string[]; removed: string[] };

/** What saving would change, in matrix order. */
export function matrixDiff(before: Grants, after: Grants): MatrixDiff {
  const order = MATRIX_MODULES.flatMap((m) => rowKeys(m));
  return {
    added: order.filter((k) => after.has(k) && !before.has(k)),
    removed: order.filter((k) => before.has(k) && !after.has(k)),
  };
}

export const TOTAL_CELLS = MATRIX_MODULES.length * ACTIONS.length;
