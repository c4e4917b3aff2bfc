import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { EVENTS_WRITE_SCOPE } from '@rc/contract/api-keys';
import type { Clock } from '@/context.ts';
import { iso } from '@/context.ts';
import type { Database } from '@/db/schema.ts';
import { writeAudit } from '@/audit/audit.repository.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '@/http/errors.ts';
import { createApiKeyRepository, type ApiKeyRow } from './api-key.repository.ts';

/** The scope that lets a key post view events; the contract lists it with every other scope. */
export { EVENTS_WRITE_SCOPE };
const KEY_PREFIX = 'rcpk_';
/** last_used_at is written at most this often, so busy senders do not write it on every batch. */
const TOUCH_EVERY_MS = 60 * 1000;

export type ApiKeySummary = {
  id: number;
  name: string;
  prefix: string;
  scopes: string[];
  contributor_id: number | null;
  institution_id: number | null;
  created_at: string;
  created_by: number | null;
  last_used_at: string | null;
  revoked_at: string | null;
};

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

function toSummary(row: ApiKeyRow): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes.split(' ').filter(Boolean),
    contributor_id: row.contributor_id,
    institution_id: row.institution_id,
    created_at: row.created_at,
    created_by: row.created_by,
    last_used_at: row.last_used_at,
    revoked_at: row.revoked_at,
  };
}

/** Whom a bound key speaks for: a Circle contributor or an institution. */
export type KeyOwner = { contributorId?: number | null; institutionId?: number | null };

/** Who made a change, for created_by and the audit entry; the command line leaves it out. */
export type KeyActor = { actorId?: number | null; requestId?: string | null };

const invalidKey = (message: string) => new AppError(401, 'UNAUTHENTICATED', message);

/**
 * The core of public API keys: issuing, hashing, checking a key on a call and its scopes, revoking.
 * Every area that takes calls with a key (view events, Circle submissions, placements) checks
 * through it; the console's key screen (api-keys.service.ts) manages keys with it.
 */
export function createApiKeyService(deps: { db: Kysely<Database>; clock: Clock }) {
  const repo = createApiKeyRepository(deps.db);

  return {
    /**
     * A new key: the caller shows `key` once; only its hash is stored. A contributor's or an
     * institution's key also names whom it speaks for.
     */
    async create(
      name: string,
      scopes: string[] = [EVENTS_WRITE_SCOPE],
      owner: KeyOwner = {},
      by: KeyActor = {},
    ): Promise<{ key: string; summary: ApiKeySummary }> {
      const { contributorId = null, institutionId = null } = owner;
      const trimmed = name.trim();
      if (!trimmed || trimmed.length > 100)
        throw badRequest('Give the key a name of 1 to 100 characters.', { name: 'Required, at most 100 characters' });
      const key = `${KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
      const now = iso(deps.clock.now());
      const row = await deps.db.transaction().execute(async (trx) => {
        const created = await createApiKeyRepository(trx).insert({
          name: trimmed,
          key_hash: hashApiKey(key),
          prefix: key.slice(0, KEY_PREFIX.length + 6),
          scopes: scopes.join(' '),
          contributor_id: contributorId,
          institution_id: institutionId,
          created_at: now,
          created_by: by.actorId ?? null,
          last_used_at: null,
          revoked_at: null,
        });
        await writeAudit(trx, {
          actorId: by.actorId ?? null,
          action: 'create',
          entity: 'public_api_key',
          entityId: created.id,
          after: {
            name: created.name,
            prefix: created.prefix,
            scopes: created.scopes,
            contributor_id: created.contributor_id,
            institution_id: created.institution_id,
          },
          requestId: by.requestId ?? null,
          at: now,
        });
        return created;
      });
      return { key, summary: toSummary(row) };
    },

    async list(): Promise<ApiKeySummary[]> {
      return (await repo.list()).map(toSummary);
    },

    /** Ends a key at once: the next call with it answers 401. A key already revoked is a 409. */
    async revoke(id: number, by: KeyActor = {}): Promise<ApiKeySummary> {
      const now = iso(deps.clock.now());
      return deps.db.transaction().execute(async (trx) => {
        const keys = createApiKeyRepository(trx);
        const before = await keys.findById(id);
        if (!before) throw notFound(`No API key #${id}.`);
        // Only the caller whose update changed the row audits it, so two revokes at once make one entry.
        if (before.revoked_at || !(await keys.revoke(id, now))) throw conflict(`API key #${id} is already revoked.`);
        await writeAudit(trx, {
          actorId: by.actorId ?? null,
          action: 'revoke',
          entity: 'public_api_key',
          entityId: id,
          before: { revoked_at: null },
          after: { revoked_at: now },
          requestId: by.requestId ?? null,
          at: now,
        });
        return toSummary((await keys.findById(id))!);
      });
    },

    /** The live key behind an `X-Api-Key` header value holding `scope`, or a 401 / 403 saying what is wrong. */
    async authenticate(header: string | string[] | undefined, scope: string): Promise<ApiKeyRow> {
      const value = Array.isArray(header) ? header[0] : header;
      if (!value) throw invalidKey('Send your public API key in the X-Api-Key header.');
      if (value.length > 200) throw invalidKey('The X-Api-Key header does not hold a valid API key.');
      const row = await repo.findByHash(hashApiKey(value.trim()));
      if (!row) throw invalidKey('The X-Api-Key header does not hold a valid API key.');
      if (row.revoked_at) throw invalidKey('This API key has been revoked; ask the console team for a new one.');
      if (!row.scopes.split(' ').includes(scope)) throw forbidden(`This API key does not hold the ${scope} scope.`);
      const now = deps.clock.now();
      if (!row.last_used_at || now.getTime() - Date.parse(row.last_used_at) > TOUCH_EVERY_MS) await repo.touch(row.id, iso(now));
      return row;
    },
  };
}
