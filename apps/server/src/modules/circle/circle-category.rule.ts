import { badRequest } from '@/http/errors.ts';
import type { CircleRepository } from './circle.repository.ts';

/** Articles are filed under a live, active category; anything else is a field error. */
export async function assertCategory(repo: CircleRepository, id: number): Promise<void> {
  const state = await repo.categoryState(id);
  if (state === 'ok') return;
  const message =
    state === 'missing'
      ? `No category with id ${id}; choose one from the category list`
      : 'This category is inactive; choose an active one';
  throw badRequest('Check the category: articles need an active category.', { article_category_id: message });
}
