import type { Kysely } from 'kysely';
import type { Database } from '@/db/schema.ts';

/**
 * Statuses under which content is live for readers: APPROVED, and REQUEST (a change awaits approval
 * while the approved version stays published; DOMAIN.md, Content status and workflow).
 */
const LIVE_STATUSES = ['APPROVED', 'REQUEST'];

export function createAnalyticsCountRepository(db: Kysely<Database>) {
  async function countPublished(table: 'algo_research' | 'algo_news', now: string): Promise<number> {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('deleted_at', 'is', null)
      .where('status', 'in', LIVE_STATUSES)
      .where('published_at', 'is not', null)
      .where('published_at', '<=', now)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  return {
    async verifiedClients(): Promise<number> {
      const row = await db
        .selectFrom('clients')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('deleted_at', 'is', null)
        .where('verified_at', 'is not', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    publishedResearch: (now: string) => countPublished('algo_research', now),
    publishedNews: (now: string) => countPublished('algo_news', now),
  };
}
