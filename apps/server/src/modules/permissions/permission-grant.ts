import { ACTIONS, rolePreset, type PermissionSet } from '@rc/contract/permissions';
import { MODULES } from '@rc/contract/modules';
import { grantKeys, permissionDiff, setFromKeys, type PermissionLists } from '@rc/contract/user-permission';
import { forbidden } from '@/http/errors.ts';

/** The set a staff member may hand out: their own, or everything for an owner (an owner holds all). */
export function grantableSet(role: string, own: PermissionSet): PermissionSet {
  return role === 'owner' ? rolePreset('owner') : own;
}

/** A set with canonical names, each module once per list, in the order of MODULES. */
export function normaliseSet(set: PermissionLists): PermissionSet {
  return setFromKeys(grantKeys(set));
}

export function sameSet(a: PermissionSet, b: PermissionSet): boolean {
  const diff = permissionDiff(a, b);
  return diff.added.length === 0 && diff.removed.length === 0;
}

export function isFullSet(set: PermissionSet): boolean {
  return grantKeys(set).size === MODULES.length * ACTIONS.length;
}

/**
 * No escalation: every action `next` adds to `current` must be one the actor may grant. Taking
 * actions away is always allowed (it can only narrow access). Refuses with the missing actions
 * named, so the caller knows exactly what to untick.
 */
export function assertCanGrant(grantable: PermissionSet, current: PermissionSet, next: PermissionSet): void {
  const held = grantKeys(grantable);
  const missing = permissionDiff(current, next).added.filter((g) => !held.has(`${g.module}:${g.action}`));
  if (missing.length === 0) return;
  const named = missing.slice(0, 8).map((g) => `${g.action} on ${g.module}`);
  const more = missing.length > 8 ? ` and ${missing.length - 8} more` : '';
  throw forbidden(`You can grant only permissions you hold yourself. You do not hold: ${named.join(', ')}${more}.`);
}
