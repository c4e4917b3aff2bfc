import type { ResourceHooks } from '@/resources/resource-hooks.ts';
import { assertContentLinks } from '@/modules/algo-content/index.ts';
import { createInstitutionRepository } from './institution.repository.ts';
import { assertInstitutionForContent } from './institution.rules.ts';

/**
 * Institution content is filed under an active institution (a report already filed keeps its
 * institution when that firm is later made inactive) and links like research: an active category,
 * research tags, known tickers.
 */
export const institutionContentHooks: ResourceHooks = {
  async beforeChange({ trx, data, previous }) {
    const institutionId = Number(data.institution_id);
    if (previous?.institution_id !== institutionId)
      await assertInstitutionForContent(createInstitutionRepository(trx), institutionId, 'institution_id');
    await assertContentLinks(trx, data, 'RESEARCH');
  },
};
