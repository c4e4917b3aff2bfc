import type { Generated } from 'kysely';

/** Columns shared by algo research (Exclusive) and algo news (Insight): identity, workflow, bookkeeping. */
interface WorkflowContentColumns {
  id: Generated<number>;
  title: string;
  slug: string;
  thumbnail: string | null;
  body: string | null;
  /** One of CONTENT_STATUSES. */
  status: Generated<string>;
  writter_id: number | null;
  auditor_id: number | null;
  scheduled_at: string | null;
  published_at: string | null;
  category_id: Generated<number | null>;
  /** The staff member who last edited the content (maker–checker). */
  edited_by: Generated<number | null>;
  response_note: Generated<string | null>;
  /** The live version (JSON) while a change to it is reviewed. */
  live_snapshot: Generated<string | null>;
  created_at: string;
  updated_at: string;
  created_by: number | null;
  updated_by: number | null;
  deleted_at: string | null;
  version: Generated<number>;
}

export interface AlgoResearchTable extends WorkflowContentColumns {
  first_summary: string | null;
  second_summary: string | null;
  third_summary: string | null;
  short_description: string | null;
}

export interface AlgoNewsTable extends WorkflowContentColumns {
  summary: string | null;
  source_name: string | null;
  source_url: string | null;
  /** 0 or 1. */
  is_breaking: Generated<number>;
}

/** A side list of a record (migration 20261123T020000-algo-content): its values in order. */
export interface SideListTable<V> {
  owner_id: number;
  value: V;
  position: number;
}

export interface AlgoSideListTables {
  algo_research_tags: SideListTable<number>;
  algo_research_tickers: SideListTable<string>;
  algo_research_plans: SideListTable<string>;
  algo_news_tags: SideListTable<number>;
  algo_news_tickers: SideListTable<string>;
}
