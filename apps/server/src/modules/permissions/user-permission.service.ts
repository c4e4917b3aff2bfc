import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  permissionDiff,
  type PermissionHistoryEntry,
  type UserPermissionDetail,
  type userPermissionUpdateSchema,
} from '@rc/contract/user-permission';
import type { StaffRole, StaffStatus } from '@rc/contract/roles';
import { pageAuditEntries } from '@/audit/audit.repository.ts';
import type { AppContext } from '@/context.ts';
import { iso } from '@/context.ts';
import type { Database } from '@/db/schema.ts';
import { badRequest, conflict, notFound } from '@/http/errors.ts';
import { assertOwnerRule, loadStaffActor, type StaffActor } from '@/auth/staff-rules.ts';
import { createStaffUserRepository, type StaffUserRow } from '@/auth/staff-user.repository.ts';
import type { WriteMeta } from '@/resources/resource-write.service.ts';
import { PERMISSION_AUDIT_ENTITY, replacePermissions } from './permission-change.ts';
import { assertCanGrant, grantableSet, isFullSet, normaliseSet } from './permission-grant.ts';
import { createPermissionRepository } from '@/auth/permission.repository.ts';

type UpdateBody = z.output<typeof userPermissionUpdateSchema>;

function parseJson(text: string | null): Record<string, string[]> {
  if (!text) return {};
  const value = JSON.parse(text) as unknown;
  return typeof value === 'object' && value !== null ? (value as Record<string, string[]>) : {};
}

/** Why `staff` may not edit `target`'s permissions, or null when they may. */
function lockReason(staff: StaffActor, target: StaffUserRow): string | null {
  if (target.role !== 'owner') return null;
  if (staff.role !== 'owner') return 'Only an owner can change an owner’s permissions.';
  return 'Owners hold every permission. Change the role first to give this person a narrower set.';
}

/**
 * The permission editor (USERPERMISSION): one staff member's five lists, their change with the
 * no-escalation and owner rules, and the history of changes from the audit log.
 */
export function createUserPermissionService(ctx: AppContext) {
  async function findTarget(db: Kysely<Database>, userId: number, lock = false): Promise<StaffUserRow> {
    const row = await createStaffUserRepository(db).findById(userId, { forUpdate: lock && ctx.db.dialect === 'postgres' });
    if (!row) throw notFound(`No internal user with id ${userId}. They may have been removed; reload the list.`);
    return row;
  }

  async function detail(db: Kysely<Database>, userId: number, meta: WriteMeta): Promise<UserPermissionDetail> {
    const target = await findTarget(db, userId);
    const staff = await loadStaffActor(db, meta.actor.id, meta.actor.permissions);
    const set = normaliseSet(await createPermissionRepository(db).load(userId));
    return {
      ...set,
      version: target.permissions_version,
      user: {
        id: target.id,
        fullname: target.fullname,
        email: target.email,
        role: target.role as StaffRole,
        status: target.status as StaffStatus,
      },
      grantable: grantableSet(staff.role, staff.permissions),
      locked: lockReason(staff, target),
    };
  }

  return {
    detail: (userId: number, meta: WriteMeta) => detail(ctx.db.kysely, userId, meta),

    async update(userId: number, body: UpdateBody, meta: WriteMeta): Promise<UserPermissionDetail> {
      const { version: _version, note: _note, ...lists } = body;
      const next = normaliseSet(lists);
      const at = iso(ctx.clock.now());
      await ctx.db.kysely.transaction().execute(async (trx) => {
        const target = await findTarget(trx, userId, true);
        const staff = await loadStaffActor(trx, meta.actor.id, meta.actor.permissions);
        assertOwnerRule(staff, target);
        if (body.version !== undefined && body.version !== target.permissions_version) {
          throw conflict(
            `Someone changed ${target.fullname}’s permissions after you opened them. Review the current set, then save again.`,
            { current: await detail(trx, userId, meta) },
          );
        }
        if (target.role === 'owner' && !isFullSet(next)) {
          throw badRequest('Owners hold every permission. Change the role first to give this person a narrower set.');
        }
        const current = normaliseSet(await createPermissionRepository(trx).load(userId));
        assertCanGrant(grantableSet(staff.role, staff.permissions), current, next);
        await replacePermissions(
          trx,
          {
            userId,
            set: next,
            actorId: meta.actor.id,
            action: 'update',
            note: body.note || null,
            requestId: meta.requestId,
            at,
          },
          ctx.notifier,
        );
      });
      return detail(ctx.db.kysely, userId, meta);
    },

    /** Permission changes of one staff member, newest first, each as what was added and removed. */
    async history(userId: number, page: { page: number; limit: number }) {
      await findTarget(ctx.db.kysely, userId);
      const { rows, total } = await pageAuditEntries(ctx.db.kysely, PERMISSION_AUDIT_ENTITY, userId, page);
      const data = rows.map((row): PermissionHistoryEntry => ({
        id: row.id,
        at: row.created_at,
        actor: row.actor_id === null ? null : { id: row.actor_id, fullname: row.fullname ?? 'Former staff member' },
        note: row.note,
        ...permissionDiff(parseJson(row.before), parseJson(row.after)),
      }));
      return { data, total, page: page.page, limit: page.limit };
    },
  };
}
