import type { PickReturn } from '@rc/contract/institution';
import type { StockPick } from '@rc/contract/resources/institution-stock-placement.resource';

/** A ticker's latest daily close and its day. */
export type LatestClose = { close: number; date: string };

/**
 * Each pick's return since entry: the price change from its entry price to the latest daily close,
 * in percent to two decimals; null (shown as "—") when there is no daily data for the ticker.
 * The one place the figure is computed, for whatever screen or export shows it.
 */
export function pickReturns(picks: readonly StockPick[], closes: ReadonlyMap<string, LatestClose>): PickReturn[] {
  return picks.map((pick) => {
    const latest = closes.get(pick.ticker);
    if (!latest || pick.entry_price <= 0) return { ticker: pick.ticker, latest_close: null, close_date: null, return_pct: null };
    const pct = ((latest.close - pick.entry_price) / pick.entry_price) * 100;
    return { ticker: pick.ticker, latest_close: latest.close, close_date: latest.date, return_pct: Math.round(pct * 100) / 100 };
  });
}
