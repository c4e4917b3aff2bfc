import { badRequest, forbidden } from '@/http/errors.ts';
import type { InstitutionRepository } from './institution.repository.ts';

/** Staff file new content only under a live, active institution; anything else is a field error. */
export async function assertInstitutionForContent(repo: InstitutionRepository, id: number, field: string): Promise<void> {
  const institution = await repo.institutionState(id);
  if (institution && !institution.deleted_at && institution.status === 'ACTIVE') return;
  const message =
    !institution || institution.deleted_at
      ? `No institution with id ${id}; choose one from the broker list`
      : `${institution.name} is inactive; reactivate it in Broker Data or choose another institution`;
  throw badRequest('Check the institution: content is filed under an active institution.', { [field]: message });
}

/** An institution's key sends selections while the institution is live and active (403 otherwise, before the body). */
export async function assertInstitutionMaySubmit(repo: InstitutionRepository, id: number): Promise<void> {
  const institution = await repo.institutionState(id);
  if (!institution || institution.deleted_at)
    throw forbidden('This API key belongs to an institution that has been removed; submissions are refused.');
  if (institution.status !== 'ACTIVE')
    throw forbidden(`${institution.name} is inactive; submissions are refused until the console team reactivates it.`);
}
