import type { Kysely } from 'kysely';
import { CIRCLE_SUBMIT_SCOPE } from '@rc/contract/circle';
import type { Clock } from '@/context.ts';
import type { Dialect } from '@/db/database.ts';
import type { Database } from '@/db/schema.ts';
import { notFound } from '@/http/errors.ts';
import { createApiKeyService } from '@/modules/api-keys/index.ts';
import { createCircleRepository } from './circle.repository.ts';

/** A public API key bound to a contributor, for their site's submissions (printed once by the CLI). */
export async function createContributorKey(
  deps: { db: Kysely<Database>; clock: Clock; dialect: Dialect },
  contributorId: number,
  name?: string,
) {
  const contributor = await createCircleRepository(deps.db, deps.dialect).contributorState(contributorId);
  if (!contributor || contributor.deleted_at) throw notFound(`No contributor with id ${contributorId}.`);
  const keyName = name?.trim() || `${contributor.fullname} (contributor ${contributor.id})`;
  return createApiKeyService(deps).create(keyName.slice(0, 100), [CIRCLE_SUBMIT_SCOPE], { contributorId: contributor.id });
}
