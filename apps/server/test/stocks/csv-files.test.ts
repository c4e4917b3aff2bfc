import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, json, type TestApp } from '../test-app.ts';
import { addMasterStocks, createRecord, multipart } from '../resources/resource-helpers.ts';
import { dailyCsv, importFile, reportOf, stockDataCount } from './stocks-helpers.ts';

const HEADER = 'ticker,company_name,sector';
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** The export without the columns an import changes by itself (the moment of the change, the version). */
function withoutChangeColumns(csv: string): string[] {
  const [header = '', ...rows] = csv.trim().split('\r\n');
  const names = header.replace(/^\uFEFF/, '').split(',');
  const keep = names.map((name, i) => (name === 'updated_at' || name === 'version' ? -1 : i)).filter((i) => i >= 0);
  // The values compared here hold no commas or quotes, so a plain split reads them.
  return [header, ...rows].map((line) => keep.map((i) => line.split(',')[i]).join(','));
}

/**
 * Issue 48, CSV files: UTF-8 with or without a byte-order mark is read; a file in another encoding
 * is refused, naming the encoding and the first row that shows it, or read as declared; a file of
 * one key repeated on every row is answered with the repeated-key report (also when its check runs
 * in the import's reader thread); export → import → export gives the same file.
 */
describe.each(DIALECTS)('CSV files on %s', (dialect) => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = await t.login('owner@demo.test');
  });
  afterAll(() => t?.close());

  const company = async (ticker: string) => {
    const list = json(await t.call({ method: 'GET', url: `/api/master-stock/list?query=${ticker}`, cookie: owner })).data.data;
    return (list as Array<{ ticker: string; company_name: string }>).find((s) => s.ticker === ticker)?.company_name;
  };

  it('reads UTF-8 with or without a byte-order mark', async () => {
    const plain = await importFile(t, owner, 'master-stock', Buffer.from(`${HEADER}\nCAFE,Café Nusantara Tbk,Financials\n`));
    expect(plain.statusCode, plain.body).toBe(200);
    const marked = Buffer.concat([BOM, Buffer.from(`${HEADER}\nKOPI,Kopi Ñusa Tbk,Financials\n`)]);
    expect((await importFile(t, owner, 'master-stock', marked)).statusCode).toBe(200);
    expect(await company('CAFE')).toBe('Café Nusantara Tbk');
    expect(await company('KOPI')).toBe('Kopi Ñusa Tbk');
  });

  it('refuses a Windows-1252 file naming the encoding and the row, and reads it when it is declared', async () => {
    const latin = Buffer.from(`${HEADER}\nTEHH,Teh Botol Tbk,Financials\nGULA,Gula Manis Caf\xe9 Tbk,Financials\n`, 'latin1');
    const refused = await importFile(t, owner, 'master-stock', latin);
    expect(refused.statusCode).toBe(415);
    const message = json(refused).error.message as string;
    expect(message).toMatch(/not UTF-8: row 3 has the byte 0xE9/);
    expect(message).toMatch(/Windows-1252/);
    expect(message).toContain('Gula Manis Café Tbk');
    expect(await company('TEHH')).toBeUndefined();

    const parts = multipart('file', 'latin.csv', 'text/csv', latin);
    const declared = await t.call({
      method: 'POST',
      url: '/api/master-stock/import?encoding=windows-1252',
      cookie: owner,
      payload: parts.payload,
      headers: parts.headers,
    });
    expect(declared.statusCode, declared.body).toBe(200);
    expect(await company('GULA')).toBe('Gula Manis Café Tbk');
  });

  it('gives the exported file back after an import of it, formulas escaped once', async () => {
    const risky = [
      `${HEADER},sub_sector`,
      'SUMA,=SUM(A1:A2) Tbk,Financials,+62 Telco',
      'MINS,-5% Sekuritas Tbk,Financials,@home',
      // A spreadsheet's own mark for text: the apostrophe is not part of the value.
      "TEKS,'=Teks Tbk,Financials,'tanda",
    ].join('\n');
    expect((await importFile(t, owner, 'master-stock', Buffer.from(`${risky}\n`))).statusCode).toBe(200);
    expect(await company('SUMA')).toBe('=SUM(A1:A2) Tbk');
    expect(await company('TEKS')).toBe('=Teks Tbk');
    // A value that itself starts with an apostrophe before a formula sign.
    await createRecord(t, owner, 'master-stock', { ticker: 'APOS', company_name: "'=Kutip Tbk", sector: 'Financials' });
    const exportAll = async () => (await t.call({ method: 'GET', url: '/api/master-stock/export.csv', cookie: owner })).body;

    const first = await exportAll();
    expect(first).toContain(",'=SUM(A1:A2) Tbk,");
    expect(first).toContain(",''=Kutip Tbk,");
    const again = await importFile(t, owner, 'master-stock', Buffer.from(first));
    expect(again.statusCode, again.body).toBe(200);
    expect(reportOf(again)).toMatchObject({ inserted: 0 });
    expect(await company('SUMA')).toBe('=SUM(A1:A2) Tbk');
    expect(await company('MINS')).toBe('-5% Sekuritas Tbk');
    expect(await company('APOS')).toBe("'=Kutip Tbk");
    expect(withoutChangeColumns(await exportAll())).toEqual(withoutChangeColumns(first));
  });
});

describe('a file of one key repeated on every row, checked in the import reader thread on sqlite', () => {
  let t: TestApp;
  let owner: string;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { IMPORT_READER_MIN_BYTES: '0' } });
    owner = await t.login('owner@demo.test');
    await addMasterStocks(t, ['BBRI']);
  });
  afterAll(() => t?.close());

  it('is answered with the repeated-key report, not a heap the thread runs out of', async () => {
    // 300,000 rows: the thread once kept the report's 100,000 errors itself, and its heap ran out.
    const rows = Array.from({ length: 300_000 }, () => 'BBRI,2025-01-02,1000,1010,990,1005,100,100500,10');
    const res = await importFile(t, owner, 'stock-data', dailyCsv(rows));
    expect(res.statusCode).toBe(400);
    const report = reportOf(res);
    expect(report).toMatchObject({ rows: 300_000, valid: 1, errors_total: 299_999 });
    expect(report.errors).toHaveLength(100_000);
    expect(report.errors[0]).toEqual({
      row: 3,
      column: 'ticker+date',
      message: 'Same ticker and date as row 2: one row per ticker and date',
    });
    expect(await stockDataCount(t)).toBe(0);
  }, 120_000);
});
