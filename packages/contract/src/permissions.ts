import { z } from 'zod';
import { ANALYTIC_MODULES, AUTHORED_MODULES, CONTENT_MODULES, MODULES, canonicalModule, type Module } from './modules.ts';
import type { StaffRole } from './roles.ts';

export const ACTIONS = ['read', 'write', 'update', 'approval', 'delete'] as const;
export type Action = (typeof ACTIONS)[number];

/** The list name of each action on the wire (`read_action` …). */
export const ACTION_LISTS = {
  read: 'read_action',
  write: 'write_action',
  update: 'update_action',
  approval: 'approval_action',
  delete: 'delete_action',
} as const satisfies Record<Action, string>;
export type ActionList = (typeof ACTION_LISTS)[Action];

export type PermissionSet = Record<ActionList, Module[]>;

export function emptyPermissionSet(): PermissionSet {
  return { read_action: [], write_action: [], update_action: [], approval_action: [], delete_action: [] };
}

/** Does the set hold `action` on `module`? Aliased spellings in the set count. */
export function can(set: Partial<Record<ActionList, readonly string[]>> | undefined, module: Module, action: Action): boolean {
  const list = set?.[ACTION_LISTS[action]];
  if (!list) return false;
  return list.some((name) => canonicalModule(name) === module);
}

/** True when the user holds no read permission at all (empty, or only an empty string). */
export function hasNoReadPermission(set: Partial<Record<ActionList, readonly string[]>> | undefined): boolean {
  const list = set?.read_action ?? [];
  return list.filter((name) => name !== '').length === 0;
}

const moduleName = z.string().refine((value) => canonicalModule(value) !== undefined, {
  message: 'Unknown module name',
});

export const permissionSetSchema = z.strictObject({
  read_action: z.array(moduleName).max(MODULES.length * 2),
  write_action: z.array(moduleName).max(MODULES.length * 2),
  update_action: z.array(moduleName).max(MODULES.length * 2),
  approval_action: z.array(moduleName).max(MODULES.length * 2),
  delete_action: z.array(moduleName).max(MODULES.length * 2),
});

/** The answer shape of a permission set (no per-item checks: the server only sends canonical names). */
export const permissionSetResponseSchema = z.object({
  read_action: z.array(z.string()),
  write_action: z.array(z.string()),
  update_action: z.array(z.string()),
  approval_action: z.array(z.string()),
  delete_action: z.array(z.string()),
});

/**
 * Role presets (DOMAIN.md, and docs/domain.md "Roles and their jobs"): the permission set a new staff
 * member of a role starts with. Owner: everything. Admin: everything but approving permissions and
 * managing API keys (owners' jobs). Writter: reads content, writes the staff-written areas and their
 * taxonomy, moderates nothing. Auditor: reads content and reviews it.
 */
export function rolePreset(role: StaffRole): PermissionSet {
  const all = [...MODULES];
  const content = [...CONTENT_MODULES];
  const analytics = [...ANALYTIC_MODULES];
  const ownersOnly = (m: Module) => m !== 'PUBLICAPI';
  switch (role) {
    case 'owner':
      return { read_action: all, write_action: all, update_action: all, approval_action: all, delete_action: all };
    case 'admin':
      return {
        read_action: all,
        write_action: all.filter(ownersOnly),
        update_action: all.filter(ownersOnly),
        approval_action: all.filter((m) => m !== 'USERPERMISSION' && ownersOnly(m)),
        delete_action: all.filter(ownersOnly),
      };
    case 'writter':
      return {
        ...emptyPermissionSet(),
        read_action: [...content, ...analytics.filter((m) => m !== 'USERANALYTIC')],
        write_action: [...AUTHORED_MODULES],
        update_action: [...AUTHORED_MODULES],
      };
    case 'auditor':
      return {
        ...emptyPermissionSet(),
        read_action: [...content, ...analytics.filter((m) => m !== 'USERANALYTIC')],
        approval_action: content,
      };
  }
}
