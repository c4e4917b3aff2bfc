import { z } from 'zod';
import { rolePreset } from '@rc/contract/permissions';
import type { StaffRole } from '@rc/contract/roles';
import { createTwoFactorRepository } from '@/auth/two-factor.repository.ts';
import { createSessionRepository } from '@/auth/session.repository.ts';
import { SESSION_IDLE_MS } from '@/auth/session.service.ts';
import { assertCanGrant, grantableSet, replacePermissions } from '@/modules/permissions/index.ts';
import { createPermissionRepository } from '@/auth/permission.repository.ts';
import type { ApiRecord, ResourceHooks } from '@/resources/resource-hooks.ts';
import { createStaffTokenRepository } from '@/auth/staff-token.repository.ts';
import { assertAnotherActiveOwner, assertNotSelf, assertOwnerRule, isActiveOwner, loadStaffActor } from '@/auth/staff-rules.ts';

const staffName = (record: ApiRecord) => ({ id: record.id, fullname: String(record.fullname) });

/**
 * Internal users on the resource engine: the engine lists, edits (with version checks), trashes
 * and restores them; these hooks hold the staff rules, and a role change applies the new role's
 * permission preset in the same transaction (audited as a permission change).
 */
export const internalUserHooks: ResourceHooks = {
  async beforeChange({ ctx, trx, actor, data, previous }) {
    if (!previous) return;
    const staff = await loadStaffActor(trx, actor.id, actor.permissions);
    assertOwnerRule(staff, { role: String(previous.role) }, String(data.role));
    if (data.role === previous.role) return;
    if (isActiveOwner(previous)) await assertAnotherActiveOwner(trx, ctx.db.dialect, staffName(previous), 'changing their role');
    const current = await createPermissionRepository(trx).load(previous.id);
    assertCanGrant(grantableSet(staff.role, staff.permissions), current, rolePreset(data.role as StaffRole));
  },

  async afterChange({ ctx, trx, actor, operation, record, previous, requestId, now }) {
    if (operation === 'update' && previous && record.role !== previous.role) {
      await replacePermissions(
        trx,
        {
          userId: record.id,
          set: rolePreset(record.role as StaffRole),
          actorId: actor.id,
          action: 'preset',
          note: `Role changed from ${String(previous.role)} to ${String(record.role)}: the ${String(record.role)} preset replaced the permissions.`,
          requestId,
          at: now,
        },
        ctx.notifier,
      );
      // A reset link mailed under the old role does not outlive it.
      await createStaffTokenRepository(trx).deleteUnused(record.id, 'reset');
    }
    if (operation === 'delete') {
      // A removed account signs out everywhere at once, and its pending links stop working.
      await createSessionRepository(trx).deleteForUser(record.id);
      await createStaffTokenRepository(trx).deleteUnused(record.id);
    }
    if (operation === 'restore') {
      assertOwnerRule(await loadStaffActor(trx, actor.id, actor.permissions), { role: String(record.role) });
    }
  },

  async beforeDelete({ ctx, trx, actor, record }) {
    const staff = await loadStaffActor(trx, actor.id, actor.permissions);
    assertNotSelf(staff, record.id, 'delete');
    assertOwnerRule(staff, { role: String(record.role) });
    if (isActiveOwner(record)) await assertAnotherActiveOwner(trx, ctx.db.dialect, staffName(record), 'removing them');
  },

  /** The editor shows a pending invite and how many places the person is signed in. */
  afterReadFields: {
    two_factor: z.boolean(),
    invite: z.object({ sent_at: z.string(), expires_at: z.string(), expired: z.boolean() }).nullable(),
    active_sessions: z.number().int(),
  },
  async afterRead({ ctx, record, now }) {
    const tokens = createStaffTokenRepository(ctx.db.kysely);
    const invite = record.status === 'INVITED' ? await tokens.latestUnused(record.id, 'invite') : undefined;
    const sessions = await createSessionRepository(ctx.db.kysely).countActive(
      record.id,
      now,
      new Date(Date.parse(now) - SESSION_IDLE_MS).toISOString(),
    );
    const factor = await createTwoFactorRepository(ctx.db.kysely).findConfirmed(record.id);
    return {
      ...record,
      two_factor: factor !== undefined,
      invite: invite ? { sent_at: invite.created_at, expires_at: invite.expires_at, expired: invite.expires_at <= now } : null,
      active_sessions: sessions,
    };
  },
};
