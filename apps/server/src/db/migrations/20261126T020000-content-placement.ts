import { sql, type Kysely } from 'kysely';
import { createTable, dropTable, type Dialect, type TableSpec } from '../migration-kit/table-kit-v1.ts';

/**
 * Content placement (issue 13): the home carousel's slides, made with the table kit v1 (decision
 * 004). A slide names its content by type and id (no foreign key: the id's table depends on the
 * type; the hooks check it); `(content_type, content_id)` is indexed so the slides of one piece of
 * content are found when it changes.
 */
const SLIDES: TableSpec = {
  recordColumns: 'before',
  name: 'hybrid_sliders',
  columns: [
    'content_type text not null',
    'content_id integer',
    'url text',
    'title text {nocase}',
    'subtitle text',
    'image text',
    'sort_order integer not null',
    'start_at text not null',
    'end_at text',
    'active integer not null default 1',
  ],
  search: ['title', 'subtitle'],
  counted: ['content_type', 'active'],
  indexes: [['sort_order'], ['created_at'], ['updated_at'], ['start_at'], ['end_at'], ['active', 'sort_order']],
  unique: [],
};

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await createTable(db, dialect, SLIDES);
  await sql`create index hybrid_sliders_content on hybrid_sliders (content_type, content_id)`.execute(db);
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await dropTable(db, dialect, SLIDES);
}
