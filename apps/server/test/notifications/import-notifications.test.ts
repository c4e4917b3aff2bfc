import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { addMasterStocks, staffWith } from '../resources/resource-helpers.ts';
import { dailyCsv, importFile } from '../stocks/stocks-helpers.ts';

const notices = async (t: TestApp, cookie: string) =>
  json(await t.call({ method: 'GET', url: '/api/notification/list?area=stock-data', cookie })).data.data as Array<
    Record<string, unknown>
  >;

describe.each(DIALECTS)('a long import tells its importer how it ended, on %s', (dialect) => {
  let t: TestApp;
  let quick: TestApp;
  let importer: string;
  let other: string;
  beforeAll(async () => {
    // Every import counts as long here; the second app keeps the default (10 s).
    t = await createTestApp(dialect, { env: { IMPORT_NOTIFY_AFTER_MS: '0' } });
    quick = await createTestApp(dialect);
    for (const app of [t, quick]) await addMasterStocks(app, ['BBRI']);
    importer = await staffWith(t, { STOCKDATA: ['read', 'write', 'update'] });
    other = await staffWith(t, { STOCKDATA: ['read', 'write', 'update'] });
  });
  afterAll(async () => {
    await quick?.close();
    await t?.close();
  });

  it('finished: the counts, in the importer’s bell only; failed: the reason, with nothing imported', async () => {
    const ok = await importFile(t, importer, 'stock-data', dailyCsv(['BBRI,2025-06-02,4000,4100,3950,4050,100,405000,5']), {
      filename: 'juni.csv',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await notices(t, importer)).toEqual([
      expect.objectContaining({
        kind: 'import-finished',
        title: 'Daily stock data: juni.csv',
        body: '1 row: 1 added, 0 updated.',
        path: '/tool/stocks',
        record_id: null,
      }),
    ]);
    const bad = await importFile(t, importer, 'stock-data', dailyCsv(['BBRI,2025-06-03,4000,4100,3950,abc,100,405000,5']), {
      filename: 'salah.csv',
    });
    expect(bad.statusCode).toBe(400);
    const [failed] = await notices(t, importer);
    expect(failed).toMatchObject({ kind: 'import-failed', title: 'Daily stock data: salah.csv' });
    expect(String(failed!.body)).toMatch(/1 error; nothing was imported/);
    expect(await notices(t, other)).toEqual([]);
    // A dry run is a check, not an import: nobody is told.
    await importFile(t, importer, 'stock-data', dailyCsv(['BBRI,2025-06-04,4000,4100,3950,4050,100,405000,5']), { dryRun: true });
    expect(await notices(t, importer)).toHaveLength(2);
  });

  it('a quick import, watched on the screen, tells nobody', async () => {
    const cookie = await staffWith(quick, { STOCKDATA: ['read', 'write', 'update'] });
    const ok = await importFile(quick, cookie, 'stock-data', dailyCsv(['BBRI,2025-06-02,4000,4100,3950,4050,100,405000,5']));
    expect(ok.statusCode).toBe(200);
    expect(await notices(quick, cookie)).toEqual([]);
  });
});
