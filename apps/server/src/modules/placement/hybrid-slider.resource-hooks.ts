import { z } from 'zod';
import { can } from '@rc/contract/permissions';
import { SLIDE_METADATA_FIELDS, type SlideContentType } from '@rc/contract/resources/hybrid-slider.resource';
import { badRequest, forbidden } from '@/http/errors.ts';
import type { ResourceHooks } from '@/resources/resource-hooks.ts';
import { createSlideContentRepository } from './slide-content.repository.ts';
import { contentLink, slideWarnings } from './slide-content.ts';

const LABELS: Record<Exclude<SlideContentType, 'URL'>, string> = {
  ALGORESEARCH: 'Exclusive research',
  ALGONEWS: 'Insight item',
  CIRCLE: 'Circle item',
  INSTITUTIONCONTENT: 'institution content',
};

const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/**
 * Content placement: a slide points at content that exists (in any status: a slide may be
 * prepared before its content is published, and the editor warns); its title, subtitle and image
 * are the metadata only METADATAHYBRIDSLIDER update may set. A slide made without them takes its
 * content's title, so the list names every slide. The detail call adds the content's status and
 * the editor's warnings.
 */
export const hybridSliderHooks: ResourceHooks = {
  async beforeChange({ trx, data, previous, actor }) {
    const type = data.content_type as SlideContentType;
    const mayEditMetadata = can(actor.permissions, 'METADATAHYBRIDSLIDER', 'update');
    // An outside link has no content of its own: its title and image are the slide, not overrides.
    if (!mayEditMetadata && type !== 'URL') {
      const changed = SLIDE_METADATA_FIELDS.filter((field) =>
        previous ? !same(previous[field], data[field]) : data[field] !== null && data[field] !== undefined,
      );
      const contentChanged = previous && (previous.content_type !== type || previous.content_id !== data.content_id);
      // A new or re-pointed slide takes its content's title: not an override by the person.
      const onlyDefaultTitle = changed.every((f) => f === 'title') && (!previous || contentChanged);
      if (changed.length > 0 && !onlyDefaultTitle)
        throw forbidden(
          `Changing a slide's ${changed.join(', ')} needs the update permission on METADATAHYBRIDSLIDER; leave them as they are.`,
        );
    }
    if (type === 'URL') return data;
    const content = await createSlideContentRepository(trx).find(type, Number(data.content_id));
    if (!content || content.deleted_at !== null)
      throw badRequest(`No ${LABELS[type]} with id ${String(data.content_id)}; it may have been removed. Choose it again.`, {
        content_id: `No ${LABELS[type]} with id ${String(data.content_id)}`,
      });
    const contentChanged = !previous || previous.content_type !== type || previous.content_id !== data.content_id;
    if (!data.title || (contentChanged && !mayEditMetadata)) return { ...data, title: content.title };
    return data;
  },

  afterReadFields: {
    /** The content the slide points at, as readers would meet it (null: an outside link, or gone). */
    content: z
      .object({
        title: z.string(),
        status: z.string(),
        published_at: z.string().nullable(),
        scheduled_at: z.string().nullable(),
        deleted: z.boolean(),
        link: z.string(),
      })
      .nullable(),
    /** Why the slide would not show now, in words. */
    warnings: z.array(z.string()),
  },
  async afterRead({ ctx, record }) {
    const type = record.content_type as SlideContentType;
    if (type === 'URL') return { ...record, content: null, warnings: [] };
    const content = await createSlideContentRepository(ctx.db.kysely).find(type, Number(record.content_id));
    return {
      ...record,
      content: content
        ? {
            title: content.title,
            status: content.status,
            published_at: content.published_at,
            scheduled_at: content.scheduled_at,
            deleted: content.deleted_at !== null,
            link: contentLink(ctx.config.siteUrl, type, content),
          }
        : null,
      warnings: slideWarnings(content, (record.start_at as string | null) ?? null),
    };
  },
};
