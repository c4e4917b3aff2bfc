import type { SlideContentType } from '@rc/contract/resources/hybrid-slider.resource';
import type { SlideContent } from './slide-content.repository.ts';

/** Published and not in the trash: what readers may see (a change under review keeps its live version). */
export const isLive = (c: SlideContent) => c.deleted_at === null && c.published_at !== null;

/** Where a reader opens a piece of content on the public site. */
export function contentLink(siteUrl: string, type: Exclude<SlideContentType, 'URL'>, c: SlideContent): string {
  const slug = c.slug ?? String(c.id);
  switch (type) {
    case 'ALGORESEARCH':
      return `${siteUrl}/research/${slug}`;
    case 'ALGONEWS':
      return `${siteUrl}/news/${slug}`;
    case 'CIRCLE':
      return `${siteUrl}/circle/${slug}`;
    case 'INSTITUTIONCONTENT':
      return `${siteUrl}/institution/${slug}`;
  }
}

/**
 * Why a slide would not show as planned, for the editor: its content is in the trash, not
 * published, or published later than the slide starts.
 */
export function slideWarnings(content: SlideContent | undefined, startAt: string | null): string[] {
  if (!content) return ['The content this slide points at no longer exists: the slide does not show.'];
  if (content.deleted_at !== null) return ['Its content is in the trash: the slide does not show until it is restored.'];
  if (content.published_at === null) {
    if (content.scheduled_at && startAt && content.scheduled_at > startAt)
      return [`Its content is scheduled for ${content.scheduled_at}, after the slide starts: the slide shows only from then.`];
    return [`Its content is not published (${content.status.toLowerCase()}): the slide does not show until it is.`];
  }
  return [];
}
