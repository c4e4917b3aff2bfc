import type { Kysely } from 'kysely';
import type { PermissionSet } from '@rc/contract/permissions';
import { writeAudit } from '@/audit/audit.repository.ts';
import type { Database } from '@/db/schema.ts';
import { normaliseSet, sameSet } from './permission-grant.ts';
import { createPermissionRepository } from '@/auth/permission.repository.ts';
import { ACCOUNT_AREA } from '@rc/contract/notification';
import { routePath } from '@rc/contract/routes';
import type { Notifier } from '@/context.ts';

/** The audit entity of permission changes: the editor's history reads these entries. */
export const PERMISSION_AUDIT_ENTITY = 'user-permission';

export type PermissionChange = {
  userId: number;
  set: PermissionSet;
  actorId: number | null;
  /** update (the editor), preset (a role change or an invite applied a role's preset). */
  action: 'update' | 'preset';
  note?: string | null;
  requestId: string;
  at: string;
};

/** A change of a person's own access is told to them (issue 46); absent where nobody is to be told (the demo seed). */
export type PermissionNotice = Pick<Notifier, 'notify'>;

/**
 * Replace a staff member's permissions inside the caller's transaction and audit the change with
 * the whole set before and after. An unchanged set writes nothing (no version bump, no entry).
 * Returns the stored set.
 */
export async function replacePermissions(
  trx: Kysely<Database>,
  change: PermissionChange,
  notifier?: PermissionNotice,
): Promise<PermissionSet> {
  const repo = createPermissionRepository(trx);
  const before = normaliseSet(await repo.load(change.userId));
  const after = normaliseSet(change.set);
  if (sameSet(before, after)) return before;
  await repo.replace(change.userId, after);
  await writeAudit(trx, {
    actorId: change.actorId,
    action: change.action,
    entity: PERMISSION_AUDIT_ENTITY,
    entityId: change.userId,
    before,
    after,
    note: change.note ?? null,
    requestId: change.requestId,
    at: change.at,
  });
  await notifier?.notify(
    trx,
    [change.userId],
    {
      kind: 'permissions-changed',
      area: ACCOUNT_AREA,
      record_id: null,
      title: change.action === 'preset' ? 'Your role and permissions were changed' : 'Your permissions were changed',
      body: [change.note, 'Menus and actions follow your new access; reload the console if something looks out of date.']
        .filter(Boolean)
        .join(' '),
      path: routePath('UserProfile'),
      actor_id: change.actorId,
      actor_name: null,
      event_key: `permissions:${change.userId}:${change.requestId}`,
    },
    change.at,
  );
  return after;
}
