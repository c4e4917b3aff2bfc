import { createStaffTokenRepository } from '@/auth/staff-token.repository.ts';
import type { ChangePasswordBody } from '@rc/contract/auth';
import type { updateProfileBodySchema } from '@rc/contract/profile';
import { type Profile } from '@rc/contract/profile';
import type { z } from 'zod';
import type { AppContext } from '@/context.ts';
import { iso } from '@/context.ts';
import { changedFields, writeAudit } from '@/audit/audit.repository.ts';
import type { RequestMeta } from '@/auth/auth.service.ts';
import { hashPassword, verifyPassword } from '@/auth/password-hash.ts';
import { createSessionRepository } from '@/auth/session.repository.ts';
import type { ActiveSession } from '@/auth/session.service.ts';
import { badRequest, notFound } from '@/http/errors.ts';
import { removeUpload } from '@/uploads/upload-store.ts';
import { forgetNames } from '@/resources/record-people.ts';
import { createStaffUserRepository, toProfile } from '@/auth/staff-user.repository.ts';

type ProfileChanges = z.output<typeof updateProfileBodySchema>;

export function createProfileService(ctx: AppContext) {
  const users = () => createStaffUserRepository(ctx.db.kysely);

  async function mustFind(id: number) {
    const row = await users().findById(id);
    if (!row) throw notFound('Your account no longer exists.');
    return row;
  }

  return {
    async get(session: ActiveSession): Promise<Profile> {
      return toProfile(await mustFind(session.userId));
    },

    async update(session: ActiveSession, changes: ProfileChanges, meta: RequestMeta): Promise<Profile> {
      const now = iso(ctx.clock.now());
      const profile = await ctx.db.kysely.transaction().execute(async (trx) => {
        const repo = createStaffUserRepository(trx);
        const before = await repo.findById(session.userId);
        if (!before) throw notFound('Your account no longer exists.');
        const set = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
        const after = await repo.update(session.userId, { ...set, updated_at: now, updated_by: session.userId });
        const diff = changedFields(toProfile(before), toProfile(after));
        await writeAudit(trx, {
          actorId: session.userId,
          action: 'update_profile',
          entity: 'staff_user',
          entityId: session.userId,
          ...diff,
          requestId: meta.requestId,
          at: now,
        });
        return toProfile(after);
      });
      // The name on records (writter, reviewer) follows at once.
      forgetNames(ctx, 'internal-user');
      return profile;
    },

    /** Change one's own password; every other session of the user ends, this one stays. */
    async changePassword(session: ActiveSession, body: ChangePasswordBody, meta: RequestMeta): Promise<void> {
      const user = await mustFind(session.userId);
      if (!(await verifyPassword(user.password_hash, body.current_password))) {
        throw badRequest('The current password is not correct.', { current_password: 'The current password is not correct' });
      }
      if (body.current_password === body.new_password) {
        throw badRequest('Choose a new password that differs from the current one.', {
          new_password: 'Must differ from the current password',
        });
      }
      const passwordHash = await hashPassword(body.new_password);
      const now = iso(ctx.clock.now());
      await ctx.db.kysely.transaction().execute(async (trx) => {
        await createStaffUserRepository(trx).update(session.userId, {
          password_hash: passwordHash,
          updated_at: now,
          updated_by: session.userId,
        });
        await createSessionRepository(trx).deleteForUser(session.userId, session.idHash);
        // A reset link asked for before the change must not undo it.
        await createStaffTokenRepository(trx).deleteUnused(session.userId);
        await writeAudit(trx, {
          actorId: session.userId,
          action: 'change_password',
          entity: 'staff_user',
          entityId: session.userId,
          requestId: meta.requestId,
          at: now,
        });
      });
    },

    async setThumbnail(session: ActiveSession, relativePath: string, meta: RequestMeta): Promise<Profile> {
      const now = iso(ctx.clock.now());
      const { before, after } = await ctx.db.kysely.transaction().execute(async (trx) => {
        const repo = createStaffUserRepository(trx);
        const before = await repo.findById(session.userId);
        if (!before) throw notFound('Your account no longer exists.');
        const after = await repo.update(session.userId, { thumbnail: relativePath, updated_at: now, updated_by: session.userId });
        await writeAudit(trx, {
          actorId: session.userId,
          action: 'update_thumbnail',
          entity: 'staff_user',
          entityId: session.userId,
          before: { thumbnail: before.thumbnail },
          after: { thumbnail: relativePath },
          requestId: meta.requestId,
          at: now,
        });
        return { before, after };
      });
      // The new avatar is saved; an old file the store failed to remove is clutter, not a failed change.
      await removeUpload(ctx.media, before.thumbnail).catch((err: unknown) =>
        ctx.log.warn({ err, key: before.thumbnail }, 'the replaced avatar was not removed from the media store'),
      );
      return toProfile(after);
    },
  };
}
