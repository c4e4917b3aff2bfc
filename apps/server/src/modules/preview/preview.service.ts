import { accountWallResource } from '@rc/contract/resources/account-wall.resource';
import { subscriptionResource } from '@rc/contract/resources/subscription.resource';
import { findResource } from '@rc/contract/resources/resource-registry';
import {
  FREE,
  GUEST,
  PREVIEW_AREAS,
  PREVIEW_AREA_SETTINGS,
  buildReaderPreview,
  readerOf,
  type PreviewArea,
  type PreviewPlan,
  type PreviewWall,
  type ReaderPreview,
  type ReaderPreviewContext,
} from '@rc/contract/reader-preview';
import { CONTENT_STATUSES, type ContentStatus } from '@rc/contract/statuses';
import type { AppContext } from '@/context.ts';
import { createAnswerCache } from '@/http/answer-cache.ts';
import { badRequest, notFound } from '@/http/errors.ts';
import type { ResourceModels } from '@/resources/resource-registry.ts';
import { createResourceRepository, type ResourceRepository } from '@/resources/resource.repository.ts';
import type { ResourceModel } from '@/resources/resource-model.ts';
import { createPreviewRepository } from './preview.repository.ts';

const statusOf = (value: unknown): ContentStatus | null =>
  (CONTENT_STATUSES as readonly unknown[]).includes(value) ? (value as ContentStatus) : null;

/**
 * The reader preview: a record of a content area as a guest, a free reader or a plan's subscriber
 * sees it on the public site, by the contract's entitlement rule. Records are read through the
 * engine's repository (side lists such as the required plans come attached); a record waiting for
 * a change to be approved (REQUEST) is previewed as proposed (docs/domain.md).
 *
 * An answer is kept (as the JSON sent) while the change counters of the record's table, the walls
 * and the plans stay where they were, on any API node, and for a few seconds at most: an editor
 * switching "Preview as" back and forth, or several staff previewing the same record, read one
 * counter instead of the record, its side lists, the wall and the plans.
 */
export function createPreviewService(ctx: AppContext, models: ResourceModels) {
  const settings = createPreviewRepository(ctx.db.kysely, {
    wall: models.of(accountWallResource),
    plan: models.of(subscriptionResource),
  });
  const areas = Object.fromEntries(
    PREVIEW_AREAS.map((area) => {
      // A preview area is a definition that declares `preview`, by its name.
      const model = models.of(findResource(area)!);
      return [area, { model, records: createResourceRepository(model, ctx.db.dialect, ctx.db.kysely) }];
    }),
  ) as Record<PreviewArea, { model: ResourceModel; records: ResourceRepository }>;

  async function wallOf(area: PreviewArea): Promise<PreviewWall> {
    const wall = await settings.wall(PREVIEW_AREA_SETTINGS[area].wall);
    // The server creates every area's settings record at start; a missing one is a broken database.
    if (!wall) throw new Error(`No account-wall settings for ${PREVIEW_AREA_SETTINGS[area].wall}`);
    return wall;
  }

  // A body can be long (up to the 1 MiB a request may carry): the kept text is bounded, not only the count.
  const kept = createAnswerCache(ctx.clock, { maxEntries: 1_000, maxAgeMs: 5_000, maxChars: 4_000_000 });

  function badReader(as: string | undefined, plans: readonly PreviewPlan[]) {
    const choices = [GUEST, FREE, ...plans.map((p) => p.code)].join(', ');
    const given = as === undefined || as.trim() === '' ? 'as is required' : `No reader or plan is called ${as.slice(0, 40)}`;
    return badRequest(`${given}: preview as one of ${choices}.`, { as: `One of ${choices}` });
  }

  async function preview(area: PreviewArea, id: number, as: string | undefined): Promise<ReaderPreview> {
    const { model, records } = areas[area];
    const [row, wall, plans] = await Promise.all([records.findById(id), wallOf(area), settings.plans()]);
    const reader = as === undefined ? undefined : readerOf(as, plans);
    if (!reader) throw badReader(as, plans);
    if (!row || row.deleted_at) {
      throw notFound(`No ${model.def.labels.singular.toLowerCase()} with id ${id}. It may have been removed; reload the list.`);
    }
    const record = model.toRecord(row);
    return buildReaderPreview({ area, id, status: statusOf(record.status), values: record, wall, plans, reader });
  }

  return {
    /** The area's wall and the plans: what the console needs to run the rule on values being typed. */
    async context(area: PreviewArea): Promise<ReaderPreviewContext> {
      const [wall, plans] = await Promise.all([wallOf(area), settings.plans()]);
      return { area, wall, plans };
    },

    /** The preview as the JSON text of `{ data }`, kept while nothing it was read from has changed. */
    async previewText(area: PreviewArea, id: number, as: string | undefined): Promise<string> {
      const changes = await settings.changes(areas[area].model.table);
      return kept.read(`${area}|${id}|${as ?? ''}`, changes, async () => JSON.stringify({ data: await preview(area, id, as) }));
    },
  };
}
