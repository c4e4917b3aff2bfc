import { sql, type Kysely } from 'kysely';
import { addListIndexing, createSideList, dropListIndexing, type Dialect, type ListSpec } from '../migration-kit/table-kit-v1.ts';

/**
 * Exclusive research and Insight become engine resources with the editorial workflow (issue 11).
 * Their tables were made with the dashboard (20261122T020000-analytics) and already hold the
 * status, author, reviewer and publication columns; this adds:
 *
 * - category_id, and the workflow columns they lacked: edited_by (maker–checker), response_note and
 *   live_snapshot (the live version while a change is reviewed);
 * - search over title, summaries and body, live counters per status (and breaking flag), and the
 *   list's live indexes (table kit v1), existing rows indexed and counted;
 * - side lists: tags (master tag ids: the RESEARCHRELATEDTAG and NEWSRELATEDTAG links), tickers and,
 *   for research, the plan codes whose subscribers read the body.
 */
const RESEARCH: ListSpec = {
  name: 'algo_research',
  search: ['title', 'first_summary', 'second_summary', 'third_summary', 'short_description', 'body'],
  counted: ['status'],
  indexes: [
    ['updated_at'],
    ['created_at'],
    ['published_at'],
    ['title'],
    ['status', 'updated_at'],
    ['category_id'],
    ['writter_id'],
  ],
};

const NEWS: ListSpec = {
  name: 'algo_news',
  search: ['title', 'summary', 'body'],
  counted: ['status', 'is_breaking'],
  indexes: [
    ['updated_at'],
    ['created_at'],
    ['published_at'],
    ['title'],
    ['status', 'updated_at'],
    ['category_id'],
    ['writter_id'],
  ],
};

const SIDE_LISTS = [
  { name: 'algo_research_tags', owner: 'algo_research', value: 'integer' },
  { name: 'algo_research_tickers', owner: 'algo_research', value: 'text' },
  { name: 'algo_research_plans', owner: 'algo_research', value: 'text' },
  { name: 'algo_news_tags', owner: 'algo_news', value: 'integer' },
  { name: 'algo_news_tickers', owner: 'algo_news', value: 'text' },
] as const;

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const table of ['algo_research', 'algo_news']) {
    await sql`alter table ${sql.table(table)} add column category_id integer references research_categories(id)`.execute(db);
    await sql`alter table ${sql.table(table)} add column edited_by integer references staff_users(id)`.execute(db);
    await sql`alter table ${sql.table(table)} add column response_note text`.execute(db);
    await sql`alter table ${sql.table(table)} add column live_snapshot text`.execute(db);
    // Until now the author was the last to edit.
    await sql`update ${sql.table(table)} set edited_by = writter_id`.execute(db);
  }
  for (const spec of [RESEARCH, NEWS]) await addListIndexing(db, dialect, spec);
  for (const side of SIDE_LISTS) await createSideList(db, side);
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const side of [...SIDE_LISTS].reverse()) await sql`drop table ${sql.table(side.name)}`.execute(db);
  for (const spec of [NEWS, RESEARCH]) await dropListIndexing(db, dialect, spec);
  for (const table of ['algo_news', 'algo_research']) {
    for (const column of ['live_snapshot', 'response_note', 'edited_by', 'category_id']) {
      await sql`alter table ${sql.table(table)} drop column ${sql.ref(column)}`.execute(db);
    }
  }
}
