import type { Generated } from 'kysely';
import type { institutionResource } from '@rc/contract/resources/institution.resource';
import type { SideListTable } from './algo-content.table.ts';
import type { RecordColumns, ResourceRow } from './resource-row.ts';

/** The editorial workflow's columns (the table kit's workflow option). */
type WorkflowColumns = {
  status: Generated<string>;
  auditor_id: number | null;
  published_at: string | null;
  scheduled_at: string | null;
  edited_by: Generated<number | null>;
  response_note: Generated<string | null>;
  live_snapshot: Generated<string | null>;
};

/** Broker data: every column is a field of the definition (migration 20261125T020000-institution). */
export type InstitutionTable = ResourceRow<typeof institutionResource>;

/** Tags and tickers live in side lists (decision 012), so the row is written out. */
export type InstitutionContentTable = RecordColumns &
  WorkflowColumns & {
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
  };

/** The picks live in a side list keyed by ticker. */
export type InstitutionStockPlacementTable = RecordColumns &
  WorkflowColumns & {
    institution_id: number;
    period_from: string;
    period_to: string;
    title: string;
  };

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
