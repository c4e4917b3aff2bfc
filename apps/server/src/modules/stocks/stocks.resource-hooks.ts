import type { ResourceHooks } from '@/resources/resource-hooks.ts';
import { badRequest } from '@/http/errors.ts';
import { createStockRepository } from './stock.repository.ts';
import { assertTickers, unknownTickersMessage } from './stock-tickers.ts';

/** An index's constituents are master stocks. */
export const stockIndexHooks: ResourceHooks = {
  async beforeChange({ trx, data }) {
    await assertTickers(trx, (data.tickers as string[] | undefined) ?? [], 'tickers');
  },
  async beforeImport({ db }) {
    const known = await createStockRepository(db).allTickers();
    return (data) => {
      const unknown = ((data.tickers as string[] | undefined) ?? []).filter((t) => !known.has(t));
      return unknown.length ? { tickers: unknownTickersMessage(unknown) } : null;
    };
  },
};

/** A day of data is about a master stock, and there is one row per ticker and date. */
export const stockDataHooks: ResourceHooks = {
  async beforeChange({ trx, data, previous }) {
    const ticker = String(data.ticker);
    const date = String(data.date);
    await assertTickers(trx, [ticker], 'ticker');
    const other = await createStockRepository(trx).otherDay(ticker, date, previous?.id ?? 0);
    if (other) {
      const where = other.deleted_at ? ' (in the trash: restore it instead)' : '';
      throw badRequest(`${ticker} already has data for ${date}.`, {
        date: `${ticker} already has a row for ${date}, id ${other.id}${where}; edit that row instead`,
      });
    }
  },
  async beforeImport({ db }) {
    const known = await createStockRepository(db).allTickers();
    return (data) => (known.has(String(data.ticker)) ? null : { ticker: unknownTickersMessage([String(data.ticker)]) });
  },
};
