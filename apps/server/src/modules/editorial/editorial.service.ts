import { can, type PermissionSet } from '@rc/contract/permissions';
import { editorialArea, type EditorialAreaName } from '@rc/contract/editorial-areas';
import {
  RECENTLY_PUBLISHED_DAYS,
  authorKey,
  deskRecordId,
  parseAuthorKey,
  type EditorialAuthor,
  type EditorialCounts,
  type EditorialFilter,
  type EditorialQueue,
  type EditorialQueueQuery,
  type EditorialRow,
  type QueueBucket,
  type QueueStatus,
} from '@rc/contract/editorial';
import type { ContentStatus } from '@rc/contract/statuses';
import type { AppContext } from '@/context.ts';
import { createAnswerCache } from '@/http/answer-cache.ts';
import { badRequest, forbidden } from '@/http/errors.ts';
import {
  DESK_LANES,
  createEditorialRepository,
  type DeskLane,
  type DeskTable,
  type Lane,
  type PeopleTables,
  type QueueWindow,
} from './editorial.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The author filter offers at most this many people of each kind. */
const MAX_AUTHORS = 500;

/** The lanes each `status=` value reads (absent: all of them). */
const LANES_OF: Readonly<Record<QueueStatus, readonly Lane[]>> = {
  REVIEW: ['PENDING', 'REQUEST'],
  PENDING: ['PENDING'],
  REQUEST: ['REQUEST'],
  REVISION: ['REVISION'],
  SCHEDULED: ['SCHEDULED'],
  PUBLISHED: ['PUBLISHED'],
  MINE: ['DRAFT', 'REVISION', 'PENDING', 'REQUEST', 'SCHEDULED'],
};

const BUCKET_OF: Readonly<Record<Lane, QueueBucket>> = {
  PENDING: 'REVIEW',
  REQUEST: 'REVIEW',
  REVISION: 'REVISION',
  SCHEDULED: 'SCHEDULED',
  PUBLISHED: 'PUBLISHED',
  DRAFT: 'DRAFT',
};

/**
 * The editorial desk: one queue across the workflow areas the caller can read. Permission is per
 * area (read on its module); an area the caller cannot read is never queried, and asking for it
 * by name is a 403 that says which permission is missing.
 */
export function createEditorialService(ctx: AppContext, tables: readonly DeskTable[], people: PeopleTables) {
  const repo = createEditorialRepository(ctx.db.kysely, ctx.db.dialect, people);
  // "Recently published" is a moving window, and a staff member's new name should not wait for the
  // next change to a desk table: an answer is kept five seconds at most.
  const cache = createAnswerCache(ctx.clock, { maxEntries: 300, maxAgeMs: 5_000, maxChars: 2_000_000 });
  /**
   * The answer to `key` as sent (the JSON of `{ data }`), read again only once a desk table has
   * changed (or it is a few seconds old). Kept as text: small in memory, and nothing to serialise
   * on the next request.
   */
  const cached = async (key: string, fill: () => Promise<unknown>): Promise<string> =>
    cache.read(key, await repo.changes(tables), async () => JSON.stringify({ data: await fill() }));
  const areasKey = (areas: readonly DeskTable[]) => areas.map((t) => t.area).join(',');

  /** The areas the caller reads, narrowed by `area` and by the author's kind. */
  function areasFor(permissions: PermissionSet, filter: EditorialFilter): { areas: DeskTable[]; authorId: number | null } {
    const readable = readableAreas(permissions);
    if (readable.length === 0) throw forbidden('You need read permission on a content area with a review workflow.');
    let areas = readable;
    if (filter.area) {
      const asked = editorialArea(filter.area)!;
      areas = readable.filter((t) => t.area === filter.area);
      if (areas.length === 0)
        throw forbidden(`You need the read permission on ${asked.module} to see ${asked.label} on the desk.`);
    }
    const author = filter.author ? parseAuthorKey(filter.author) : null;
    if (author) {
      if (filter.area && areas[0]!.people !== author.people) {
        const asked = editorialArea(filter.area)!;
        throw badRequest(`${asked.label} is written by ${areas[0]!.people === 'staff' ? 'staff' : 'contributors'}.`, {
          author: `Give a ${areas[0]!.people}-<id> author for ${asked.label}, or leave area out`,
        });
      }
      areas = areas.filter((t) => t.people === author.people);
    }
    return { areas, authorId: author?.id ?? null };
  }

  function readableAreas(permissions: PermissionSet): DeskTable[] {
    const readable = tables.filter((t) => can(permissions, editorialArea(t.area)!.module, 'read'));
    if (readable.length === 0) throw forbidden('You need read permission on a content area with a review workflow.');
    return readable;
  }

  /** "My work": the caller's own rows in the areas staff write (and `area`, when given). */
  function mineFor(permissions: PermissionSet, filter: EditorialFilter, me: number): { areas: DeskTable[]; authorId: number } {
    const { areas } = areasFor(permissions, { area: filter.area });
    return { areas: areas.filter((t) => t.people === 'staff'), authorId: me };
  }

  function window(authorId: number | null): QueueWindow {
    const now = ctx.clock.now();
    return { authorId, since: new Date(now.getTime() - RECENTLY_PUBLISHED_DAYS * DAY_MS).toISOString(), now: now.toISOString() };
  }

  const lanesOf = (areas: readonly DeskTable[], status: QueueStatus | undefined): DeskLane[] =>
    areas.flatMap((at) => (status ? LANES_OF[status] : DESK_LANES).map((lane) => ({ at, lane })));

  async function readQueue(areas: DeskTable[], authorId: number | null, query: EditorialQueueQuery): Promise<EditorialQueue> {
    const lanes = lanesOf(areas, query.status);
    const at = window(authorId);
    const offset = (query.page - 1) * query.limit;
    const rows = await repo.page(lanes, at, { limit: query.limit, offset });
    const peopleOf = new Map(areas.map((t) => [t.area, t.people]));
    // A short first page is its own total; otherwise the counters (and counts on the small lanes).
    const total =
      query.page === 1 && rows.length < query.limit ? rows.length : (await repo.counts(lanes, at)).reduce((a, b) => a + b, 0);
    const data: EditorialRow[] = rows.map((r) => ({
      key: deskRecordId(r.area, r.id),
      area: r.area,
      id: r.id,
      title: r.title,
      status: r.status as ContentStatus,
      bucket: BUCKET_OF[r.lane],
      author: r.author_name,
      author_key: r.author_id === null ? null : authorKey(peopleOf.get(r.area)!, r.author_id),
      updated_at: r.updated_at,
      scheduled_at: r.scheduled_at,
      published_at: r.published_at,
    }));
    return { data, total, page: query.page, limit: query.limit };
  }

  async function readCounts(
    areas: DeskTable[],
    authorId: number | null,
    mine: { areas: DeskTable[]; authorId: number },
  ): Promise<EditorialCounts> {
    const lanes = lanesOf(areas, undefined);
    const counts = await repo.counts(lanes, window(authorId));
    const per = (lane: Lane) => lanes.reduce((sum, l, i) => (l.lane === lane ? sum + counts[i]! : sum), 0);
    const own = await repo.counts(lanesOf(mine.areas, 'MINE'), window(mine.authorId));
    const by = {
      PENDING: per('PENDING'),
      REQUEST: per('REQUEST'),
      REVIEW: per('PENDING') + per('REQUEST'),
      REVISION: per('REVISION'),
      SCHEDULED: per('SCHEDULED'),
      PUBLISHED: per('PUBLISHED'),
      MINE: own.reduce((a, b) => a + b, 0),
    };
    return { total: by.REVIEW + by.REVISION + by.SCHEDULED + by.PUBLISHED, by };
  }

  return {
    /** The queue's answer, as sent: the JSON of `{ data: { data, total, page, limit } }`. */
    async queue(query: EditorialQueueQuery, permissions: PermissionSet, me: number): Promise<string> {
      const { areas, authorId } = query.status === 'MINE' ? mineFor(permissions, query, me) : areasFor(permissions, query);
      const key = `queue|${areasKey(areas)}|${query.status ?? ''}|${authorId ?? ''}|${query.page}|${query.limit}`;
      return cached(key, () => readQueue(areas, authorId, query));
    },

    /** Rows per bucket and per waiting status, with the same narrowing as the queue. */
    async counts(filter: EditorialFilter, permissions: PermissionSet, me: number): Promise<string> {
      const { areas, authorId } = areasFor(permissions, filter);
      const mine = mineFor(permissions, filter, me);
      return cached(`counts|${areasKey(areas)}|${authorId ?? ''}|${me}`, () => readCounts(areas, authorId, mine));
    },

    /** Who wrote live records in the areas the caller reads (or in `area`), for the author filter. */
    async authors(area: EditorialAreaName | undefined, permissions: PermissionSet): Promise<EditorialAuthor[]> {
      const { areas } = areasFor(permissions, { area });
      const found = await repo.authors(areas, MAX_AUTHORS);
      return found.map((a) => ({ key: authorKey(a.people, a.id), name: a.name, people: a.people }));
    },
  };
}

export type EditorialService = ReturnType<typeof createEditorialService>;
