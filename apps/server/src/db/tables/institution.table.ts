import type { Generated } from 'kysely';
import type { SideListTable } from './algo-content.table.ts';

/** Record columns of the institution tables (migration 20261125T020000-institution). */
interface RecordColumns {
  id: Generated<number>;
  created_at: string;
  updated_at: string;
  created_by: number | null;
  updated_by: number | null;
  deleted_at: string | null;
  version: Generated<number>;
}

interface WorkflowColumns {
  status: Generated<string>;
  auditor_id: number | null;
  published_at: string | null;
  scheduled_at: string | null;
  edited_by: Generated<number | null>;
  response_note: Generated<string | null>;
  live_snapshot: Generated<string | null>;
}

export interface InstitutionTable extends RecordColumns {
  name: string;
  broker_code: string;
  logo: string | null;
  website: string | null;
  description: string | null;
  /** ACTIVE or INACTIVE. */
  status: Generated<string>;
  sort_order: Generated<number>;
}

export interface InstitutionContentTable extends RecordColumns, WorkflowColumns {
  institution_id: number;
  writter_id: number | null;
  category_id: number | null;
  report_type: string;
  title: string;
  slug: string;
  thumbnail: string | null;
  pdf: string | null;
  summary: string;
  body: string;
}

export interface InstitutionStockPlacementTable extends RecordColumns, WorkflowColumns {
  institution_id: number;
  period_from: string;
  period_to: string;
  title: string;
}

/** A pick of a placement: the side list's value is its ticker. */
export interface InstitutionStockPickTable extends SideListTable<string> {
  action: string;
  entry_price: number;
  target_price: number | null;
  stop_loss: number | null;
  rationale: string | null;
}

export interface InstitutionTables {
  institutions: InstitutionTable;
  institution_content: InstitutionContentTable;
  institution_content_tags: SideListTable<number>;
  institution_content_tickers: SideListTable<string>;
  institution_stock_placements: InstitutionStockPlacementTable;
  institution_stock_picks: InstitutionStockPickTable;
}
