import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { EditorialAreaName, EditorialPeople } from '@rc/contract/editorial-areas';
import type { Dialect } from '@/db/database.ts';
import type { Database } from '@/db/schema.ts';
import { changesOf } from '@/db/change-counters.repository.ts';
import { CompiledQueries, slot } from '@/db/compiled-query.ts';
import { asDynamic } from '@/db/dynamic-db.ts';

/** One area of the desk as stored: its table, the columns the desk reads, whose ids its author column holds. */
export type DeskTable = {
  area: EditorialAreaName;
  table: string;
  titleColumn: string;
  authorColumn: string;
  people: EditorialPeople;
};

/**
 * A lane is one index-backed slice of one area: the rows of one workflow status (PENDING, REQUEST,
 * REVISION, SCHEDULED, and DRAFT for one author's own work), or those published in the window
 * (PUBLISHED). Every lane reads newest change
 * first straight from an index, so a page needs at most `depth` entries of each.
 */
export const LANES = ['PENDING', 'REQUEST', 'REVISION', 'SCHEDULED', 'PUBLISHED', 'DRAFT'] as const;
export type Lane = (typeof LANES)[number];
/** The desk as it opens: every lane but drafts (drafts are their author's, in "My work"). */
export const DESK_LANES: readonly Lane[] = ['PENDING', 'REQUEST', 'REVISION', 'SCHEDULED', 'PUBLISHED'];
export type DeskLane = { at: DeskTable; lane: Lane };

export type QueueWindow = {
  /** Only this author's rows (the author column's id), or null. */
  authorId: number | null;
  /** PUBLISHED lanes: published at or after `since`, and not after `now`. */
  since: string;
  now: string;
};

export type QueueRow = {
  area: EditorialAreaName;
  lane: Lane;
  id: number;
  title: string;
  status: string;
  author_id: number | null;
  author_name: string | null;
  updated_at: string;
  scheduled_at: string | null;
  published_at: string | null;
};

/** The people tables, whose `fullname` names an author (bound from the resource registry). */
export type PeopleTables = Readonly<Record<EditorialPeople, string>>;

// Parameter slots of every desk statement (compiled once per shape, see compiled-query.ts).
const DEPTH = 0;
const AUTHOR = 1;
const SINCE = 2;
const NOW = 3;
const LIMIT = 4;
const OFFSET = 5;

/**
 * The SQL of the editorial desk (made once per app, as its compiled shapes belong to one database).
 * Table and column names come from the resource registry (never from a request); statuses are the
 * workflow's constants, written as literals so that both databases can use the partial indexes
 * whose conditions name them (migration 20261124T030000-editorial-desk).
 */
export function createEditorialRepository(database: Kysely<Database>, dialect: Dialect, people: PeopleTables) {
  const db = asDynamic(database);
  // Per database: a shape compiled for one dialect must never run on the other.
  const queries = new CompiledQueries();
  const run = <R>(key: string, build: () => RawBuilder<R>, params: unknown[]) =>
    queries.run<R>(db, key, () => ({ compile: () => build().compile(db) }), params);

  const from = ({ at }: DeskLane) => sql.table(at.table);
  /** A column SQLite must not choose an index by (a unary plus hides it from its planner). */
  const unindexed = (column: string) => (dialect === 'sqlite' ? sql`+${sql.ref(column)}` : sql.ref(column));

  /** The conditions of a lane, for the page (`ordered`: newest change first) or for its count. */
  function laneWhere({ at, lane }: DeskLane, byAuthor: boolean, ordered: boolean): RawBuilder<unknown> {
    const conditions: RawBuilder<unknown>[] = [sql`deleted_at is null`];
    switch (lane) {
      case 'PUBLISHED':
        conditions.push(sql`status = 'APPROVED'`);
        if (ordered) {
          // published_at never comes after updated_at (publishing is a change), so the window
          // also bounds updated_at: the (status, updated_at) index reads the window in the page's
          // order. A count reads the (status, published_at) index instead.
          conditions.push(
            sql`updated_at >= ${slot(SINCE)}`,
            sql`${unindexed('published_at')} >= ${slot(SINCE)}`,
            sql`${unindexed('published_at')} <= ${slot(NOW)}`,
          );
        } else {
          conditions.push(sql`published_at >= ${slot(SINCE)}`, sql`published_at <= ${slot(NOW)}`);
        }
        break;
      default:
        conditions.push(sql`status = ${sql.lit(lane)}`);
    }
    if (byAuthor) conditions.push(sql`${sql.ref(at.authorColumn)} = ${slot<number>(AUTHOR)}`);
    return sql.join(conditions, sql` and `);
  }

  /** A lane's newest `depth` entries: only what its index holds (area, lane, id, updated_at). */
  function laneKeys(part: DeskLane, byAuthor: boolean): RawBuilder<unknown> {
    const { at, lane } = part;
    return sql`select * from (select ${sql.lit(at.area)} as area, ${sql.lit(lane)} as lane, id, updated_at
      from ${from(part)} where ${laneWhere(part, byAuthor, true)}
      order by updated_at desc, id desc limit ${slot<number>(DEPTH)}) ${sql.id(`${at.table}_${lane.toLowerCase()}`)}`;
  }

  /** How many rows a lane holds: the trigger-kept counters for a plain status, else a count on its index. */
  function laneCount(part: DeskLane, byAuthor: boolean): RawBuilder<unknown> {
    const { at, lane } = part;
    if (!byAuthor && lane !== 'PUBLISHED') {
      return sql`coalesce((select live from resource_totals where tbl = ${sql.lit(at.table)} and dim = 'status' and val = ${sql.lit(lane)}), 0)`;
    }
    return sql`(select count(*) from ${from(part)} where ${laneWhere(part, byAuthor, false)})`;
  }

  const shapeKey = (kind: string, lanes: readonly DeskLane[], byAuthor: boolean) =>
    `${kind}|${byAuthor ? 1 : 0}|${lanes.map((l) => `${l.at.area}:${l.lane}`).join(',')}`;

  /**
   * The page: the lanes' index entries merged newest change first and cut to the page, then the
   * page's rows read from their tables and their authors' names (a dozen lookups, whatever the
   * depth). Each area's table is joined on its own name, so a row is read from its table only.
   */
  function pageStatement(lanes: readonly DeskLane[], byAuthor: boolean): RawBuilder<Record<string, unknown>> {
    const tables = [...new Map(lanes.map((l) => [l.at.area, l.at])).values()];
    const keys = sql.join(
      lanes.map((part) => laneKeys(part, byAuthor)),
      sql` union all `,
    );
    const pick = (column: (t: DeskTable) => string) =>
      sql`case k.area ${sql.join(
        tables.map((t, i) => sql`when ${sql.lit(t.area)} then ${sql.ref(`t${i}.${column(t)}`)}`),
        sql` `,
      )} end`;
    const joins = sql.join(
      tables.map(
        (t, i) =>
          sql`left join ${sql.table(t.table)} as ${sql.id(`t${i}`)} on k.area = ${sql.lit(t.area)} and ${sql.ref(`t${i}.id`)} = k.id`,
      ),
      sql` `,
    );
    const peopleOf = sql`case k.area ${sql.join(
      tables.map((t) => sql`when ${sql.lit(t.area)} then ${sql.lit(t.people)}`),
      sql` `,
    )} end`;
    const rows = sql`select k.area, k.lane, k.id, k.updated_at, ${pick((t) => t.titleColumn)} as title, ${pick(() => 'status')} as status,
        ${pick((t) => t.authorColumn)} as author_id, ${pick(() => 'scheduled_at')} as scheduled_at,
        ${pick(() => 'published_at')} as published_at, ${peopleOf} as people
      from (select * from (${keys}) m order by m.updated_at desc, m.id desc, m.area limit ${slot<number>(LIMIT)} offset ${slot<number>(OFFSET)}) k
      ${joins}`;
    return sql<Record<string, unknown>>`select r.*, case r.people
        when 'staff' then (select fullname from ${sql.table(people.staff)} where id = r.author_id)
        else (select fullname from ${sql.table(people.contributor)} where id = r.author_id) end as author_name
      from (${rows}) r order by r.updated_at desc, r.id desc, r.area`;
  }

  return {
    /** One page of the lanes merged newest change first, each read `offset + limit` entries deep. */
    async page(lanes: readonly DeskLane[], window: QueueWindow, paging: { limit: number; offset: number }): Promise<QueueRow[]> {
      if (lanes.length === 0) return [];
      const byAuthor = window.authorId !== null;
      const rows = await run<Record<string, unknown>>(shapeKey('page', lanes, byAuthor), () => pageStatement(lanes, byAuthor), [
        paging.offset + paging.limit,
        window.authorId,
        window.since,
        window.now,
        paging.limit,
        paging.offset,
      ]);
      return rows.map((r) => ({
        area: r.area as EditorialAreaName,
        lane: r.lane as Lane,
        id: Number(r.id),
        title: String(r.title),
        status: String(r.status),
        author_id: r.author_id === null ? null : Number(r.author_id),
        author_name: (r.author_name as string | null) ?? null,
        updated_at: String(r.updated_at),
        scheduled_at: (r.scheduled_at as string | null) ?? null,
        published_at: (r.published_at as string | null) ?? null,
      }));
    },

    /** Rows per lane, in the order of `lanes`, in one statement. */
    async counts(lanes: readonly DeskLane[], window: QueueWindow): Promise<number[]> {
      if (lanes.length === 0) return [];
      const byAuthor = window.authorId !== null;
      const rows = await run<Record<string, unknown>>(
        shapeKey('counts', lanes, byAuthor),
        () => sql`select ${sql.join(lanes.map((part, i) => sql`${laneCount(part, byAuthor)} as ${sql.id(`c${i}`)}`))}`,
        [null, window.authorId, window.since, window.now],
      );
      const row = rows[0] ?? {};
      return lanes.map((_, i) => Number(row[`c${i}`] ?? 0));
    },

    /** The desk tables' change counters, summed: see changesOf. */
    changes: (tables: readonly DeskTable[]) =>
      changesOf(
        queries,
        db,
        tables.map((t) => t.table),
      ),

    /**
     * The people who wrote live records in the given tables, by name: staff for some areas,
     * contributors for others. At most `max` of each.
     */
    async authors(
      tables: readonly DeskTable[],
      max: number,
    ): Promise<Array<{ people: EditorialPeople; id: number; name: string }>> {
      const out: Array<{ people: EditorialPeople; id: number; name: string }> = [];
      for (const who of ['staff', 'contributor'] as const) {
        const written = tables.filter((t) => t.people === who);
        if (written.length === 0) continue;
        const rows = await run<{ id: number; fullname: string }>(
          `authors|${who}|${written.map((t) => t.table).join(',')}`,
          () => {
            const wrote = sql.join(
              written.map(
                (t) =>
                  sql`exists (select 1 from ${sql.table(t.table)} w where ${sql.ref(`w.${t.authorColumn}`)} = p.id and w.deleted_at is null)`,
              ),
              sql` or `,
            );
            return sql`select p.id, p.fullname from ${sql.table(people[who])} p where ${wrote}
              order by p.fullname, p.id limit ${slot<number>(LIMIT)}`;
          },
          [null, null, null, null, max],
        );
        for (const r of rows) out.push({ people: who, id: Number(r.id), name: String(r.fullname) });
      }
      return out;
    },
  };
}

export type EditorialRepository = ReturnType<typeof createEditorialRepository>;
