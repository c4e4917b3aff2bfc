import { describe, expect, it } from 'vitest';
import { MATRIX_MODULES } from '@rc/contract/permission-groups';
import { ACTIONS, emptyPermissionSet, rolePreset } from '@rc/contract/permissions';
import {
  applyPreset,
  canToggle,
  cellKey,
  columnKeys,
  grantsOf,
  matrixDiff,
  rowKeys,
  toggleAll,
  toggleCell,
  toPermissionSet,
  triState,
} from './permission-matrix.ts';

const admin = grantsOf(rolePreset('admin'));
const writter = grantsOf(rolePreset('writter'));

describe('permission matrix', () => {
  it('toggles a cell only within what the editor may grant, but can always clear', () => {
    const key = cellKey('USERPERMISSION', 'approval');
    expect(canToggle(new Set(), admin, key)).toBe(false);
    expect(toggleCell(new Set(), admin, key).has(key)).toBe(false);
    expect(toggleCell(new Set([key]), admin, key).has(key)).toBe(false);
    expect(toggleCell(new Set(), admin, cellKey('ALGONEWS', 'delete')).has('ALGONEWS:delete')).toBe(true);
  });

  it('selects a whole row or column, skipping what cannot be granted, and reports mixed states', () => {
    const row = rowKeys('USERPERMISSION');
    const ticked = toggleAll(new Set(), admin, row);
    expect([...ticked].sort()).toEqual([
      'USERPERMISSION:delete',
      'USERPERMISSION:read',
      'USERPERMISSION:update',
      'USERPERMISSION:write',
    ]);
    expect(triState(ticked, admin, row)).toEqual({ checked: true, indeterminate: false, disabled: false });
    expect(toggleAll(ticked, admin, row).size).toBe(0);

    const column = columnKeys('approval');
    const state = triState(writter, admin, column);
    expect(state).toEqual({ checked: false, indeterminate: false, disabled: false });
    const all = toggleAll(writter, admin, column);
    // Every approval but the two an admin cannot hand on (USERPERMISSION, PUBLICAPI: the owner's).
    expect(columnKeys('approval').filter((k) => all.has(k))).toHaveLength(MATRIX_MODULES.length - 2);
    expect(triState(new Set(['ALGONEWS:read']), new Set(), columnKeys('read')).indeterminate).toBe(false);
    expect(triState(new Set(), new Set(), columnKeys('read')).disabled).toBe(true);
  });

  it('applies a role preset as far as the editor holds it', () => {
    const { grants, skipped } = applyPreset(writter, admin, rolePreset('owner'));
    // The owner's own grants an admin cannot hand on: permission approval and the public API keys.
    expect([...skipped].sort()).toEqual([
      'PUBLICAPI:approval',
      'PUBLICAPI:delete',
      'PUBLICAPI:update',
      'PUBLICAPI:write',
      'USERPERMISSION:approval',
    ]);
    // Every module and action, but those five.
    expect(grants.size).toBe(MATRIX_MODULES.length * ACTIONS.length - 5);
    const down = applyPreset(grants, admin, rolePreset('auditor'));
    expect(down.skipped).toEqual([]);
    expect(toPermissionSet(down.grants)).toEqual(toPermissionSet(grantsOf(rolePreset('auditor'))));
  });

  it('lists what saving adds and removes, in matrix order', () => {
    const next = toggleCell(toggleCell(writter, admin, 'USER:read'), admin, 'ALGONEWS:write');
    expect(matrixDiff(writter, next)).toEqual({ added: ['USER:read'], removed: ['ALGONEWS:write'] });
    expect(matrixDiff(next, next)).toEqual({ added: [], removed: [] });
    expect(toPermissionSet(new Set())).toEqual(emptyPermissionSet());
  });
});
