import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import {
  RECOVERY_CODE_COUNT,
  isRecoveryCode,
  type TwoFactorPolicy,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@rc/contract/two-factor';
import { STAFF_ROLES, type StaffRole } from '@rc/contract/roles';
import type { AppContext } from '@/context.ts';
import { iso } from '@/context.ts';
import { writeAudit } from '@/audit/audit.repository.ts';
import { badRequest, conflict, forbidden } from '@/http/errors.ts';
import type { RequestMeta } from './auth.service.ts';
import { createSessionRepository } from './session.repository.ts';
import { createTwoFactorRepository } from './two-factor.repository.ts';
import type { ActiveSession } from './session.service.ts';

const ISSUER = 'Research Console';
const PERIOD_S = 30;
/** A code of the step before or after is accepted too (clocks drift, people are slow). */
const WINDOW = 1;
/** Recovery codes avoid letters and digits that read alike (0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/**
 * Staff two-factor sign-in with time-based codes (RFC 6238, `otpauth`) and recovery codes
 * (decision 022). Secrets are encrypted with AES-256-GCM under the server's two-factor key; a
 * code is accepted once (the step it matched is kept); recovery codes are stored hashed and used
 * once.
 */
type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;

export function createTwoFactorService(ctx: AppContext) {
  const repo = () => createTwoFactorRepository(ctx.db.kysely);
  let key: Buffer | null = null;

  async function secretKey(): Promise<Buffer> {
    if (key) return key;
    return (key = createHash('sha256')
      .update(await repo().secretKeyMaterial())
      .digest());
  }

  async function seal(secret: string): Promise<string> {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', await secretKey(), iv);
    const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  async function open(sealed: string): Promise<string> {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || !body) throw new Error('Unknown two-factor secret format');
    const decipher = createDecipheriv('aes-256-gcm', await secretKey(), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }

  const totp = (secret: string, label: string) =>
    new OTPAuth.TOTP({
      issuer: ISSUER,
      label,
      algorithm: 'SHA1',
      digits: 6,
      period: PERIOD_S,
      secret: OTPAuth.Secret.fromBase32(secret),
    });

  /** The 30-second step the code belongs to, or null when it matches none near now. */
  function matchedStep(secret: string, code: string): number | null {
    const now = ctx.clock.now().getTime();
    const delta = totp(secret, '').validate({ token: code, timestamp: now, window: WINDOW });
    return delta === null ? null : Math.floor(now / 1000 / PERIOD_S) + delta;
  }

  const hashRecovery = (userId: number, code: string) => createHash('sha256').update(`${userId}:${code}`).digest('hex');
  const recoveryHashes = (userId: number, codes: string[]) => codes.map((code) => hashRecovery(userId, code.replace('-', '')));

  function newRecoveryCodes(): string[] {
    return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
      const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
      return `${chars.slice(0, 5)}-${chars.slice(5)}`;
    });
  }

  /**
   * Use a code once: an app code whose step is later than the last one accepted, or an unused
   * recovery code. Both are single conditional updates, so two requests with the same code cannot
   * both pass.
   */
  async function useCode(factors: TwoFactorRepository, userId: number, sealedSecret: string, code: string): Promise<boolean> {
    if (isRecoveryCode(code)) return factors.useRecoveryCode(userId, hashRecovery(userId, code), iso(ctx.clock.now()));
    const step = matchedStep(await open(sealedSecret), code);
    return step !== null && (await factors.takeStep(userId, step));
  }

  const wrongCode = () =>
    badRequest('That code does not match. Enter the code your authenticator app shows now, or an unused recovery code.', {
      code: 'That code does not match',
    });

  function mustBeOwner(session: ActiveSession): void {
    if (session.role !== 'owner') throw forbidden('Only an owner can do this.');
  }

  const audit = (
    { trx }: { trx: Parameters<typeof writeAudit>[0] },
    session: ActiveSession,
    action: string,
    meta: RequestMeta,
    extra: Partial<Parameters<typeof writeAudit>[1]> = {},
  ) =>
    writeAudit(trx, {
      actorId: session.userId,
      action,
      entity: 'staff_user',
      entityId: session.userId,
      requestId: meta.requestId,
      at: iso(ctx.clock.now()),
      ...extra,
    });

  return {
    async status(session: ActiveSession): Promise<TwoFactorStatus> {
      const factors = repo();
      const factor = await factors.findConfirmed(session.userId);
      return {
        enabled: factor !== undefined,
        enabled_at: factor?.confirmed_at ?? null,
        recovery_codes_left: factor ? await factors.recoveryCodesLeft(session.userId) : 0,
        required: await factors.isRequired(session.role),
      };
    },

    /** A new secret for the member's app, waiting for a first code (any earlier unconfirmed one is replaced). */
    async setup(session: ActiveSession): Promise<TwoFactorSetup> {
      const factors = repo();
      if (await factors.findConfirmed(session.userId)) {
        throw conflict('Two-factor sign-in is already on. Turn it off first to move it to another device.');
      }
      const secret = new OTPAuth.Secret({ size: 20 }).base32;
      await factors.putPending(session.userId, await seal(secret), iso(ctx.clock.now()));
      const otpauthUrl = totp(secret, await factors.emailOf(session.userId)).toString();
      const { default: QRCode } = await import('qrcode');
      const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { secret, otpauth_url: otpauthUrl, qr_svg: qrSvg };
    },

    /**
     * The first code from the app turns two-factor sign-in on: ten recovery codes are made (shown
     * this once), and every other session of the member ends (they were made with the password alone).
     */
    async confirm(session: ActiveSession, code: string, meta: RequestMeta): Promise<string[]> {
      const codes = newRecoveryCodes();
      await ctx.db.kysely.transaction().execute(async (trx) => {
        const factors = createTwoFactorRepository(trx);
        const pending = await factors.find(session.userId);
        if (!pending) throw badRequest('Start the setup first: there is no code to confirm.');
        if (pending.confirmed_at) throw conflict('Two-factor sign-in is already on.');
        const step = matchedStep(await open(pending.secret), code);
        if (step === null) throw wrongCode();
        await factors.confirm(session.userId, iso(ctx.clock.now()), step);
        await factors.replaceRecoveryCodes(session.userId, recoveryHashes(session.userId, codes));
        await createSessionRepository(trx).deleteForUser(session.userId, session.idHash);
        await audit({ trx }, session, 'two_factor_enabled', meta);
      });
      return codes;
    },

    /** Turn it off with a current code (or a recovery code); refused while the member's role requires it. */
    async disable(session: ActiveSession, code: string, meta: RequestMeta): Promise<void> {
      if (await repo().isRequired(session.role)) {
        throw forbidden(
          'Your role requires two-factor sign-in, so it cannot be turned off. For a new phone, ask an owner to reset it.',
        );
      }
      const factor = await repo().findConfirmed(session.userId);
      if (!factor) throw conflict('Two-factor sign-in is not on.');
      await ctx.db.kysely.transaction().execute(async (trx) => {
        const factors = createTwoFactorRepository(trx);
        if (!(await useCode(factors, session.userId, factor.secret, code))) throw wrongCode();
        await factors.remove(session.userId);
        await audit({ trx }, session, 'two_factor_disabled', meta);
      });
    },

    /** Ten new recovery codes for a current code; the old ones stop working. */
    async regenerateRecoveryCodes(session: ActiveSession, code: string, meta: RequestMeta): Promise<string[]> {
      const factor = await repo().findConfirmed(session.userId);
      if (!factor) throw conflict('Two-factor sign-in is not on.');
      const codes = newRecoveryCodes();
      await ctx.db.kysely.transaction().execute(async (trx) => {
        const factors = createTwoFactorRepository(trx);
        if (!(await useCode(factors, session.userId, factor.secret, code))) throw wrongCode();
        await factors.replaceRecoveryCodes(session.userId, recoveryHashes(session.userId, codes));
        await audit({ trx }, session, 'two_factor_recovery_codes', meta);
      });
      return codes;
    },

    /** Whether a staff member has two-factor sign-in on. */
    async isEnabled(userId: number): Promise<boolean> {
      return (await repo().findConfirmed(userId)) !== undefined;
    },

    /** Check (and use up) the code of a sign-in. */
    async verifySignIn(userId: number, code: string): Promise<boolean> {
      const factor = await repo().findConfirmed(userId);
      if (!factor) return true;
      return useCode(repo(), userId, factor.secret, code);
    },

    async policy(): Promise<TwoFactorPolicy> {
      const roles = await repo().requiredRoles();
      return { required_roles: STAFF_ROLES.filter((role) => roles.has(role)) };
    },

    async setPolicy(session: ActiveSession, roles: readonly StaffRole[], meta: RequestMeta): Promise<TwoFactorPolicy> {
      mustBeOwner(session);
      const before = await this.policy();
      const wanted = STAFF_ROLES.filter((role) => roles.includes(role));
      await ctx.db.kysely.transaction().execute(async (trx) => {
        await createTwoFactorRepository(trx).replaceRequiredRoles(wanted, iso(ctx.clock.now()), session.userId);
        await audit({ trx }, session, 'two_factor_policy', meta, {
          entity: 'two_factor_policy',
          entityId: null,
          before,
          after: { required_roles: wanted },
        });
      });
      return { required_roles: wanted };
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
