import { json, type TestApp } from '../test-app.ts';
import { multipart } from '../resources/resource-helpers.ts';

/** A CSV file of daily data rows (`ticker,date,open,high,low,close,volume,value,frequency`). */
export function dailyCsv(rows: readonly string[], header = 'ticker,date,open,high,low,close,volume,value,frequency'): Buffer {
  return Buffer.from([header, ...rows].join('\n') + '\n');
}

/** `n` valid daily rows for `tickers`, business days from 2025-01-01, prices moved by `shift`. */
export function generatedRows(n: number, tickers: readonly string[], shift = 0): string[] {
  const rows: string[] = [];
  const start = Date.parse('2000-01-03T00:00:00Z');
  for (let i = 0; rows.length < n; i++) {
    const date = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
    for (const ticker of tickers) {
      if (rows.length === n) break;
      const close = 1000 + ((i * 7) % 500) + shift;
      rows.push(
        `${ticker},${date},${close - 5},${close + 10},${close - 10},${close},${100_000 + i},${close * (100_000 + i)},${50 + (i % 9)}`,
      );
    }
  }
  return rows;
}

/** POST a CSV (or any file) to a resource's import call. */
export function importFile(
  t: TestApp,
  cookie: string,
  name: string,
  content: Buffer,
  opts: { dryRun?: boolean; filename?: string; type?: string } = {},
) {
  const parts = multipart('file', opts.filename ?? 'data.csv', opts.type ?? 'text/csv', content);
  return t.call({
    method: 'POST',
    url: `/api/${name}/import${opts.dryRun ? '?dry_run=1' : ''}`,
    cookie,
    payload: parts.payload,
    headers: parts.headers,
  });
}

export async function stockDataCount(t: TestApp): Promise<number> {
  const row = await t.ctx.db.kysely
    .selectFrom('stock_data')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export const reportOf = (res: { body: string }) => {
  const body = json(res as never);
  return body.data ?? body.report;
};

/** One day of a ticker's data at a flat price (open, high, low and close the same). */
export function flatDay(ticker: string, date: string, close: number) {
  return { ticker, date, open: close, high: close, low: close, close, volume: 1000, value: close * 1000, frequency: 10 };
}
