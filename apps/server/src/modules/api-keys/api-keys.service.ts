import type { ApiKeyCreate, ApiKeyCreated, ApiKeyListItem, ApiKeyOwner } from '@rc/contract/api-keys';
import type { AppContext } from '@/context.ts';
import { badRequest } from '@/http/errors.ts';
import { createApiKeyService, type ApiKeySummary, type KeyActor } from './api-key.service.ts';
import { createApiKeysRepository } from './api-keys.repository.ts';

function ownerOf(
  key: { contributor_id: number | null; institution_id: number | null },
  names: { contributor?: string | null; institution?: string | null },
): ApiKeyOwner | null {
  if (key.contributor_id !== null) return { kind: 'contributor', id: key.contributor_id, name: names.contributor ?? null };
  if (key.institution_id !== null) return { kind: 'institution', id: key.institution_id, name: names.institution ?? null };
  return null;
}

function toListItem(summary: ApiKeySummary, owner: ApiKeyOwner | null): ApiKeyListItem {
  const { contributor_id: _c, institution_id: _i, ...rest } = summary;
  return { ...rest, owner };
}

/**
 * The console's API key calls, on the same key service as `npm run api-key`: it hashes and stores
 * keys and writes their audit entries; this adds the owners' names and checks that an owner exists.
 */
export function createApiKeysService(ctx: AppContext) {
  const keys = createApiKeyService({ db: ctx.db.kysely, clock: ctx.clock });
  const repo = createApiKeysRepository(ctx.db.kysely);

  return {
    async list(id?: number): Promise<ApiKeyListItem[]> {
      const rows = await repo.listWithOwners(id);
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        prefix: row.prefix,
        scopes: row.scopes.split(' ').filter(Boolean),
        owner: ownerOf(row, { contributor: row.contributor_name, institution: row.institution_name }),
        created_at: row.created_at,
        created_by: row.created_by,
        last_used_at: row.last_used_at,
        revoked_at: row.revoked_at,
      }));
    },

    async create(body: ApiKeyCreate, by: KeyActor): Promise<ApiKeyCreated> {
      const contributorId = body.contributor_id ?? null;
      const institutionId = body.institution_id ?? null;
      const names: { contributor?: string; institution?: string } = {};
      if (contributorId !== null) {
        names.contributor = await repo.liveContributorName(contributorId);
        if (names.contributor === undefined)
          throw badRequest(`No contributor with id ${contributorId}.`, {
            contributor_id: `contributor_id ${contributorId} is not an existing contributor`,
          });
      }
      if (institutionId !== null) {
        names.institution = await repo.liveInstitutionName(institutionId);
        if (names.institution === undefined)
          throw badRequest(`No institution with id ${institutionId}.`, {
            institution_id: `institution_id ${institutionId} is not an existing institution`,
          });
      }
      const { key, summary } = await keys.create(body.name, body.scopes, { contributorId, institutionId }, by);
      return { key, api_key: toListItem(summary, ownerOf(summary, names)) };
    },

    async revoke(id: number, by: KeyActor): Promise<ApiKeyListItem> {
      await keys.revoke(id, by);
      const [revoked] = await this.list(id);
      return revoked!;
    },
  };
}
