import { badRequest } from '@/http/errors.ts';
import type { ResourceHooks } from '@/resources/resource-hooks.ts';
import { createContributorRepository } from './contributor.repository.ts';

/**
 * A sub-account belongs to one live contributor from its creation on; moving it to another
 * contributor would move its articles' authorship, so the parent cannot change.
 */
export const subAccountHooks: ResourceHooks = {
  async beforeChange({ trx, operation, data, previous }) {
    const parentId = Number(data.contributor_id);
    if (operation === 'update' && previous && parentId !== previous.contributor_id) {
      throw badRequest('A sub-account stays with its contributor.', {
        contributor_id: `Keep contributor ${String(previous.contributor_id)}; create a new sub-account under the other contributor instead`,
      });
    }
    if (operation !== 'create') return;
    const parent = await createContributorRepository(trx).findPresence(parentId);
    if (!parent || parent.deleted_at) {
      throw badRequest('The contributor of this sub-account does not exist.', {
        contributor_id: `No contributor with id ${parentId}${parent ? ' (it is in the trash)' : ''}; open the contributor and add the sub-account there`,
      });
    }
  },
};
