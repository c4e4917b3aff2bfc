import type { Kysely } from 'kysely';
import { createSideList, createTable, dropTable, type Dialect, type TableSpec } from '../migration-kit/table-kit-v1.ts';

/**
 * Stocks (issue 12): master stocks, stock indices with their constituents, and daily stock data.
 *
 * - Natural keys are unique over every row, trashed ones included (ticker; index code; ticker and
 *   date), so a CSV import can insert or update by them in one statement (`on conflict`), and a
 *   record in the trash still holds its key.
 * - Daily data is the big table (ten million rows and more): its list is one ticker over a date
 *   range, newest first, read as a range of the unique (ticker, date) index (unique, so the date
 *   alone orders a ticker's rows); without a ticker, the (date, id) index. No second index on
 *   (ticker, date): every imported row would write it too, at a place of its own per ticker, and
 *   an import of a day for a thousand tickers runs four times slower with it. It has no text
 *   search, and only the total is counted.
 * - Index constituents are a side list (decision 012), so "indices holding BBCA" is an index lookup.
 */
const MASTER_STOCKS: TableSpec = {
  name: 'master_stocks',
  columns: [
    'ticker text not null',
    'company_name text not null {nocase}',
    'sector text not null',
    'sub_sector text',
    "board text not null default 'MAIN'",
    'listing_date text',
    'shares_outstanding {bigint}',
    'logo text',
    'active integer not null default 1',
  ],
  search: ['ticker', 'company_name', 'sub_sector'],
  counted: ['sector', 'board', 'active'],
  indexes: [
    ['company_name'],
    ['listing_date'],
    ['created_at'],
    ['updated_at'],
    ['sector', 'ticker'],
    ['board', 'ticker'],
    ['active', 'ticker'],
  ],
  unique: [{ name: 'ticker', columns: ['ticker'] }],
};

const STOCK_INDICES: TableSpec = {
  name: 'stock_indices',
  columns: ['code text not null', 'name text not null {nocase}'],
  search: ['code', 'name'],
  counted: [],
  indexes: [['name'], ['created_at'], ['updated_at']],
  unique: [{ name: 'code', columns: ['code'] }],
};

const STOCK_DATA: TableSpec = {
  name: 'stock_data',
  columns: [
    'ticker text not null',
    'date text not null',
    'open integer not null',
    'high integer not null',
    'low integer not null',
    'close integer not null',
    'volume {bigint} not null',
    'value {bigint} not null',
    'frequency integer not null',
  ],
  search: [],
  counted: [],
  indexes: [['date', 'id']],
  unique: [{ name: 'ticker_date', columns: ['ticker', 'date'] }],
  trashIndex: true,
};

const CONSTITUENTS = { name: 'stock_index_tickers', owner: 'stock_indices', value: 'text' } as const;

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  for (const table of [MASTER_STOCKS, STOCK_INDICES, STOCK_DATA]) await createTable(db, dialect, table);
  await createSideList(db, CONSTITUENTS);
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  await db.schema.dropTable(CONSTITUENTS.name).execute();
  for (const table of [STOCK_DATA, STOCK_INDICES, MASTER_STOCKS]) await dropTable(db, dialect, table);
}
