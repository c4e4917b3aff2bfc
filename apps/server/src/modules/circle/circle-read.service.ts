import type { CircleContent, CircleHistoryEntry, CircleItem, CircleList, CirclePreview } from '@rc/contract/circle';
import type { AppContext } from '@/context.ts';
import { notFound } from '@/http/errors.ts';
import { parseListQuery } from '@/resources/resource-list-query.ts';
import { createResourceRepository } from '@/resources/resource.repository.ts';
import { toHistoryEntry } from './circle-history.ts';
import { toCircleItem } from './circle-item.mapper.ts';
import { circleResearchModel } from './circle-model.ts';
import type { AnswerCache } from '@/http/answer-cache.ts';
import { createCircleRepository, type CircleRow } from './circle.repository.ts';

/**
 * The reading calls of section 7: the moderation list (the engine's list with the spec's
 * parameters, plus the names of category, contributor and reviewer), preview, the two content
 * parts and the history. (The badge total is the change feed's.)
 */
/** A kept list page: the ids in their order and the total; rows and names are always read fresh. */
type KeptPage = { ids: number[]; total: number };

export function createCircleReadService(ctx: AppContext, deps: { lists: AnswerCache }) {
  const model = circleResearchModel(ctx);
  const items = createResourceRepository(model, ctx.db.dialect, ctx.db.kysely);
  const repo = createCircleRepository(ctx.db.kysely, ctx.db.dialect);

  async function mustFind(id: number): Promise<CircleRow> {
    const row = await repo.findRow(id);
    if (!row) throw notFound(`No Circle article with id ${id}. It may have been removed; reload the list.`);
    return row;
  }

  async function withNames(rows: ReadonlyArray<Record<string, unknown>>, bodies: boolean): Promise<CircleItem[]> {
    const names = await repo.relations(rows.map((r) => Number(r.id)));
    return rows.map((r) => toCircleItem(r, names.get(Number(r.id)), bodies));
  }

  return {
    /**
     * `page`, `limit`, `sortdesc`, `status`, `query` as the specification names them; `sortby`,
     * `trashed` and `writter_id` as the engine's other lists take them. Empty values mean the default.
     */
    async list(query: Record<string, unknown>): Promise<CircleList> {
      const options = parseListQuery(model, query);
      const page = { page: options.page, limit: options.limit };
      // Which ids, kept while Circle's change counter stays put (any change on any node moves it);
      // the rows and names are always read now.
      let read: { rows: Array<Record<string, unknown>>; total: number } | undefined;
      const kept = await deps.lists.read(JSON.stringify(options), await repo.changes(), async () => {
        read = await items.list(options);
        return JSON.stringify({ ids: read.rows.map((r) => Number(r.id)), total: read.total } satisfies KeptPage);
      });
      if (read) return { data: await withNames(read.rows, false), total: read.total, ...page };
      const { ids, total } = JSON.parse(kept) as KeptPage;
      return { data: await withNames(await items.findByIds(ids), false), total, ...page };
    },

    /** One article (any status, trashed ones too) as a reader would see it, under the current disclosure. */
    async preview(id: number): Promise<CirclePreview> {
      const row = await mustFind(id);
      const [item] = await withNames([row], true);
      const disclosure = await repo.currentDisclosure();
      const live = row.live_snapshot ? (JSON.parse(row.live_snapshot) as Record<string, unknown>) : null;
      return {
        ...item!,
        disclosure: disclosure ?? null,
        live: live
          ? { article_title: String(live.article_title), short_description: (live.short_description as string | null) ?? null }
          : null,
      };
    },

    async content(id: number, part: 'first' | 'second'): Promise<CircleContent> {
      const row = await mustFind(id);
      return { id: row.id, article_title: row.article_title, content: part === 'first' ? row.first_content : row.second_content };
    },

    async history(id: number, page: { page: number; limit: number }) {
      const row = await mustFind(id);
      const [{ rows, total }, name] = await Promise.all([repo.history(id, page), repo.contributorName(row.writter_id)]);
      const contributor = name === undefined ? null : { id: row.writter_id, fullname: name };
      const data: CircleHistoryEntry[] = rows.map((r) => toHistoryEntry(r, model, contributor));
      // A category change reads as its names, not its ids.
      const categoryChanges = data.flatMap((e) => e.changes.filter((c) => c.field === 'article_category_id'));
      const ids = [
        ...new Set(categoryChanges.flatMap((c) => [c.before, c.after]).filter((v): v is number => typeof v === 'number')),
      ];
      const names = await repo.categoryNames(ids);
      for (const change of categoryChanges) {
        change.before = names.get(change.before as number) ?? change.before;
        change.after = names.get(change.after as number) ?? change.after;
      }
      return { data, total, page: page.page, limit: page.limit };
    },

    withNames,
  };
}

export type CircleReadService = ReturnType<typeof createCircleReadService>;
