import type { EditableFieldMeta, ReferenceDef } from './resource.ts';
import { fields as f } from './resource-fields.ts';

/**
 * Tickers, as every area that names stocks holds them (Exclusive research, Insight, indices, daily
 * data): IDX codes of four upper-case letters, checked against master stocks by the server and
 * picked in the console by searching the master stocks (ticker or company name).
 */

/** An IDX ticker: four upper-case letters (BBCA, TLKM). */
export const TICKER_PATTERN = /^[A-Z]{4}$/;
export const TICKER_HINT = 'four letters such as BBCA';

/** Where tickers come from: master stocks, valued by ticker and named by company. */
export const TICKER_REFERENCE: ReferenceDef = { resource: 'master-stock', valueField: 'ticker', labelField: 'company_name' };

/** One ticker. */
export const tickerInput = (label = 'Ticker') => f.code(label, { pattern: TICKER_PATTERN, hint: TICKER_HINT });

/** A list of tickers, each once. */
export const tickersInput = (label = 'Tickers', maxItems = 20) =>
  f.codes(label, { maxItems, pattern: TICKER_PATTERN, hint: TICKER_HINT });

/** The editor of a list of tickers: a search-as-you-type picker over master stocks. */
export function tickersMeta(help: string): EditableFieldMeta {
  return { widget: 'codes', placeholder: 'Search BBCA, Telkom…', help, reference: TICKER_REFERENCE };
}
