import { pageAuditEntries, type AuditRow } from '@/audit/audit.repository.ts';
import type { Kysely, Selectable } from 'kysely';
import { PENDING_STATUSES } from '@rc/contract/circle';
import type { Dialect } from '@/db/database.ts';
import type { Database } from '@/db/schema.ts';
import type { CircleResearchTable } from '@/db/tables/circle.table.ts';
import { CompiledQueries, slot } from '@/db/compiled-query.ts';
import { asDynamic } from '@/db/dynamic-db.ts';
import { changesOf } from '@/db/change-counters.repository.ts';

export const CIRCLE_TABLE = 'circle_research';
/** The audit entity of Circle items: the engine's resource name, so both history views agree. */
export const CIRCLE_ENTITY = 'circle-research';

export type CircleRow = Selectable<CircleResearchTable>;

/** Every column of a row (never PostgreSQL's search vector). */
const CIRCLE_COLUMNS = [
  'id',
  'created_at',
  'updated_at',
  'created_by',
  'updated_by',
  'deleted_at',
  'version',
  'status',
  'writter_id',
  'sub_account_id',
  'auditor_id',
  'article_category_id',
  'published_at',
  'scheduled_at',
  'edited_by',
  'content_type',
  'du',
  'request_count',
  'article_title',
  'article_slug',
  'thumbnail',
  'first_summary',
  'second_summary',
  'third_summary',
  'short_description',
  'response_note',
  'first_content',
  'second_content',
  'live_snapshot',
] as const satisfies ReadonlyArray<keyof CircleResearchTable>;

/** The names a list row shows beside its ids. */
export type CircleRelations = {
  id: number;
  article_category_name: string | null;
  writter_fullname: string | null;
  writter_email: string | null;
  sub_fullname: string | null;
  auditor_fullname: string | null;
};

export type HistoryRow = AuditRow;

// Hot queries (the list's names, the badge total) are compiled once per shape and dialect (compiled-query.ts).
const compiled: Record<Dialect, CompiledQueries> = { sqlite: new CompiledQueries(), postgres: new CompiledQueries() };

/** SQL of Circle items beyond what the resource engine does. Pass a transaction to take part in it. */
export function createCircleRepository(db: Kysely<Database>, dialect: Dialect) {
  const dynamic = asDynamic(db);
  const queries = compiled[dialect];

  return {
    /**
     * The change counter of Circle articles (desk_changes, raised by triggers in every writing
     * transaction on any node): a list answer is kept while it stays where it was.
     */
    changes: () => changesOf(queries, dynamic, [CIRCLE_TABLE]),

    /** The whole row, the live snapshot of a change request included. */
    findRow(id: number): Promise<CircleRow | undefined> {
      return db.selectFrom('circle_research').select(CIRCLE_COLUMNS).where('id', '=', id).executeTakeFirst();
    },

    /** Category, contributor, sub-account and reviewer names of the given items, in one statement. */
    async relations(ids: readonly number[]): Promise<Map<number, CircleRelations>> {
      if (ids.length === 0) return new Map();
      const rows = await queries.run<CircleRelations>(
        dynamic,
        `relations|${ids.length}`,
        () =>
          db
            .selectFrom('circle_research as cr')
            .leftJoin('research_categories as c', 'c.id', 'cr.article_category_id')
            .leftJoin('contributors as w', 'w.id', 'cr.writter_id')
            .leftJoin('sub_account_contributors as s', 's.id', 'cr.sub_account_id')
            .leftJoin('staff_users as a', 'a.id', 'cr.auditor_id')
            .select([
              'cr.id',
              'c.article_category_name',
              'w.fullname as writter_fullname',
              'w.email as writter_email',
              's.fullname as sub_fullname',
              'a.fullname as auditor_fullname',
            ])
            .where(
              'cr.id',
              'in',
              ids.map((_, i) => slot<number>(i)),
            ),
        ids,
      );
      return new Map(rows.map((r) => [Number(r.id), r]));
    },

    /** Items in PENDING or REQUEST, from the trigger-kept live-row counters (no scan). */
    async pendingTotal(): Promise<number> {
      const rows = await queries.run<{ n: number | null }>(
        dynamic,
        'pending-total',
        () =>
          db
            .selectFrom('resource_totals')
            .select((eb) => eb.fn.sum<number>('live').as('n'))
            .where('tbl', '=', slot(0))
            .where('dim', '=', slot(1))
            .where('val', 'in', [slot(2), slot(3)]),
        [CIRCLE_TABLE, 'status', ...PENDING_STATUSES],
      );
      return Number(rows[0]?.n ?? 0);
    },

    async setReadingTime(id: number, du: number): Promise<void> {
      await db.updateTable('circle_research').set({ du }).where('id', '=', id).execute();
    },

    /** A category articles may be filed under: it exists, is live and active. */
    async categoryNames(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('research_categories')
        .select(['id', 'article_category_name'])
        .where('id', 'in', ids)
        .execute();
      return new Map(rows.map((r) => [r.id, r.article_category_name]));
    },

    /** The disclosure shown under Circle articles now. */
    currentDisclosure() {
      return db
        .selectFrom('circle_disclosures')
        .select(['id', 'version_number', 'content', 'effective_from'])
        .where('is_current', '=', 1)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    },

    /** A contributor's standing for submissions (undefined when there is none). */
    contributorState(id: number) {
      return db
        .selectFrom('contributors')
        .select(['id', 'fullname', 'status', 'deleted_at'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    subAccountState(id: number) {
      return db
        .selectFrom('sub_account_contributors')
        .select(['contributor_id', 'status', 'deleted_at'])
        .where('id', '=', id)
        .executeTakeFirst();
    },

    async contributorName(id: number): Promise<string | undefined> {
      const row = await db.selectFrom('contributors').select('fullname').where('id', '=', id).executeTakeFirst();
      return row?.fullname;
    },

    /** The article's audit entries, newest first. */
    history(id: number, page: { page: number; limit: number }): Promise<{ rows: HistoryRow[]; total: number }> {
      return pageAuditEntries(db, CIRCLE_ENTITY, id, page);
    },
  };
}

export type CircleRepository = ReturnType<typeof createCircleRepository>;
