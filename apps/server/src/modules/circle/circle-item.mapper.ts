import type { CircleItem } from '@rc/contract/circle';
import type { ContentStatus } from '@rc/contract/statuses';
import type { CircleRelations } from './circle.repository.ts';

type Source = Record<string, unknown>;

const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
const int = (v: unknown) => (v === null || v === undefined ? null : Number(v));

/**
 * A row (or an engine record) of circle_research as the specification's calls send it: the
 * fields of section 3 with the category and contributor beside their ids. Lists leave the
 * bodies out (`bodies: false`); preview and the content calls carry them.
 */
export function toCircleItem(row: Source, rel: CircleRelations | undefined, bodies: boolean): CircleItem {
  const categoryId = int(row.article_category_id);
  const writterId = Number(row.writter_id);
  const auditorId = int(row.auditor_id);
  const subId = int(row.sub_account_id);
  return {
    id: Number(row.id),
    article_title: String(row.article_title),
    thumbnail: text(row.thumbnail),
    article_category_id: categoryId,
    first_summary: text(row.first_summary),
    second_summary: text(row.second_summary),
    third_summary: text(row.third_summary),
    short_description: text(row.short_description),
    status: row.status as ContentStatus,
    writter_id: writterId,
    auditor_id: auditorId,
    article_slug: String(row.article_slug),
    updated_at: String(row.updated_at),
    deleted_at: text(row.deleted_at),
    published_at: text(row.published_at),
    created_at: String(row.created_at),
    category:
      categoryId !== null && rel?.article_category_name != null
        ? { id: categoryId, article_category_name: rel.article_category_name }
        : null,
    writter:
      rel?.writter_fullname != null ? { id: writterId, fullname: rel.writter_fullname, email: rel.writter_email ?? '' } : null,
    totalRequest: Number(row.request_count ?? 0),
    content_type: String(row.content_type),
    du: Number(row.du ?? 1),
    first_content: bodies ? text(row.first_content) : null,
    second_content: bodies ? text(row.second_content) : null,
    version: Number(row.version),
    sub_account: subId !== null && rel?.sub_fullname != null ? { id: subId, fullname: rel.sub_fullname } : null,
    auditor: auditorId !== null && rel?.auditor_fullname != null ? { id: auditorId, fullname: rel.auditor_fullname } : null,
    response_note: text(row.response_note),
    has_live_version: row.status === 'REQUEST',
  };
}
