import type { Kysely, Selectable, SelectQueryBuilder } from 'kysely';
import type { SlideContentType } from '@rc/contract/resources/hybrid-slider.resource';
import type { Database } from '@/db/schema.ts';
import type { HybridSliderTable } from '@/db/tables/placement.table.ts';

/** A slide's content as the carousel needs it: what it shows and whether it is live. */
export type SlideContent = {
  id: number;
  title: string;
  summary: string | null;
  thumbnail: string | null;
  slug: string | null;
  status: string;
  published_at: string | null;
  scheduled_at: string | null;
  deleted_at: string | null;
};

type ContentType = Exclude<SlideContentType, 'URL'>;

/** SQL of the content a slide points at, per content type (one query per type, whatever the count). */
export function createSlideContentRepository(db: Kysely<Database>) {
  // Each type reads its own table under the same column names.
  function query(type: ContentType): SelectQueryBuilder<Database, 'algo_research', SlideContent> {
    return pick(type) as unknown as SelectQueryBuilder<Database, 'algo_research', SlideContent>;
  }
  function pick(type: ContentType) {
    switch (type) {
      case 'ALGORESEARCH':
        return db
          .selectFrom('algo_research')
          .select([
            'id',
            'title',
            'first_summary as summary',
            'thumbnail',
            'slug',
            'status',
            'published_at',
            'scheduled_at',
            'deleted_at',
          ]);
      case 'ALGONEWS':
        return db
          .selectFrom('algo_news')
          .select(['id', 'title', 'summary', 'thumbnail', 'slug', 'status', 'published_at', 'scheduled_at', 'deleted_at']);
      case 'INSTITUTIONCONTENT':
        return db
          .selectFrom('institution_content')
          .select(['id', 'title', 'summary', 'thumbnail', 'slug', 'status', 'published_at', 'scheduled_at', 'deleted_at']);
      case 'CIRCLE':
        return db
          .selectFrom('circle_research')
          .select([
            'id',
            'article_title as title',
            'first_summary as summary',
            'thumbnail',
            'article_slug as slug',
            'status',
            'published_at',
            'scheduled_at',
            'deleted_at',
          ]);
    }
  }

  return {
    async find(type: ContentType, id: number): Promise<SlideContent | undefined> {
      return (await query(type).where('id', '=', id).executeTakeFirst()) as SlideContent | undefined;
    },

    async findMany(type: ContentType, ids: readonly number[]): Promise<SlideContent[]> {
      if (ids.length === 0) return [];
      return (await query(type)
        .where('id', 'in', [...ids])
        .execute()) as SlideContent[];
    },

    /** Active slides whose time has come and not passed at `at`, in carousel order. */
    liveSlides(at: string): Promise<Selectable<HybridSliderTable>[]> {
      return db
        .selectFrom('hybrid_sliders')
        .selectAll()
        .where('deleted_at', 'is', null)
        .where('active', '=', 1)
        .where('start_at', '<=', at)
        .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', at)]))
        .orderBy('sort_order')
        .orderBy('id')
        .execute();
    },
  };
}
