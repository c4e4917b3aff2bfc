import type { Kysely } from 'kysely';
import type { PermissionSet } from '@rc/contract/permissions';
import { writeAudit } from '@/audit/audit.repository.ts';
import type { Database } from '@/db/schema.ts';
import { normaliseSet, sameSet } from './permission-grant.ts';
import { createPermissionRepository } from '@/auth/permission.repository.ts';

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

/**
 * Replace a staff member's permissions inside the caller's transaction and audit the change with
 * the whole set before and after. An unchanged set writes nothing (no version bump, no entry).
 * Returns the stored set.
 */
export async function replacePermissions(trx: Kysely<Database>, change: PermissionChange): Promise<PermissionSet> {
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
  return after;
}
