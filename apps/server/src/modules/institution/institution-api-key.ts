import type { Kysely } from 'kysely';
import { PLACEMENT_SUBMIT_SCOPE } from '@rc/contract/institution';
import type { Clock } from '@/context.ts';
import type { Database } from '@/db/schema.ts';
import { notFound } from '@/http/errors.ts';
import { createApiKeyService } from '@/modules/api-keys/index.ts';
import { createInstitutionRepository } from './institution.repository.ts';

/** A public API key bound to an institution, for its stock selections (printed once by the CLI). */
export async function createInstitutionKey(deps: { db: Kysely<Database>; clock: Clock }, institutionId: number, name?: string) {
  const institution = await createInstitutionRepository(deps.db).institutionState(institutionId);
  if (!institution || institution.deleted_at) throw notFound(`No institution with id ${institutionId}.`);
  const keyName = name?.trim() || `${institution.name} (institution ${institution.broker_code})`;
  return createApiKeyService(deps).create(keyName.slice(0, 100), [PLACEMENT_SUBMIT_SCOPE], { institutionId: institution.id });
}
