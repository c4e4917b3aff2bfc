import type { Kysely } from 'kysely';
import {
  createResourceCounts,
  createTable,
  dropResourceCounts,
  dropTable,
  type Dialect,
  type TableSpec,
} from '../migration-kit/table-kit-v1.ts';

/**
 * Master data of issue 4: categories, master tags, subscription plans, text sliders, ad banners,
 * account walls, circle disclosures and legal documents, plus the live-row counters of their lists.
 *
 * Every table has the record conventions (id, timestamps, actors, soft delete, version). Lists
 * always filter on `deleted_at is null`, so their indexes are partial on it. Text search is
 * index-backed: an FTS5 external-content table kept in sync by triggers on SQLite, a generated
 * tsvector with a GIN index on PostgreSQL. List totals come from `resource_counts`, kept by
 * triggers, because counting 100k live rows per page view costs milliseconds (decision 004). The
 * table kit (v1) builds all of it from the specs below.
 */
const TABLES: TableSpec[] = [
  {
    name: 'research_categories',
    columns: [
      'article_category_name text not null {nocase}',
      'slug text not null',
      'description text',
      'icon text',
      'sort_order integer not null default 0',
      'active integer not null default 1',
    ],
    search: ['article_category_name', 'slug', 'description'],
    counted: ['active'],
    indexes: [['created_at'], ['updated_at'], ['article_category_name'], ['sort_order'], ['active', 'created_at']],
    unique: [{ name: 'slug', columns: ['slug'] }],
  },
  {
    name: 'master_tags',
    columns: ['name text not null {nocase}', 'slug text not null', "applies_to text not null default 'BOTH'"],
    search: ['name', 'slug'],
    counted: ['applies_to'],
    indexes: [['name'], ['created_at'], ['updated_at'], ['applies_to', 'name']],
    unique: [{ name: 'slug', columns: ['slug'] }],
  },
  {
    name: 'subscription_plans',
    columns: [
      'name text not null {nocase}',
      'code text not null',
      'description text',
      'price integer not null',
      'promo_price integer',
      'duration_days integer not null',
      'is_trial integer not null default 0',
      "features text not null default '[]'",
      "modules text not null default '[]'",
      'active integer not null default 1',
      'sort_order integer not null default 0',
    ],
    search: ['name', 'code', 'description'],
    counted: ['active', 'is_trial'],
    indexes: [['sort_order'], ['name'], ['price'], ['created_at'], ['active', 'sort_order']],
    unique: [{ name: 'code', columns: ['code'] }],
  },
  {
    name: 'text_sliders',
    columns: [
      'text text not null',
      'link_url text',
      'sort_order integer not null',
      'start_at text',
      'end_at text',
      'active integer not null default 1',
    ],
    search: ['text'],
    counted: ['active'],
    indexes: [['sort_order'], ['created_at'], ['start_at'], ['active', 'sort_order']],
    unique: [],
  },
  {
    name: 'ad_banners',
    columns: [
      'title text not null {nocase}',
      'placement text not null',
      'desktop_image text not null',
      'mobile_image text',
      'target_url text not null',
      'open_in_new_tab integer not null default 1',
      'start_at text not null',
      'end_at text',
      'active integer not null default 1',
      'priority integer not null default 0',
      'impressions {bigint} not null default 0',
      'clicks {bigint} not null default 0',
    ],
    search: ['title'],
    counted: ['placement', 'active'],
    indexes: [
      ['created_at'],
      ['updated_at'],
      ['title'],
      ['priority'],
      ['start_at'],
      ['end_at'],
      ['placement', 'created_at'],
      ['active', 'created_at'],
    ],
    unique: [],
  },
  {
    name: 'account_walls',
    columns: [
      'content_area text not null',
      'enabled integer not null default 0',
      'free_reads integer not null default 3',
      'title text not null',
      'body text not null',
      'cta_label text not null',
      'cta_url text not null',
    ],
    search: [],
    counted: [],
    indexes: [],
    unique: [{ name: 'content_area', columns: ['content_area'] }],
  },
  {
    name: 'circle_disclosures',
    columns: [
      'content text not null',
      'effective_from text not null',
      'change_note text',
      'version_number integer not null',
      'is_current integer not null default 0',
    ],
    search: ['change_note'],
    counted: ['is_current'],
    indexes: [['created_at'], ['effective_from']],
    unique: [
      { name: 'version', columns: ['version_number'] },
      { name: 'current', columns: ['is_current'], where: 'is_current = 1' },
    ],
  },
  {
    name: 'legal_documents',
    columns: [
      'document_type text not null',
      'title text not null {nocase}',
      'content text not null',
      'effective_from text not null',
      'change_note text',
      'version_number integer not null',
      'is_current integer not null default 0',
    ],
    search: ['title', 'change_note'],
    counted: ['document_type', 'is_current'],
    indexes: [['created_at'], ['updated_at'], ['title'], ['effective_from'], ['is_current', 'document_type']],
    unique: [
      { name: 'version', columns: ['document_type', 'version_number'] },
      { name: 'current', columns: ['document_type'], where: 'is_current = 1' },
    ],
  },
];

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await createResourceCounts(db, dialect);
  for (const t of TABLES) await createTable(db, dialect, t);
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const t of [...TABLES].reverse()) await dropTable(db, dialect, t);
  await dropResourceCounts(db, dialect);
}
