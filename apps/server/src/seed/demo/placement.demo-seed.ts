import type { AppContext } from '@/context.ts';
import { placeholderPng } from './demo-png.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo carousel (SEED_DEMO), after research, news, Circle and institution content: the newest
 * published piece of each area, an outside link with its own banner, and one slide whose content
 * is not published yet (the editor warns about it). Filled only while there are no slides.
 */
export async function seedPlacementDemo(ctx: AppContext): Promise<{ slides: number }> {
  const db = ctx.db.kysely;
  if (await db.selectFrom('hybrid_sliders').select('id').limit(1).executeTakeFirst()) return { slides: 0 };
  const now = ctx.clock.now();
  const start = new Date(now.getTime() - 7 * DAY_MS).toISOString();
  const newest = async (table: 'algo_research' | 'algo_news' | 'circle_research' | 'institution_content', published: boolean) =>
    (
      await db
        .selectFrom(table)
        .select('id')
        .where('deleted_at', 'is', null)
        .where('published_at', published ? 'is not' : 'is', null)
        .orderBy('updated_at', 'desc')
        .limit(1)
        .executeTakeFirst()
    )?.id ?? null;
  const banner = 'hybrid-slider/demo-webinar.png';
  await ctx.media.put(banner, placeholderPng(800, 300, [31, 95, 139], [65, 152, 211]), 'image/png');

  const titleOf = async (table: 'algo_research' | 'algo_news' | 'circle_research' | 'institution_content', id: number) => {
    const column = table === 'circle_research' ? 'article_title' : 'title';
    const row = await db
      .selectFrom(table)
      .select(`${column} as title` as 'title')
      .where('id', '=', id)
      .executeTakeFirst();
    return (row as { title?: string } | undefined)?.title ?? null;
  };
  const slides: Array<{
    content_type: string;
    table?: 'algo_research' | 'algo_news' | 'circle_research' | 'institution_content';
    id: number | null;
  }> = [
    { content_type: 'ALGORESEARCH', table: 'algo_research', id: await newest('algo_research', true) },
    { content_type: 'ALGONEWS', table: 'algo_news', id: await newest('algo_news', true) },
    { content_type: 'CIRCLE', table: 'circle_research', id: await newest('circle_research', true) },
    { content_type: 'INSTITUTIONCONTENT', table: 'institution_content', id: await newest('institution_content', true) },
    { content_type: 'URL', id: null },
    { content_type: 'ALGORESEARCH', table: 'algo_research', id: await newest('algo_research', false) },
  ];
  let order = 0;
  for (const slide of slides) {
    if (slide.content_type !== 'URL' && slide.id === null) continue;
    const title = slide.table && slide.id !== null ? await titleOf(slide.table, slide.id) : 'Webinar: Outlook Pasar 2027';
    await db
      .insertInto('hybrid_sliders')
      .values({
        content_type: slide.content_type,
        content_id: slide.id,
        url: slide.content_type === 'URL' ? 'https://events.example.com/outlook-2027' : null,
        title,
        subtitle: slide.content_type === 'URL' ? 'Kamis, 4 Desember 2026, 19.00 WIB, daring dan gratis' : null,
        image: slide.content_type === 'URL' ? banner : null,
        sort_order: ++order,
        start_at: start,
        end_at: null,
        active: 1,
        created_at: start,
        updated_at: start,
        created_by: null,
        updated_by: null,
        deleted_at: null,
      })
      .execute();
  }
  return { slides: order };
}
