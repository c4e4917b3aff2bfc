import type { LoginBody, ResetPasswordBody } from '@rc/contract/auth';
import type { Profile } from '@rc/contract/profile';
import type { AppContext } from '@/context.ts';
import { addMs, iso } from '@/context.ts';
import { writeAudit } from '@/audit/audit.repository.ts';
import { AppError, badRequest, tooManyRequests, unauthenticated } from '@/http/errors.ts';
import { createStaffTokenRepository } from '@/auth/staff-token.repository.ts';
import { createStaffUserRepository, toProfile } from '@/auth/staff-user.repository.ts';
import { createLoginThrottle, normaliseEmail } from './login-throttle.ts';
import { metricsOf } from '@/http/metrics.ts';
import { hashPassword, verifyPassword } from './password-hash.ts';
import { createSessionRepository } from './session.repository.ts';
import { rememberSignInAddress } from './sign-in-addresses.ts';
import type { SessionService } from './session.service.ts';
import type { TwoFactorService } from './two-factor.service.ts';
import { hashToken, newToken } from './tokens.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** At most this many reset mails per account in the throttle window, so the form cannot be used to flood an inbox. */
const MAX_RESET_MAILS = 3;

export type RequestMeta = { ip: string; userAgent: string | null; requestId: string };

export function createAuthService(ctx: AppContext, sessions: SessionService, twoFactor: TwoFactorService) {
  const users = () => createStaffUserRepository(ctx.db.kysely);
  const throttle = createLoginThrottle(ctx);

  return {
    async login(body: LoginBody, meta: RequestMeta): Promise<{ token: string; profile: Profile }> {
      const emailKey = normaliseEmail(body.email);
      const attempt = await throttle.reserve(emailKey, meta.ip);
      if ('retryAfter' in attempt) {
        metricsOf(ctx).loginThrottled();
        throw tooManyRequests(
          `Too many failed sign-in attempts. Try again in ${Math.ceil(attempt.retryAfter / 60)} minute(s).`,
          attempt.retryAfter,
        );
      }
      let user;
      let ok;
      try {
        user = await users().findByEmail(emailKey);
        ok = await verifyPassword(user?.password_hash, body.password);
      } catch (error) {
        await attempt.release();
        throw error;
      }
      if (!user || !ok) {
        metricsOf(ctx).loginFailed();
        throw unauthenticated('Email or password is incorrect.');
      }
      if (user.status === 'ACTIVE' && (await twoFactor.isEnabled(user.id))) {
        if (!body.code) {
          // The right password is no failure: the attempt is given back, the code step follows.
          await attempt.release();
          throw new AppError(401, 'TWO_FACTOR_REQUIRED', 'Enter the code from your authenticator app, or a recovery code.');
        }
        if (!(await twoFactor.verifySignIn(user.id, body.code))) {
          // A wrong code counts like a wrong password: codes are guessed no faster.
          metricsOf(ctx).loginFailed();
          throw new AppError(
            401,
            'TWO_FACTOR_REQUIRED',
            'That code does not match. Enter the code your authenticator app shows now, or an unused recovery code.',
            { code: 'That code does not match' },
          );
        }
      }
      await attempt.succeeded();
      if (user.status !== 'ACTIVE') {
        throw new AppError(403, 'FORBIDDEN', 'This account is suspended. Ask an owner to reactivate it.');
      }
      const token = await sessions.create(user.id, meta.ip, meta.userAgent);
      const now = iso(ctx.clock.now());
      const updated = await ctx.db.kysely.transaction().execute(async (trx) => {
        const row = await createStaffUserRepository(trx).recordLogin(user.id, now);
        await writeAudit(trx, {
          actorId: user.id,
          action: 'login',
          entity: 'staff_user',
          entityId: user.id,
          requestId: meta.requestId,
          at: now,
        });
        await rememberSignInAddress(trx, ctx.notifier, {
          staffId: user.id,
          address: meta.ip,
          userAgent: meta.userAgent,
          requestId: meta.requestId,
          now,
        });
        return row;
      });
      return { token, profile: toProfile(updated) };
    },

    async forgotPassword(email: string, meta: RequestMeta): Promise<void> {
      const user = await users().findByEmail(normaliseEmail(email));
      if (!user || user.status !== 'ACTIVE') return;
      const now = ctx.clock.now();
      const recent = await createStaffTokenRepository(ctx.db.kysely).countSince(
        user.id,
        'reset',
        iso(addMs(now, -15 * 60 * 1000)),
      );
      if (recent >= MAX_RESET_MAILS) return;
      const { token, hash } = newToken();
      await ctx.db.kysely.transaction().execute(async (trx) => {
        await createStaffTokenRepository(trx).insert({
          hash,
          userId: user.id,
          purpose: 'reset',
          createdAt: iso(now),
          expiresAt: iso(addMs(now, RESET_TOKEN_TTL_MS)),
        });
        await writeAudit(trx, {
          actorId: user.id,
          action: 'password_reset_requested',
          entity: 'staff_user',
          entityId: user.id,
          requestId: meta.requestId,
          at: iso(now),
        });
      });
      const link = `${ctx.config.publicUrl}/reset-password?token=${token}`;
      await ctx.mailer.send({
        to: user.email,
        subject: 'Reset your Research Console password',
        text: `Hello ${user.fullname},\n\nSomeone asked to reset the password of your Research Console account. If it was you, open this link within one hour:\n\n${link}\n\nIf it was not you, ignore this message; your password stays as it is.`,
      });
    },

    /** Set a new password from a reset (or invite) link: single use, expires, ends every session of that user. */
    async resetPassword(body: ResetPasswordBody, meta: RequestMeta): Promise<void> {
      const now = iso(ctx.clock.now());
      const tokenHash = hashToken(body.token);
      const passwordHash = await hashPassword(body.password);
      await ctx.db.kysely.transaction().execute(async (trx) => {
        const tokens = createStaffTokenRepository(trx);
        const staff = createStaffUserRepository(trx);
        const token = await tokens.findByHash(tokenHash);
        if (!token || token.used_at || token.expires_at <= now) {
          throw badRequest(
            'This link is invalid, already used or expired. Ask for a new reset link from the sign-in page, or for a new invite from whoever invited you.',
          );
        }
        if (!(await tokens.claim(tokenHash, now))) throw badRequest('This reset link has already been used.');
        // The password this link was for is gone: every other open link of the person ends with it.
        await tokens.deleteUnused(token.user_id);
        await staff.update(token.user_id, { password_hash: passwordHash, updated_at: now });
        await createSessionRepository(trx).deleteForUser(token.user_id);
        // An invite link activates the account it was sent for (issue 6).
        const accepted = token.purpose === 'invite' && (await staff.activateInvited(token.user_id));
        await writeAudit(trx, {
          actorId: token.user_id,
          action: accepted ? 'invite_accepted' : 'password_reset',
          entity: accepted ? 'internal-user' : 'staff_user',
          entityId: token.user_id,
          requestId: meta.requestId,
          at: now,
        });
      });
    },

    async logout(idHash: string | undefined): Promise<void> {
      if (idHash) await sessions.revoke(idHash);
    },
  };
}
