import { badRequest, forbidden } from '@/http/errors.ts';
import type { CircleRepository } from './circle.repository.ts';

/**
 * Who may submit: the key's contributor while it is live and ACTIVE, and, when the article names
 * one, a live and ACTIVE sub-account of that contributor. A suspended contributor's published
 * articles are not touched; only new submissions stop.
 */
export async function assertContributorMaySubmit(repo: CircleRepository, contributorId: number): Promise<void> {
  const contributor = await repo.contributorState(contributorId);
  if (!contributor || contributor.deleted_at) {
    throw forbidden('This API key belongs to a contributor who has been removed; submissions are refused.');
  }
  if (contributor.status !== 'ACTIVE') {
    throw forbidden('This contributor account is suspended; submissions are refused until the console team reactivates it.');
  }
}

export async function assertSubAccountMaySubmit(
  repo: CircleRepository,
  contributorId: number,
  subAccountId: number,
): Promise<void> {
  const sub = await repo.subAccountState(subAccountId);
  if (!sub || sub.deleted_at || sub.contributor_id !== contributorId) {
    throw badRequest('Check sub_account_id: it must be one of your sub-accounts.', {
      sub_account_id: `No sub-account ${subAccountId} under this contributor`,
    });
  }
  if (sub.status !== 'ACTIVE') throw forbidden('This sub-account is suspended; its submissions are refused.');
}
