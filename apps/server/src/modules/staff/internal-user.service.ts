import type { Kysely } from 'kysely';
import { INVITE_TTL_MS, type inviteBodySchema } from '@rc/contract/internal-user';
import { ACCOUNT_AREA } from '@rc/contract/notification';
import { routePath } from '@rc/contract/routes';
import { emptyPermissionSet, rolePreset } from '@rc/contract/permissions';
import type { z } from 'zod';
import type { AppContext } from '@/context.ts';
import { addMs, iso } from '@/context.ts';
import { writeAudit } from '@/audit/audit.repository.ts';
import { RESET_TOKEN_TTL_MS } from '@/auth/auth.service.ts';
import { createSessionRepository } from '@/auth/session.repository.ts';
import { createTwoFactorRepository } from '@/auth/two-factor.repository.ts';
import { newToken } from '@/auth/tokens.ts';
import type { Database } from '@/db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '@/http/errors.ts';
import { assertCanGrant, grantableSet, replacePermissions } from '@/modules/permissions/index.ts';
import type { ApiRecord } from '@/resources/resource-hooks.ts';
import type { ResourceModel } from '@/resources/resource-model.ts';
import { createResourceReader } from '@/resources/resource-read.service.ts';
import type { WriteMeta } from '@/resources/resource-write.service.ts';
import { isUniqueViolation } from '@/resources/unique-violation.ts';
import { inviteLink, inviteMail, resetLink, staffResetMail } from './staff-mail.ts';
import {
  assertAnotherActiveOwner,
  assertNotSelf,
  assertOwnerRule,
  isActiveOwner,
  loadStaffActor,
  type StaffActor,
} from '@/auth/staff-rules.ts';
import { createStaffTokenRepository } from '@/auth/staff-token.repository.ts';
import { createStaffUserRepository, type StaffUserRow } from '@/auth/staff-user.repository.ts';

type InviteInput = z.output<typeof inviteBodySchema>;
type Mail = Parameters<AppContext['mailer']['send']>[0];

const ENTITY = 'internal-user';

/**
 * The staff life cycle beside the engine's editor: invite (and resend, revoke), suspend,
 * reactivate and a password-reset link. Each call is one transaction with its rules and audit
 * entry; mail goes out only after the transaction committed, so no link points at nothing.
 */
export function createInternalUserService(ctx: AppContext, model: ResourceModel) {
  const reader = createResourceReader(ctx, model);

  async function change(
    id: number,
    meta: WriteMeta,
    work: (w: { trx: Kysely<Database>; staff: StaffActor; target: StaffUserRow; now: Date; at: string }) => Promise<Mail | void>,
  ): Promise<ApiRecord> {
    const now = ctx.clock.now();
    const mail = await ctx.db.kysely.transaction().execute(async (trx) => {
      const target = await createStaffUserRepository(trx).findWithRemoved(id);
      if (!target || target.deleted_at)
        throw notFound(`No internal user with id ${id}. They may have been removed; reload the list.`);
      const staff = await loadStaffActor(trx, meta.actor.id, meta.actor.permissions);
      assertOwnerRule(staff, target);
      return work({ trx, staff, target, now, at: iso(now) });
    });
    if (mail) await ctx.mailer.send(mail);
    return reader.detail(id);
  }

  const audit = (
    trx: Kysely<Database>,
    meta: WriteMeta,
    at: string,
    action: string,
    id: number,
    extra: { before?: unknown; after?: unknown; note?: string | null } = {},
  ) => writeAudit(trx, { actorId: meta.actor.id, action, entity: ENTITY, entityId: id, ...extra, requestId: meta.requestId, at });

  async function setStatus(trx: Kysely<Database>, target: StaffUserRow, status: string, meta: WriteMeta, at: string) {
    await createStaffUserRepository(trx).update(target.id, { status, updated_at: at, updated_by: meta.actor.id });
  }

  async function issueInvite(trx: Kysely<Database>, target: StaffUserRow, inviter: string, now: Date): Promise<Mail> {
    const { token, hash } = newToken();
    const expiresAt = iso(addMs(now, INVITE_TTL_MS));
    const tokens = createStaffTokenRepository(trx);
    await tokens.deleteUnused(target.id, 'invite');
    await tokens.insert({ hash, userId: target.id, purpose: 'invite', createdAt: iso(now), expiresAt });
    return inviteMail({
      to: target.email,
      name: target.fullname,
      role: target.role,
      inviter,
      link: inviteLink(ctx.config.publicUrl, token),
      expiresAt,
    });
  }

  const actorName = async (trx: Kysely<Database>, id: number) =>
    (await createStaffUserRepository(trx).findWithRemoved(id))?.fullname ?? 'An owner';

  return {
    /** A new staff member without a password, the role's preset, and a 72-hour set-password link by mail. */
    async invite(body: InviteInput, meta: WriteMeta): Promise<ApiRecord> {
      const now = ctx.clock.now();
      const at = iso(now);
      let created: { id: number; mail: Mail };
      try {
        created = await ctx.db.kysely.transaction().execute(async (trx) => {
          const staff = await loadStaffActor(trx, meta.actor.id, meta.actor.permissions);
          assertOwnerRule(staff, { role: '' }, body.role);
          assertCanGrant(grantableSet(staff.role, staff.permissions), emptyPermissionSet(), rolePreset(body.role));
          const users = createStaffUserRepository(trx);
          const taken = await users.findByEmailWithRemoved(body.email);
          if (taken) throw emailTaken(body.email, taken);
          const row = await users.insert({
            fullname: body.fullname,
            email: body.email,
            phone: body.phone ?? null,
            role: body.role,
            status: 'INVITED',
            created_at: at,
            updated_at: at,
            created_by: meta.actor.id,
            updated_by: meta.actor.id,
          });
          await replacePermissions(trx, {
            userId: row.id,
            set: rolePreset(body.role),
            actorId: meta.actor.id,
            action: 'preset',
            note: `Invited as ${body.role}: the ${body.role} preset.`,
            requestId: meta.requestId,
            at,
          });
          const mail = await issueInvite(trx, row, await actorName(trx, meta.actor.id), now);
          await audit(trx, meta, at, 'invite', row.id, {
            after: model.snapshot(model.toRecord(row)),
            note: `Invite mailed to ${row.email}; the link is valid for 72 hours.`,
          });
          return { id: row.id, mail };
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw emailTaken(body.email, { status: 'ACTIVE', deleted_at: null });
        throw err;
      }
      await ctx.mailer.send(created.mail);
      return reader.detail(created.id);
    },

    /** A fresh 72-hour link; earlier links of the invite stop working. */
    resendInvite: (id: number, meta: WriteMeta) =>
      change(id, meta, async ({ trx, target, now, at }) => {
        if (target.status !== 'INVITED') throw notInvited(target);
        const mail = await issueInvite(trx, target, await actorName(trx, meta.actor.id), now);
        await audit(trx, meta, at, 'invite_resent', id, { note: `A new invite link was mailed to ${target.email}.` });
        return mail;
      }),

    /** The invite link stops working and the account goes to the trash (restore it to invite again). */
    revokeInvite: (id: number, meta: WriteMeta) =>
      change(id, meta, async ({ trx, target, at }) => {
        if (target.status !== 'INVITED') throw notInvited(target);
        await createStaffTokenRepository(trx).deleteUnused(id, 'invite');
        await createStaffUserRepository(trx).update(id, { deleted_at: at, updated_at: at, updated_by: meta.actor.id });
        await audit(trx, meta, at, 'invite_revoked', id, {
          before: { deleted_at: null },
          after: { deleted_at: at },
          note: 'The invite link no longer works; the account is in the trash.',
        });
      }),

    /** Suspension ends every session of the person at once and voids their pending reset links. */
    suspend: (id: number, note: string | undefined, meta: WriteMeta) =>
      change(id, meta, async ({ trx, staff, target, at }) => {
        assertNotSelf(staff, id, 'suspend');
        if (target.status === 'SUSPENDED') throw conflict(`${target.fullname} is already suspended.`);
        if (target.status === 'INVITED') {
          throw conflict(`${target.fullname} has not accepted the invite yet: revoke the invite instead.`);
        }
        if (isActiveOwner(target)) await assertAnotherActiveOwner(trx, ctx.db.dialect, target, 'suspending them');
        await setStatus(trx, target, 'SUSPENDED', meta, at);
        await createSessionRepository(trx).deleteForUser(id);
        await createStaffTokenRepository(trx).deleteUnused(id, 'reset');
        await audit(trx, meta, at, 'suspend', id, { before: { status: target.status }, after: { status: 'SUSPENDED' }, note });
      }),

    reactivate: (id: number, note: string | undefined, meta: WriteMeta) =>
      change(id, meta, async ({ trx, target, at }) => {
        if (target.status !== 'SUSPENDED') throw conflict(`${target.fullname} is not suspended.`);
        await setStatus(trx, target, 'ACTIVE', meta, at);
        await audit(trx, meta, at, 'reactivate', id, { before: { status: 'SUSPENDED' }, after: { status: 'ACTIVE' }, note });
      }),

    /** Mail the person a one-hour link to choose a new password (their password keeps working until then). */
    sendPasswordReset: (id: number, meta: WriteMeta) =>
      change(id, meta, async ({ trx, target, now, at }) => {
        if (target.status === 'INVITED') {
          throw conflict(`${target.fullname} has not set a password yet: resend the invite instead.`);
        }
        if (target.status !== 'ACTIVE') throw conflict(`${target.fullname} is suspended: reactivate the account first.`);
        const { token, hash } = newToken();
        const expiresAt = iso(addMs(now, RESET_TOKEN_TTL_MS));
        await createStaffTokenRepository(trx).insert({ hash, userId: id, purpose: 'reset', createdAt: at, expiresAt });
        await audit(trx, meta, at, 'password_reset_sent', id, { note: `A password-reset link was mailed to ${target.email}.` });
        return staffResetMail({
          to: target.email,
          name: target.fullname,
          actor: await actorName(trx, meta.actor.id),
          link: resetLink(ctx.config.publicUrl, token),
          expiresAt,
        });
      }),

    /**
     * Owners only: end a person's two-factor setup (a lost phone) and every session of theirs; they
     * sign in with the password and set it up again (at once, when their role requires it).
     */
    resetTwoFactor: (id: number, meta: WriteMeta) =>
      change(id, meta, async ({ trx, staff, target, at }) => {
        if (staff.role !== 'owner') throw forbidden('Only an owner can reset two-factor sign-in.');
        if (staff.id === id) {
          throw badRequest('Turn off your own two-factor sign-in on My Account; another owner can reset it for you.');
        }
        if (!(await createTwoFactorRepository(trx).remove(id))) {
          throw conflict(`${target.fullname} has no two-factor sign-in to reset.`);
        }
        await createSessionRepository(trx).deleteForUser(id);
        await audit(trx, meta, at, 'two_factor_reset', id, {
          note: `Two-factor sign-in was reset; ${target.fullname} was signed out everywhere.`,
        });
        await ctx.notifier.notify(
          trx,
          [id],
          {
            kind: 'two-factor-reset',
            area: ACCOUNT_AREA,
            record_id: null,
            title: 'Your two-factor sign-in was reset',
            body: 'You were signed out everywhere. Sign in with your password and set up two-factor sign-in again. If you did not ask for this, tell an owner.',
            path: routePath('UserProfile'),
            actor_id: meta.actor.id,
            actor_name: null,
            event_key: `two-factor-reset:${meta.requestId}`,
          },
          at,
        );
      }),
  };
}

function emailTaken(email: string, existing: { status: string; deleted_at: string | null }) {
  if (existing.deleted_at) {
    return conflict(`${email} belongs to a removed account. Restore it from the trash of the internal user list instead.`);
  }
  if (existing.status === 'INVITED')
    return conflict(`${email} has already been invited. Open that account to resend the invite.`);
  return conflict(`${email} already has an account.`);
}

const notInvited = (target: StaffUserRow) => conflict(`${target.fullname} has already accepted the invite.`);
