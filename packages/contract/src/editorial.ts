import { z } from 'zod';
import { API } from './api-paths.ts';
import { listEnvelope, envelope } from './api.ts';
import { EDITORIAL_AREAS, EDITORIAL_AREA_NAMES, type EditorialAreaName, type EditorialPeople } from './editorial-areas.ts';
import { LIST_DEFAULTS, MAX_ID, type AnyResourceDefinition } from './resources/resource.ts';
import { findResource } from './resources/resource-registry.ts';
import { CONTENT_STATUSES, type ContentStatus } from './statuses.ts';

/**
 * The editorial desk (the Research screens): one queue of what staff may act on across every
 * workflow area they can read (editorial-areas.ts). See docs/domain.md, "Editorial desk".
 *
 * A row is in exactly one bucket, decided by the workflow status and the publication dates:
 *  - REVIEW: waiting for review, PENDING (new content) or REQUEST (a change to published content);
 *  - REVISION: sent back to the author with a note;
 *  - SCHEDULED: approved for a later publication and not live yet (status SCHEDULED). One whose
 *    time has just passed stays here until the publishing job has run, because it is still not live;
 *  - PUBLISHED: recently published, i.e. status APPROVED and published_at within the last
 *    RECENTLY_PUBLISHED_DAYS days (and not in the future).
 * DRAFT and REJECTED records, older publications and the trash are not on the desk.
 */

export const EDITORIAL_ROUTES = API.editorial;

/** "Recently published" looks back this many days. */
export const RECENTLY_PUBLISHED_DAYS = 7;

/** DRAFT: only in "My work" (a person's own drafts are their business until submitted). */
export const QUEUE_BUCKETS = ['REVIEW', 'REVISION', 'SCHEDULED', 'PUBLISHED', 'DRAFT'] as const;
export type QueueBucket = (typeof QUEUE_BUCKETS)[number];

/** How each bucket reads (tabs, badges); `statuses` are the workflow statuses it holds. */
export const QUEUE_BUCKET_OPTIONS = [
  {
    value: 'REVIEW',
    label: 'Waiting for review',
    statuses: ['PENDING', 'REQUEST'],
    hint: 'New content and changes to published content, waiting for a reviewer',
  },
  { value: 'REVISION', label: 'Sent back', statuses: ['REVISION'], hint: 'Back with the author, with a reviewer’s note' },
  { value: 'SCHEDULED', label: 'Scheduled', statuses: ['SCHEDULED'], hint: 'Approved; goes live at its scheduled time' },
  {
    value: 'PUBLISHED',
    label: 'Recently published',
    statuses: ['APPROVED'],
    hint: `Published in the last ${RECENTLY_PUBLISHED_DAYS} days`,
  },
] as const satisfies ReadonlyArray<{ value: QueueBucket; label: string; statuses: readonly ContentStatus[]; hint: string }>;

/**
 * What `status=` accepts: a bucket, or one of the two statuses waiting for review on its own, or
 * MINE: the signed-in person's own work not yet live (drafts, sent back, waiting, scheduled) in the
 * areas staff write. Absent: every bucket but drafts.
 */
export const QUEUE_STATUSES = ['REVIEW', 'PENDING', 'REQUEST', 'REVISION', 'SCHEDULED', 'PUBLISHED', 'MINE'] as const;

/** The "My work" tab: what it holds, as the other tabs are described. */
export const MY_WORK = {
  value: 'MINE',
  label: 'My work',
  hint: 'Your drafts, what was sent back to you, what waits for review and what is scheduled',
} as const;
export type QueueStatus = (typeof QUEUE_STATUSES)[number];

/**
 * The deepest row a page may reach (page × limit). Each area's part of the queue is read up to
 * this depth, so it bounds the work of one call; narrow the queue (status, area, author) instead.
 */
export const QUEUE_WINDOW = 10_000;

// ---------------------------------------------------------------------------------------------
// Identifiers

/**
 * A desk row's id, which names the area and the record: `<area>-<id>`, e.g. `algo-research-12`
 * or `circle-research-7`. It is the `:id` of /research/editor/existing/:id.
 */
export function deskRecordId(area: EditorialAreaName, id: number): string {
  return `${area}-${id}`;
}

export function parseDeskRecordId(text: string): { area: EditorialAreaName; id: number } | null {
  const match = /^([a-z][a-z-]*)-([1-9]\d{0,9})$/.exec(text);
  if (!match) return null;
  const area = EDITORIAL_AREA_NAMES.find((name) => name === match[1]);
  const id = Number(match[2]);
  return area && id <= MAX_ID ? { area, id } : null;
}

export const EDITORIAL_PEOPLE = ['staff', 'contributor'] as const satisfies readonly EditorialPeople[];

/** An author across areas: whose id it is and the id, `staff-12` or `contributor-7`. */
export function authorKey(people: EditorialPeople, id: number): string {
  return `${people}-${id}`;
}

export function parseAuthorKey(text: string): { people: EditorialPeople; id: number } | null {
  const match = /^(staff|contributor)-([1-9]\d{0,9})$/.exec(text);
  if (!match || Number(match[2]) > MAX_ID) return null;
  return { people: match[1] as EditorialPeople, id: Number(match[2]) };
}

/** An area's resource definition: its title field, module, labels and editor screens. */
export function editorialResource(name: EditorialAreaName): AnyResourceDefinition {
  const def = findResource(name);
  if (!def) throw new Error(`The editorial area ${name} names no resource definition`);
  return def;
}

// ---------------------------------------------------------------------------------------------
// GET /api/editorial/queue, /counts, /authors

const oneOf = (name: string, values: readonly string[]) => `${name} must be one of ${values.join(', ')}`;

const areaParam = z.enum(EDITORIAL_AREA_NAMES as [EditorialAreaName, ...EditorialAreaName[]], {
  error: oneOf('area', EDITORIAL_AREA_NAMES),
});

const authorParam = z
  .string({ error: 'author must be given once' })
  .refine((v) => parseAuthorKey(v) !== null, 'author must be staff-<id> or contributor-<id>, e.g. staff-12')
  // Described as what parseAuthorKey takes (the id also at most MAX_ID).
  .meta({ pattern: '^(staff|contributor)-[1-9][0-9]{0,9}$' });

/** The narrowing the queue and its counts share. */
export const editorialFilterSchema = z.strictObject({
  area: areaParam.optional().describe(`Only this area: ${EDITORIAL_AREA_NAMES.join(' | ')}`),
  author: authorParam.optional().describe('Only this author: staff-<id> (Exclusive, Insight) or contributor-<id> (Circle)'),
});

export const editorialQueueQuerySchema = editorialFilterSchema
  .safeExtend({
    status: z
      .enum(QUEUE_STATUSES, { error: oneOf('status', QUEUE_STATUSES) })
      .optional()
      .describe(`One bucket or status: ${QUEUE_STATUSES.join(' | ')}; absent: all of them`),
    page: z.coerce
      .number({ error: 'page must be a number' })
      .int('page must be a whole number')
      .min(1, 'page must be at least 1')
      .max(QUEUE_WINDOW, `page must be at most ${QUEUE_WINDOW}`)
      .default(LIST_DEFAULTS.page),
    limit: z.coerce
      .number({ error: 'limit must be a number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(LIST_DEFAULTS.maxLimit, `limit must be at most ${LIST_DEFAULTS.maxLimit}`)
      .default(LIST_DEFAULTS.limit),
  })
  .superRefine((q, ctx) => {
    if (q.status === 'MINE' && q.author) {
      ctx.addIssue({ code: 'custom', path: ['author'], message: 'My work is the signed-in person’s own: leave author out' });
    }
    if (q.page * q.limit > QUEUE_WINDOW) {
      ctx.addIssue({
        code: 'custom',
        path: ['page'],
        message: `The desk shows the first ${QUEUE_WINDOW} rows (page × limit at most ${QUEUE_WINDOW}): narrow it by status, area or author`,
      });
    }
  });
export type EditorialQueueQuery = z.output<typeof editorialQueueQuerySchema>;
export type EditorialQueueParams = z.input<typeof editorialQueueQuerySchema>;
export type EditorialFilter = z.output<typeof editorialFilterSchema>;

export const editorialRowSchema = z.object({
  /** The desk's id of the row (deskRecordId): area and record. */
  key: z.string(),
  area: z.enum(EDITORIAL_AREA_NAMES as [EditorialAreaName, ...EditorialAreaName[]]),
  /** The record's id in its area. */
  id: z.number().int(),
  title: z.string(),
  status: z.enum(CONTENT_STATUSES),
  bucket: z.enum(QUEUE_BUCKETS),
  /** The author's full name (a staff member, or Circle's contributor); null when unknown. */
  author: z.string().nullable(),
  /** The author as the `author` filter takes it (authorKey). */
  author_key: z.string().nullable(),
  updated_at: z.string(),
  scheduled_at: z.string().nullable(),
  published_at: z.string().nullable(),
});
export type EditorialRow = z.infer<typeof editorialRowSchema>;

/** The engine's list envelope; rows newest change first (updated_at, then id, descending). */
export const editorialQueueSchema = listEnvelope(editorialRowSchema);
export type EditorialQueue = z.infer<typeof editorialQueueSchema>['data'];

/** Rows per bucket (and per waiting status) for the filter, and their sum. */
export const editorialCountsSchema = z.object({
  total: z.number().int(),
  by: z.record(z.enum(QUEUE_STATUSES), z.number().int()),
});
export type EditorialCounts = { total: number; by: Record<QueueStatus, number> };

export const editorialAuthorSchema = z.object({
  key: z.string(),
  name: z.string(),
  people: z.enum(EDITORIAL_PEOPLE),
});
export type EditorialAuthor = z.infer<typeof editorialAuthorSchema>;

export const editorialAuthorsQuerySchema = z.strictObject({
  area: areaParam.optional().describe(`Only authors of this area: ${EDITORIAL_AREA_NAMES.join(' | ')}`),
});

/** Authors with live records in the areas asked about, by name (what the author filter offers). */
export const editorialAuthorsSchema = envelope(z.array(editorialAuthorSchema));

/** The areas of the desk, with their definitions, in the desk's order. */
export function editorialAreas() {
  return EDITORIAL_AREAS.map((area) => ({ ...area, resource: editorialResource(area.name) }));
}
