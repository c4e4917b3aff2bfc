import type { Kysely } from 'kysely';
import { ACTIONS, ACTION_LISTS, emptyPermissionSet, type Action, type PermissionSet } from '@rc/contract/permissions';
import { canonicalModule } from '@rc/contract/modules';
import type { Database } from '@/db/schema.ts';

const actionSet: ReadonlySet<string> = new Set(ACTIONS);

export function createPermissionRepository(db: Kysely<Database>) {
  return {
    async load(userId: number): Promise<PermissionSet> {
      const rows = await db.selectFrom('staff_permissions').select(['module', 'action']).where('user_id', '=', userId).execute();
      const set = emptyPermissionSet();
      for (const row of rows) {
        const module = canonicalModule(row.module);
        if (!module || !actionSet.has(row.action)) continue;
        set[ACTION_LISTS[row.action as Action]].push(module);
      }
      return set;
    },
    /** Replace a user's whole permission set (call inside a transaction); bumps the user's permissions_version. */
    async replace(userId: number, set: PermissionSet): Promise<void> {
      await db.deleteFrom('staff_permissions').where('user_id', '=', userId).execute();
      await db
        .updateTable('staff_users')
        .set((eb) => ({ permissions_version: eb('permissions_version', '+', 1) }))
        .where('id', '=', userId)
        .execute();
      const rows = ACTIONS.flatMap((action) =>
        [...new Set(set[ACTION_LISTS[action]])].map((module) => ({ user_id: userId, module, action })),
      );
      if (rows.length > 0) await db.insertInto('staff_permissions').values(rows).execute();
    },
  };
}
