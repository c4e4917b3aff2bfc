import type { AppContext } from '@/context.ts';
import { prunable } from '@/db/retention.ts';
import { addMs, iso } from '@/context.ts';
import { createSessionRepository, type SessionWithUser } from './session.repository.ts';
import { hashToken, newToken } from './tokens.ts';

export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;
/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 60 * 1000;

export type ActiveSession = {
  idHash: string;
  userId: number;
  role: string;
  permissionsVersion: number;
  /** The member's role requires two-factor sign-in and they have not set it up: only My Account answers. */
  twoFactorSetupDue: boolean;
};

/**
 * How long a node keeps a session it read (decision 045): a request within it reads no row. A
 * session ended, or a member's role or access changed, on another node is seen here within this
 * time; on this node at once (a write request that may change them forgets what was kept, see
 * forgetKept and SESSION_TABLES).
 */
export const SESSION_KEEP_MS = 1000;

/**
 * The tables a kept session is read from (session.repository.ts, findWithUser): a write to any of
 * them may end a session or change a member's role, status, access or two-factor, so it forgets
 * every session kept on this node. A write to any other table leaves them kept.
 */
export const SESSION_TABLES: ReadonlySet<string> = new Set(['sessions', 'staff_users', 'staff_two_factor', 'two_factor_policy']);
const KEEP_AT_MOST = 10_000;

export function createSessionService(ctx: AppContext) {
  const repo = () => createSessionRepository(ctx.db.kysely);
  /** Sessions read lately: the row, when it was read and in which generation (see forgetKept). */
  const kept = new Map<string, { row: SessionWithUser; readAt: number; generation: number }>();
  let generation = 0;

  async function read(idHash: string): Promise<SessionWithUser | undefined> {
    const at = performance.now();
    const hit = kept.get(idHash);
    if (hit && hit.generation === generation && at - hit.readAt < SESSION_KEEP_MS) return hit.row;
    // The generation as the read starts: a write that ends while it runs makes what it read stale.
    const readIn = generation;
    const row = await repo().findWithUser(idHash);
    if (!row) {
      kept.delete(idHash);
      return undefined;
    }
    if (kept.size >= KEEP_AT_MOST) kept.clear();
    kept.set(idHash, { row, readAt: at, generation: readIn });
    return row;
  }

  return {
    async create(userId: number, ip: string | null, userAgent: string | null): Promise<string> {
      const now = ctx.clock.now();
      const { token, hash } = newToken();
      await repo().insert({
        id_hash: hash,
        user_id: userId,
        created_at: iso(now),
        last_seen_at: iso(now),
        expires_at: iso(addMs(now, SESSION_ABSOLUTE_MS)),
        ip,
        user_agent: userAgent?.slice(0, 300) ?? null,
      });
      return token;
    },

    /** The live session behind a cookie value, or undefined when it is unknown, expired, idle or its user cannot sign in. */
    async resolve(token: string | undefined): Promise<ActiveSession | undefined> {
      if (!token || token.length > 100) return undefined;
      const idHash = hashToken(token);
      const row = await read(idHash);
      if (!row) return undefined;
      const now = ctx.clock.now();
      const nowIso = iso(now);
      const idleLimit = iso(addMs(now, -SESSION_IDLE_MS));
      if (row.expires_at <= nowIso || row.last_seen_at <= idleLimit || row.status !== 'ACTIVE' || row.deleted_at) {
        kept.delete(idHash);
        await repo().delete(idHash);
        return undefined;
      }
      if (now.getTime() - Date.parse(row.last_seen_at) > TOUCH_EVERY_MS) {
        await repo().touch(idHash, nowIso);
        row.last_seen_at = nowIso;
      }
      return {
        idHash,
        userId: row.user_id,
        role: row.role,
        permissionsVersion: row.permissions_version,
        twoFactorSetupDue: row.two_factor_required !== null && row.two_factor_on === null,
      };
    },

    revoke(idHash: string) {
      kept.delete(idHash);
      return repo().delete(idHash);
    },

    revokeAllForUser(userId: number, exceptHash?: string) {
      generation += 1;
      return repo().deleteForUser(userId, exceptHash);
    },

    /**
     * Forget every session kept: called as each write request on this node ends, unless its route
     * writes none of SESSION_TABLES (it may have ended a session, or changed a member's role,
     * status, access or two-factor), so the next request here reads them afresh.
     */
    forgetKept() {
      generation += 1;
      kept.clear();
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;

/**
 * Sessions that ended (RETENTION_DAYS_SESSIONS ago or more): past their absolute end, or idle for
 * longer than the idle limit. A session that has ended is refused (and removed) when it is used;
 * these are the ones nobody came back with.
 */
export const expiredSessions = prunable({
  kind: 'sessions',
  table: 'sessions',
  key: 'id_hash',
  old: (eb, before) =>
    eb.or([eb('expires_at', '<=', before), eb('last_seen_at', '<=', iso(addMs(new Date(before), -SESSION_IDLE_MS)))]),
});
