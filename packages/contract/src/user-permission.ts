import { z } from 'zod';
import { ACTIONS, ACTION_LISTS, type Action, type ActionList, type PermissionSet } from './permissions.ts';
import { MODULES, canonicalModule, type Module } from './modules.ts';
import { STAFF_ROLES, STAFF_STATUSES } from './roles.ts';

/** The permission editor's calls (USERPERMISSION), relative to API_BASE; `id` is the staff user's. */
export const USER_PERMISSION_PATHS = {
  detail: '/user-permission/:id',
  update: '/user-permission/:id',
  history: '/user-permission/history/:id',
} as const;

export const userPermissionApi = {
  detail: (id: number) => `/user-permission/${id}`,
  update: (id: number) => `/user-permission/${id}`,
  history: (id: number) => `/user-permission/history/${id}`,
} as const;

const moduleName = (list: string) =>
  z.string({ error: `${list} must hold module names` }).refine((value) => canonicalModule(value) !== undefined, {
    error: (issue) => `Unknown module "${String(issue.input).slice(0, 60)}" in ${list}. Known modules: ${MODULES.join(', ')}`,
  });

const moduleList = (list: string) =>
  z
    .array(moduleName(list), { error: `${list} must be a list of module names` })
    .max(MODULES.length * 2, `${list} lists too many modules`);

/**
 * PUT body: the five lists (the whole set: modules left out lose that action). `version` is the
 * permissions version the editor read; when sent and stale the answer is 409 with the current set.
 */
export const userPermissionUpdateSchema = z.strictObject({
  read_action: moduleList('read_action'),
  write_action: moduleList('write_action'),
  update_action: moduleList('update_action'),
  approval_action: moduleList('approval_action'),
  delete_action: moduleList('delete_action'),
  version: z.number({ error: 'version must be a number' }).int().positive().optional(),
  note: z.string({ error: 'note must be text' }).trim().max(300, 'The note must be at most 300 characters').optional(),
});
export type UserPermissionUpdate = z.input<typeof userPermissionUpdateSchema>;

const lists = {
  read_action: z.array(z.string()),
  write_action: z.array(z.string()),
  update_action: z.array(z.string()),
  approval_action: z.array(z.string()),
  delete_action: z.array(z.string()),
};

/** GET answer: the five lists at the top (like the self permission call) and what the editor needs. */
export const userPermissionDetailSchema = z.object({
  ...lists,
  /** The permissions version: send it back with a change. */
  version: z.number().int(),
  user: z.object({
    id: z.number().int(),
    fullname: z.string(),
    email: z.string(),
    role: z.enum(STAFF_ROLES),
    status: z.enum(STAFF_STATUSES),
  }),
  /** What the signed-in staff member may grant (their own set; everything for an owner). */
  grantable: z.object(lists),
  /** Why the set cannot be edited by this caller, or null when it can. */
  locked: z.string().nullable(),
});
export type UserPermissionDetail = z.infer<typeof userPermissionDetailSchema>;

export const permissionGrantSchema = z.object({ module: z.string(), action: z.enum(ACTIONS) });
export type PermissionGrant = z.infer<typeof permissionGrantSchema>;

/** One change of a staff member's permissions, from the audit log. */
export const permissionHistoryEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actor: z.object({ id: z.number().int(), fullname: z.string() }).nullable(),
  note: z.string().nullable(),
  added: z.array(permissionGrantSchema),
  removed: z.array(permissionGrantSchema),
});
export type PermissionHistoryEntry = z.infer<typeof permissionHistoryEntrySchema>;

/** Each action a set holds on each module, as `module:action` keys (canonical names, no duplicates). */
/** Anything holding some of the five lists (other properties are ignored). */
export type PermissionLists = { readonly [K in ActionList]?: readonly string[] };

export function grantKeys(set: PermissionLists): Set<string> {
  const keys = new Set<string>();
  for (const action of ACTIONS) {
    for (const name of set[ACTION_LISTS[action]] ?? []) {
      const module = canonicalModule(name);
      if (module) keys.add(`${module}:${action}`);
    }
  }
  return keys;
}

export function parseGrantKey(key: string): PermissionGrant {
  const at = key.lastIndexOf(':');
  return { module: key.slice(0, at), action: key.slice(at + 1) as Action };
}

/** A set from `module:action` keys, each list in the order of MODULES. */
export function setFromKeys(keys: Iterable<string>): PermissionSet {
  const held = new Set(keys);
  const set = {} as PermissionSet;
  for (const action of ACTIONS) set[ACTION_LISTS[action]] = MODULES.filter((module: Module) => held.has(`${module}:${action}`));
  return set;
}

/** What `next` adds to and removes from `previous`, in matrix-independent module order. */
export function permissionDiff(
  previous: PermissionLists,
  next: PermissionLists,
): { added: PermissionGrant[]; removed: PermissionGrant[] } {
  const before = grantKeys(previous);
  const after = grantKeys(next);
  const order = (keys: string[]) =>
    keys
      .map(parseGrantKey)
      .sort(
        (a, b) =>
          MODULES.indexOf(a.module as Module) - MODULES.indexOf(b.module as Module) ||
          ACTIONS.indexOf(a.action) - ACTIONS.indexOf(b.action),
      );
  return {
    added: order([...after].filter((k) => !before.has(k))),
    removed: order([...before].filter((k) => !after.has(k))),
  };
}
