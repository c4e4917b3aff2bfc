import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';
import { badRequest } from '@/http/errors.ts';
import { createTaxonomyRepository } from './taxonomy.repository.ts';

/** Content is filed under a live, active category; anything else is a field error on `field`. */
export async function assertCategory(db: Kysely<Database>, id: number, field: string): Promise<void> {
  const state = await createTaxonomyRepository(db).categoryState(id);
  if (state === 'ok') return;
  const message =
    state === 'missing'
      ? `No category with id ${id}; choose one from the category list`
      : 'This category is inactive; choose an active one';
  throw badRequest('Check the category: content is filed under an active category.', { [field]: message });
}

/** Every tag exists and applies to `scope` (or to both research and news). */
export async function assertTags(db: Kysely<Database>, ids: readonly number[], scope: 'RESEARCH' | 'NEWS', field: string) {
  const scopes = await createTaxonomyRepository(db).tagScopes(ids);
  const missing = ids.filter((id) => !scopes.has(id));
  const wrong = ids.filter((id) => scopes.has(id) && scopes.get(id) !== scope && scopes.get(id) !== 'BOTH');
  if (missing.length === 0 && wrong.length === 0) return;
  const area = scope === 'RESEARCH' ? 'research' : 'news';
  const message =
    missing.length > 0
      ? `No tag with id ${missing.join(', ')}; choose tags from the master tag list`
      : `Tag ${wrong.join(', ')} is not for ${area}; choose tags that apply to ${area} or to both`;
  throw badRequest('Check the tags.', { [field]: message });
}

/** Every plan code names a plan. */
export async function assertPlans(db: Kysely<Database>, codes: readonly string[], field: string): Promise<void> {
  const known = await createTaxonomyRepository(db).planCodes(codes);
  const unknown = codes.filter((c) => !known.has(c));
  if (unknown.length === 0) return;
  throw badRequest('Check the required plans.', {
    [field]: `No plan with code ${unknown.join(', ')}; choose plans from the subscription list`,
  });
}
