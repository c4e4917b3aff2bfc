import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resourceApi } from '@rc/contract/resources/resource';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { PNG, addMasterStocks, createRecord, staffWith } from '../resources/resource-helpers.ts';
import { dailyCsv, importFile, reportOf, stockDataCount } from './stocks-helpers.ts';

/**
 * On each database, and on SQLite once more with every import file checked in the import's reader
 * thread (files of 1 MiB and more are, by default; these are smaller).
 */
const SETUPS = [
  ...DIALECTS.map((dialect) => ({ name: dialect, dialect, env: {} })),
  { name: 'sqlite, files checked in the reader thread', dialect: 'sqlite' as const, env: { IMPORT_READER_MIN_BYTES: '0' } },
];

describe.each(SETUPS)('Stocks on $name', ({ dialect, env }) => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp(dialect, { env });
    owner = await staffWith(t, {
      MASTERSTOCK: ['read', 'write', 'update', 'delete'],
      MASTERSTOCKINDEX: ['read', 'write', 'update', 'delete'],
      STOCKDATA: ['read', 'write', 'update', 'delete'],
      ALGORESEARCH: ['read', 'write', 'update'],
      ALGONEWS: ['read', 'write', 'update'],
    });
    await addMasterStocks(t, ['BBRI', 'TLKM', 'ASII']);
  });
  afterAll(() => t?.close());

  const post = (url: string, payload: unknown, cookie = owner) =>
    t.call({ method: 'POST', url, cookie, payload: payload as object });

  it('keeps one master stock per ticker, upper-cased, and says so when a ticker is taken', async () => {
    const bbca = await createRecord(t, owner, 'master-stock', {
      ticker: ' bbca ',
      company_name: 'Bank Central Asia Tbk',
      sector: 'Financials',
      shares_outstanding: 123_275_050_000,
    });
    expect(bbca).toMatchObject({ ticker: 'BBCA', board: 'MAIN', active: true, shares_outstanding: 123_275_050_000 });
    const again = await post('/api/master-stock/create', { ticker: 'BBCA', company_name: 'Lain', sector: 'Financials' });
    expect(again.statusCode).toBe(400);
    expect(json(again).error.fields.ticker).toMatch(/already uses this ticker/);
    const bad = await post('/api/master-stock/create', { ticker: 'BBCA1', company_name: 'X', sector: 'Financials' });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).error.fields.ticker).toMatch(/BBCA1 is not a valid ticker: four letters/);
  });

  it('checks index constituents, research and news tickers against master stocks, naming the unknown ones', async () => {
    const index = await post('/api/stock-index/create', { code: 'lq45', name: 'LQ45', tickers: ['BBRI', 'ZZZZ', 'QQQQ'] });
    expect(index.statusCode).toBe(400);
    expect(json(index).error.message).toMatch(/ZZZZ, QQQQ/);
    expect(json(index).error.fields.tickers).toMatch(/ZZZZ, QQQQ are not master stocks/);
    const ok = await createRecord(t, owner, 'stock-index', { code: 'lq45', name: 'LQ45', tickers: ['bbri', 'TLKM'] });
    expect(ok).toMatchObject({ code: 'LQ45', tickers: ['BBRI', 'TLKM'] });
    const taken = await post('/api/stock-index/create', { code: 'LQ45', name: 'Other', tickers: [] });
    expect(json(taken).error.fields.code).toMatch(/already uses this code/);

    const research = await post('/api/algo-research/create', {
      title: 'Riset perbankan pilihan',
      first_summary: 'Ringkas.',
      short_description: 'Deskripsi.',
      body: '<p>Isi</p>',
      tickers: ['BBRI', 'XXXX'],
    });
    expect(research.statusCode).toBe(400);
    expect(json(research).error.fields.tickers).toMatch(/XXXX is not a master stock/);
    const news = await post('/api/algo-news/create', {
      title: 'IHSG menguat hari ini',
      summary: 'Ringkas.',
      body: '<p>Isi</p>',
      tickers: ['YYYY'],
    });
    expect(news.statusCode).toBe(400);
    expect(json(news).error.fields.tickers).toMatch(/YYYY is not a master stock/);
    const fine = await post('/api/algo-news/create', {
      title: 'IHSG menguat lagi',
      summary: 'Ringkas.',
      body: '<p>Isi</p>',
      tickers: ['TLKM'],
    });
    expect(fine.statusCode).toBe(201);
  });

  it('keeps one day of data per ticker and date, of a master stock, with prices that add up', async () => {
    const day = {
      ticker: 'ASII',
      date: '2026-01-05',
      open: 5000,
      high: 5100,
      low: 4950,
      close: 5050,
      volume: 1000,
      value: 5_000_000,
      frequency: 12,
    };
    const created = await createRecord(t, owner, 'stock-data', day);
    expect(created).toMatchObject(day);
    const twice = await post('/api/stock-data/create', day);
    expect(twice.statusCode).toBe(400);
    expect(json(twice).error.fields.date).toMatch(/ASII already has a row for 2026-01-05/);
    const unknown = await post('/api/stock-data/create', { ...day, ticker: 'NOPE' });
    expect(json(unknown).error.fields.ticker).toMatch(/NOPE is not a master stock/);
    const upside = await post('/api/stock-data/create', { ...day, date: '2026-01-06', low: 5200 });
    expect(upside.statusCode).toBe(400);
    expect(json(upside).error.fields.low).toMatch(/Low must not be above high/);
    const badDay = await post('/api/stock-data/create', { ...day, date: '2026-02-30' });
    expect(json(badDay).error.fields.date).toMatch(/YYYY-MM-DD/);
    // Editing the row onto another existing day is refused the same way.
    const other = await createRecord(t, owner, 'stock-data', { ...day, date: '2026-01-07' });
    const onto = await t.call({
      method: 'PUT',
      url: `/api/stock-data/update/${other.id}`,
      cookie: owner,
      payload: { ...day, version: other.version },
    });
    expect(onto.statusCode).toBe(400);
  });

  it('lists one ticker over a date range, both days included, newest first', async () => {
    const rows = ['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05'].map(
      (d, i) => `TLKM,${d},3000,3100,2900,${3000 + i},10,30000,1`,
    );
    expect((await importFile(t, owner, 'stock-data', dailyCsv(rows))).statusCode).toBe(200);
    const res = await t.call({
      method: 'GET',
      url: '/api/stock-data/list?ticker=TLKM&date_from=2026-03-03&date_to=2026-03-04',
      cookie: owner,
    });
    expect(res.statusCode).toBe(200);
    expect(json(res).data.data.map((r: { date: string }) => r.date)).toEqual(['2026-03-04', '2026-03-03']);
    expect(json(res).data.total).toBe(2);
    // A full page carries the range's total; a page past its end still tells it.
    const range = '/api/stock-data/list?ticker=TLKM&date_from=2026-03-02&date_to=2026-03-04&limit=1';
    const second = json(await t.call({ method: 'GET', url: `${range}&page=2`, cookie: owner })).data;
    expect(second.data.map((r: { date: string }) => r.date)).toEqual(['2026-03-03']);
    expect(second.total).toBe(3);
    const beyond = json(await t.call({ method: 'GET', url: `${range}&page=9`, cookie: owner })).data;
    expect(beyond).toMatchObject({ data: [], total: 3 });
    const bad = await t.call({ method: 'GET', url: '/api/stock-data/list?date_from=2026-13-01', cookie: owner });
    expect(bad.statusCode).toBe(400);
    // A day in the trash leaves the range and its total (counted from the ticker-and-date key).
    const trashed = json(await t.call({ method: 'GET', url: `${range}&page=2`, cookie: owner })).data.data[0] as { id: number };
    expect(
      (await t.call({ method: 'DELETE', url: `/api${resourceApi('stock-data').delete(trashed.id)}`, cookie: owner })).statusCode,
    ).toBe(200);
    const after = json(await t.call({ method: 'GET', url: range.replace('&limit=1', ''), cookie: owner })).data;
    expect(after.data.map((r: { date: string }) => r.date)).toEqual(['2026-03-04', '2026-03-02']);
    expect(after.total).toBe(2);
  });

  it('checks a file without writing on a dry run, and writes nothing at all when one row is wrong', async () => {
    const before = await stockDataCount(t);
    const file = dailyCsv([
      'BBRI,2025-06-02,4000,4100,3950,4050,100,405000,5',
      'BBRI,2025-06-03,4000,4100,3950,abc,100,405000,5',
      'BBRI,2025-06-04,4000,4100,3950,4050,100,405000,5',
    ]);
    const dry = await importFile(t, owner, 'stock-data', file, { dryRun: true });
    expect(dry.statusCode).toBe(200);
    expect(reportOf(dry)).toMatchObject({ rows: 3, valid: 2, errors_total: 1, dry_run: true });
    expect(reportOf(dry).errors).toEqual([{ row: 3, column: 'close', message: 'Close must be an amount in rupiah' }]);
    const real = await importFile(t, owner, 'stock-data', file);
    expect(real.statusCode).toBe(400);
    expect(json(real).error.message).toMatch(/1 error; nothing was imported/);
    expect(json(real).report.errors[0]).toMatchObject({ row: 3, column: 'close' });
    expect(await stockDataCount(t)).toBe(before);
    // The bad row comes after more than two batches of good rows that were already written
    // inside the import's transaction: they are rolled back with it.
    const day = (n: number) => new Date(Date.UTC(2021, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
    const good = Array.from({ length: 1_200 }, (_, n) => `BBRI,${day(n)},4000,4100,3950,4050,100,405000,5`);
    const late = await importFile(t, owner, 'stock-data', dailyCsv([...good, 'BBRI,2024-12-31,4000,4100,3950,abc,100,405000,5']));
    expect(late.statusCode).toBe(400);
    expect(json(late).report).toMatchObject({ rows: 1_201, valid: 1_200, errors_total: 1 });
    expect(json(late).report.errors[0]).toMatchObject({ row: 1_202, column: 'close' });
    expect(await stockDataCount(t)).toBe(before);
  });

  it('names the file line of each problem, past blank lines and a quoted value over two lines', async () => {
    const file = Buffer.from(
      'ticker,company_name,sector\nBBNI,"Bank Negara\nIndonesia Tbk",Financials\n\nBMRI,Bank Mandiri Tbk,Nowhere\nBBNI,Lain,Financials\n',
    );
    const dry = await importFile(t, owner, 'master-stock', file, { dryRun: true });
    expect(reportOf(dry)).toMatchObject({ rows: 3, valid: 1 });
    expect(reportOf(dry).errors).toEqual([
      { row: 5, column: 'sector', message: expect.any(String) },
      { row: 6, column: 'ticker', message: 'Same ticker as row 3: one row per ticker' },
    ]);
  });

  it('reports a wrong header together with the rows’ own problems, so one round of fixes does', async () => {
    const file = dailyCsv(
      ['BBRI,2025-06-03,1,1,1,abc,1,1,1,x', 'ZZZZ,2025-06-04,1,1,1,1,1,1,1,y'],
      'ticker,date,open,high,low,close,volume,value,frequency,bid',
    );
    const dry = await importFile(t, owner, 'stock-data', file, { dryRun: true });
    expect(reportOf(dry).errors).toEqual([
      { row: 1, column: 'bid', message: expect.stringMatching(/Unknown column "bid"/) },
      { row: 2, column: 'close', message: expect.any(String) },
      { row: 3, column: 'ticker', message: expect.stringMatching(/ZZZZ is not a master stock/) },
    ]);
    // A missing column is said once, on the header, not again on every row.
    const missing = await importFile(
      t,
      owner,
      'stock-data',
      dailyCsv(['BBRI,2025-06-05,1,1,1', 'BBRI,2025-06-06,1,1,1'], 'ticker,date,open,high,low'),
      {
        dryRun: true,
      },
    );
    expect(reportOf(missing).errors.every((e: { row: number }) => e.row === 1)).toBe(true);
  });

  it('takes a choice in any case and keeps it as the field spells it', async () => {
    const res = await importFile(
      t,
      owner,
      'master-stock',
      Buffer.from('ticker,company_name,sector,board\nARTO,Bank Jago Tbk,financials,development\n'),
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = await t.ctx.db.kysely
      .selectFrom('master_stocks')
      .select(['sector', 'board'])
      .where('ticker', '=', 'ARTO')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ sector: 'Financials', board: 'DEVELOPMENT' });
  });

  it('reports unknown columns, missing columns, unknown tickers and a repeated day', async () => {
    const unknown = await importFile(
      t,
      owner,
      'stock-data',
      dailyCsv(['BBRI,2025-06-02,1,1,1,1,1,1,1,x'], 'ticker,date,open,high,low,close,volume,value,frequency,bid'),
      {
        dryRun: true,
      },
    );
    expect(reportOf(unknown).errors[0]).toMatchObject({
      row: 1,
      column: 'bid',
      message: expect.stringMatching(/Unknown column "bid"/),
    });
    const missing = await importFile(t, owner, 'stock-data', dailyCsv(['BBRI,2025-06-02'], 'ticker,date'), { dryRun: true });
    expect(reportOf(missing).errors.map((e: { column: string }) => e.column)).toEqual([
      'open',
      'high',
      'low',
      'close',
      'volume',
      'value',
      'frequency',
    ]);
    const rows = await importFile(
      t,
      owner,
      'stock-data',
      dailyCsv(['ZZZZ,2025-06-02,1,1,1,1,1,1,1', 'BBRI,2025-06-02,1,1,1,1,1,1,1', 'bbri,2025-06-02,1,1,1,1,1,1,1']),
      { dryRun: true },
    );
    expect(reportOf(rows).errors).toEqual([
      { row: 2, column: 'ticker', message: expect.stringMatching(/ZZZZ is not a master stock/) },
      { row: 4, column: 'ticker+date', message: 'Same ticker and date as row 3: one row per ticker and date' },
    ]);
  });

  it('reads semicolons, any column order and labels, and updates on re-import instead of adding rows', async () => {
    const header = 'Date;Close;Ticker;Open;High;Low;Volume;Value;Frequency';
    const first = dailyCsv(
      ['2025-07-01;4050;BBRI;4000;4100;3950;100;405000;5', '2025-07-02;4060;BBRI;4000;4100;3950;100;406000;6'],
      header,
    );
    const before = await stockDataCount(t);
    const res = await importFile(t, owner, 'stock-data', first);
    expect(res.statusCode).toBe(200);
    expect(reportOf(res)).toMatchObject({ rows: 2, valid: 2, inserted: 2, updated: 0, dry_run: false });
    const second = dailyCsv(
      ['2025-07-02;4090;BBRI;4000;4100;3950;100;409000;6', '2025-07-03;4010;BBRI;4000;4100;3950;100;401000;6'],
      header,
    );
    const again = await importFile(t, owner, 'stock-data', second);
    expect(reportOf(again)).toMatchObject({ inserted: 1, updated: 1 });
    expect(await stockDataCount(t)).toBe(before + 3);
    const day = json(
      await t.call({
        method: 'GET',
        url: '/api/stock-data/list?ticker=BBRI&date_from=2025-07-02&date_to=2025-07-02',
        cookie: owner,
      }),
    ).data.data[0];
    expect(day).toMatchObject({ close: 4090, version: 2 });
    const audit = await t.ctx.db.kysely
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'import')
      .where('entity', '=', 'stock-data')
      .execute();
    expect(audit.length).toBeGreaterThanOrEqual(2);
    expect(JSON.parse(audit.at(-1)!.after!)).toMatchObject({ rows: 2, inserted: 1, updated: 1 });
  });

  it('numbers the days an import and the editor add one after another, and an updated day keeps its id', async () => {
    const listed = async () =>
      (
        json(
          await t.call({
            method: 'GET',
            url: '/api/stock-data/list?ticker=ASII&date_from=2025-08-01&date_to=2025-08-31',
            cookie: owner,
          }),
        ).data.data as { id: number; date: string; close: number }[]
      )
        .map((r) => [r.date, r.id, r.close] as const)
        .sort();
    const day = (date: string, close: number) =>
      `ASII,${date},${close},${close + 50},${close - 50},${close},100,${close * 100},5`;
    expect(
      reportOf(await importFile(t, owner, 'stock-data', dailyCsv([day('2025-08-01', 6000), day('2025-08-04', 6100)]))),
    ).toMatchObject({
      inserted: 2,
    });
    const created = await post('/api/stock-data/create', {
      ticker: 'ASII',
      date: '2025-08-05',
      open: 6150,
      high: 6200,
      low: 6100,
      close: 6150,
      volume: 100,
      value: 615000,
      frequency: 5,
    });
    expect(created.statusCode).toBe(201);
    const [first, second, third] = await listed();
    expect(json(created).data.id).toBe(third![1]);
    expect(third![1]).toBeGreaterThan(Math.max(first![1], second![1]));
    expect(first![1]).not.toBe(second![1]);

    expect(
      reportOf(await importFile(t, owner, 'stock-data', dailyCsv([day('2025-08-04', 6120), day('2025-08-06', 6200)]))),
    ).toMatchObject({
      inserted: 1,
      updated: 1,
    });
    const after = await listed();
    expect(after.slice(0, 3)).toEqual([first, [second![0], second![1], 6120], third]);
    expect(after[3]![1]).toBeGreaterThan(third![1]);
    // Each id opens its own day.
    for (const [date, id] of after) {
      const detail = await t.call({ method: 'GET', url: `/api/stock-data/detail/${id}`, cookie: owner });
      expect(json(detail).data.date).toBe(date);
    }
  });

  it('keeps the daily data total exact through imports: new rows, rows restored from the trash, and a refused file', async () => {
    // The total the list and the dashboard read, and the rows it stands for.
    const counted = async () => {
      const row = await t.ctx.db.kysely
        .selectFrom('resource_totals')
        .select('live')
        .where('tbl', '=', 'stock_data')
        .where('dim', '=', '')
        .where('val', '=', '')
        .executeTakeFirst();
      return Number(row?.live ?? 0);
    };
    const live = async () =>
      Number(
        (
          await t.ctx.db.kysely
            .selectFrom('stock_data')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('deleted_at', 'is', null)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const day = (n: number) => new Date(Date.UTC(2019, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
    // More than one batch of rows, so an import writes in several statements.
    const rows = Array.from({ length: 1_100 }, (_, n) => `ASII,${day(n)},6000,6100,5900,6050,100,605000,5`);
    const start = await counted();
    expect(start).toBe(await live());

    const first = await importFile(t, owner, 'stock-data', dailyCsv(rows));
    expect(reportOf(first)).toMatchObject({ inserted: 1_100, updated: 0 });
    expect(await counted()).toBe(start + 1_100);

    const listed = json(
      await t.call({
        method: 'GET',
        url: `/api/stock-data/list?ticker=ASII&date_from=${day(0)}&date_to=${day(0)}`,
        cookie: owner,
      }),
    ).data.data[0];
    expect((await t.call({ method: 'DELETE', url: `/api/stock-data/delete/${listed.id}`, cookie: owner })).statusCode).toBe(200);
    expect(await counted()).toBe(start + 1_099);

    // The same file again: every row updated, the trashed one restored and counted again.
    const again = await importFile(
      t,
      owner,
      'stock-data',
      dailyCsv([...rows, `ASII,${day(1_100)},6000,6100,5900,6050,100,605000,5`]),
    );
    expect(reportOf(again)).toMatchObject({ inserted: 1, updated: 1_100 });
    expect(await counted()).toBe(start + 1_101);
    expect(await counted()).toBe(await live());

    // A file refused after two batches were written: nothing stays, the count included.
    const more = Array.from({ length: 1_100 }, (_, n) => `ASII,${day(2_000 + n)},6000,6100,5900,6050,100,605000,5`);
    const refused = await importFile(t, owner, 'stock-data', dailyCsv([...more, 'ASII,2030-01-01,1,1,1,x,1,1,1']));
    expect(refused.statusCode).toBe(400);
    expect(await counted()).toBe(start + 1_101);
    // One day added in the editor still counts: the import left the table as it found it.
    await createRecord(t, owner, 'stock-data', {
      ticker: 'ASII',
      date: day(3_500),
      open: 1,
      high: 1,
      low: 1,
      close: 1,
      volume: 1,
      value: 1,
      frequency: 1,
    });
    expect(await counted()).toBe(start + 1_102);
    expect(await counted()).toBe(await live());
  });

  it('imports master stocks and indices by their keys, constituents included', async () => {
    const stocks = Buffer.from(
      'ticker,company_name,sector,sub_sector\nUNVR,Unilever Indonesia Tbk,Consumer Non-Cyclicals,Household\nASII,Astra International Tbk,Industrials,\n',
    );
    const counts = async () => json(await t.call({ method: 'GET', url: '/api/master-stock/counts', cookie: owner })).data;
    const before = await counts();
    const res = await importFile(t, owner, 'master-stock', stocks);
    expect(reportOf(res)).toMatchObject({ inserted: 1, updated: 1 });
    // The sector tabs count per value: the new stock in its sector, the updated one moved.
    const after = await counts();
    expect(after.total).toBe(before.total + 1);
    expect(after.by.sector['Consumer Non-Cyclicals']).toBe((before.by.sector['Consumer Non-Cyclicals'] ?? 0) + 1);
    const indices = Buffer.from('code,name,tickers\nIDX30,IDX30,"UNVR;ASII"\n');
    const idx = await importFile(t, owner, 'stock-index', indices);
    expect(reportOf(idx)).toMatchObject({ inserted: 1 });
    const list = json(await t.call({ method: 'GET', url: '/api/stock-index/list?tickers=UNVR', cookie: owner })).data.data;
    expect(list.map((r: { code: string; tickers: string[] }) => [r.code, r.tickers])).toEqual([['IDX30', ['UNVR', 'ASII']]]);
    const unknown = await importFile(t, owner, 'stock-index', Buffer.from('code,name,tickers\nIDX80,IDX80,ABCD\n'), {
      dryRun: true,
    });
    expect(reportOf(unknown).errors[0]).toMatchObject({ row: 2, column: 'tickers' });
  });

  it('refuses what is not a CSV upload, clearly, and writes nothing', async () => {
    const before = await stockDataCount(t);
    const png = await importFile(t, owner, 'stock-data', PNG, { filename: 'prices.csv' });
    expect(png.statusCode).toBe(415);
    expect(json(png).error.message).toMatch(/PNG image, not a CSV file/);
    const xlsx = await importFile(t, owner, 'stock-data', Buffer.from('PK\x03\x04rest'), { filename: 'prices.xlsx' });
    expect(xlsx.statusCode).toBe(415);
    expect(json(xlsx).error.message).toMatch(/not a CSV file/);
    const empty = await importFile(t, owner, 'stock-data', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    const malformed = await t.call({
      method: 'POST',
      url: '/api/stock-data/import',
      cookie: owner,
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nticker,date',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(json(malformed).error.message).toMatch(/not a well-formed multipart/);
    const json415 = await t.call({ method: 'POST', url: '/api/stock-data/import', cookie: owner, payload: { file: 'x' } });
    expect(json415.statusCode).toBe(415);
    const quote = await importFile(t, owner, 'stock-data', dailyCsv(['BBRI,"2025-06-02,1,1,1,1,1,1,1']), { dryRun: true });
    expect(quote.statusCode).toBe(200);
    expect(reportOf(quote).errors[0].message).toMatch(/cannot be read from here on/);
    expect(await stockDataCount(t)).toBe(before);
  });

  it('asks for the right permission on every call', async () => {
    const readOnly = await staffWith(t, { STOCKDATA: ['read'], MASTERSTOCK: ['read'], MASTERSTOCKINDEX: ['read'] });
    const writeOnly = await staffWith(t, { STOCKDATA: ['read', 'write'], MASTERSTOCK: ['write'], MASTERSTOCKINDEX: ['write'] });
    const importer = await staffWith(t, { STOCKDATA: ['write', 'update'] });
    const nobody = await staffWith(t, {});
    const file = dailyCsv(['ASII,2025-08-01,5000,5100,4950,5050,1,5050,1']);
    for (const name of ['master-stock', 'stock-index', 'stock-data']) {
      expect((await t.call({ method: 'GET', url: `/api/${name}/list`, cookie: nobody })).statusCode, name).toBe(403);
      expect((await t.call({ method: 'GET', url: `/api/${name}/list`, cookie: readOnly })).statusCode, name).toBe(200);
      expect((await post(`/api/${name}/create`, {}, readOnly)).statusCode, name).toBe(403);
      expect(
        (await t.call({ method: 'PUT', url: `/api/${name}/update/1`, cookie: writeOnly, payload: {} })).statusCode,
        name,
      ).toBe(403);
      expect((await t.call({ method: 'DELETE', url: `/api/${name}/delete/1`, cookie: writeOnly })).statusCode, name).toBe(403);
      expect((await importFile(t, readOnly, name, file, { dryRun: true })).statusCode, name).toBe(403);
      expect((await importFile(t, writeOnly, name, file, { dryRun: true })).statusCode, name).toBe(403);
    }
    expect((await importFile(t, importer, 'stock-data', file)).statusCode).toBe(200);
    expect((await importFile(t, importer, 'master-stock', file)).statusCode).toBe(403);
  });
});
