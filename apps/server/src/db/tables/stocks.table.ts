import type { Generated } from 'kysely';
import type { SideListTable } from './algo-content.table.ts';

/** Record columns of the stock tables (table kit v1). */
interface RecordColumns {
  id: Generated<number>;
  created_at: string;
  updated_at: string;
  created_by: number | null;
  updated_by: number | null;
  deleted_at: string | null;
  version: Generated<number>;
}

export interface MasterStockTable extends RecordColumns {
  ticker: string;
  company_name: string;
  sector: string;
  sub_sector: string | null;
  board: Generated<string>;
  /** YYYY-MM-DD. */
  listing_date: string | null;
  /** bigint on PostgreSQL: read back as text there. */
  shares_outstanding: number | string | null;
  logo: string | null;
  /** 0 or 1. */
  active: Generated<number>;
}

export interface StockIndexTable extends RecordColumns {
  code: string;
  name: string;
}

export interface StockDataTable extends RecordColumns {
  ticker: string;
  /** YYYY-MM-DD. */
  date: string;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number | string;
  value: number | string;
  frequency: number;
}

export interface StockTables {
  master_stocks: MasterStockTable;
  stock_indices: StockIndexTable;
  stock_index_tickers: SideListTable<string>;
  stock_data: StockDataTable;
}
