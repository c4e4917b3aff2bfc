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
