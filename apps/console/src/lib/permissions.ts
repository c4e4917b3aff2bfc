import type { Module } from '@rc/contract/modules';
import { can, type PermissionSet } from '@rc/contract/permissions';

/**
 * The one read check of the console: true when no module is required, or when any of `modules`
 * is in the read list. The server enforces permissions; the console only hides what is not allowed.
 */
export function canReadAny(permissions: Partial<PermissionSet> | undefined, modules: readonly Module[]): boolean {
  return modules.length === 0 || modules.some((module) => can(permissions, module, 'read'));
}
