import type { Kysely } from 'kysely';
import type { Dialect } from '../migration-kit/table-kit-v1.ts';
import { clusterByKey, unclusterByKey, type ClusteredTableSpec } from '../migration-kit/clustered-table-v1.ts';

/**
 * Daily stock data kept in ticker and date order on SQLite (decision 027): a ticker's month is a
 * page or two instead of a row on each of twenty pages (each day arrives for every ticker at once).
 * PostgreSQL is unchanged.
 */
const STOCK_DATA: ClusteredTableSpec = {
  table: 'stock_data',
  key: ['ticker', 'date'],
  keyIndex: 'stock_data_ticker_date_unique',
};

export async function up(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') await clusterByKey(db, STOCK_DATA);
}

export async function down(db: Kysely<any>, dialect: Dialect): Promise<void> {
  if (dialect === 'sqlite') await unclusterByKey(db, STOCK_DATA);
}
