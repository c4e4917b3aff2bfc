import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, type TestApp } from '../test-app.ts';
import { addMasterStocks, staffWith } from '../resources/resource-helpers.ts';
import { dailyCsv, generatedRows, importFile, reportOf, stockDataCount } from './stocks-helpers.ts';

const TICKERS = ['BBCA', 'BBRI', 'BMRI', 'BBNI', 'TLKM', 'ASII', 'UNVR', 'ICBP', 'ANTM', 'ADRO'];

describe.each(DIALECTS)('Daily data import at volume on %s', (dialect) => {
  let t: TestApp;
  let importer: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    importer = await staffWith(t, { STOCKDATA: ['read', 'write', 'update'] });
    await addMasterStocks(t, TICKERS);
  });
  afterAll(() => t?.close());

  it('imports a clean 100,000-row file, and a second import of it updates every row', async () => {
    const file = dailyCsv(generatedRows(100_000, TICKERS));
    const first = await importFile(t, importer, 'stock-data', file);
    expect(first.statusCode, first.body.slice(0, 300)).toBe(200);
    expect(reportOf(first)).toMatchObject({ rows: 100_000, valid: 100_000, inserted: 100_000, updated: 0, errors: [] });
    expect(await stockDataCount(t)).toBe(100_000);
    const second = await importFile(t, importer, 'stock-data', dailyCsv(generatedRows(100_000, TICKERS, 5)));
    expect(reportOf(second)).toMatchObject({ inserted: 0, updated: 100_000 });
    expect(await stockDataCount(t)).toBe(100_000);
  }, 180_000);
});
