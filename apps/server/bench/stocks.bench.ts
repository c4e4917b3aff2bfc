import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BASIC,
  buildWhenAlone,
  load,
  loadProfileForComparison,
  preparedBenchDatabase,
  printTable,
  reportTargets,
  signIn,
  startServer,
} from './bench-server.ts';
import { BENCH_TICKERS, benchDate, benchDay, loadStocks, loadStocksPostgres } from './stocks-bench-data.ts';

/**
 * Issue 12: daily stock data.
 *  (a) import of IMPORT_ROWS (default 1,000,000) daily rows from one CSV file: rows/s, and the
 *      server's peak memory during it (targets ≥ 50,000 rows/s, ≤ 200 MiB)
 *  (b) the daily data list of one ticker over a month, at BENCH_ROWS rows (default 10,000,000),
 *      a different ticker and month on every request (target ≥ 5,000 req/s)
 *  (0) the signed-in profile, for comparison (see loadProfileForComparison)
 * The loaded database is kept in the temp folder between runs (keyed by the migrations and the
 * loader). Run alone: `cd apps/server && node --import tsx bench/stocks.bench.ts`.
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 10_000_000);
const IMPORT_ROWS = Number(process.env.IMPORT_ROWS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);

const here = path.dirname(fileURLToPath(import.meta.url));

/** The import file: days after the loaded ones, so every row is new. */
async function writeImportFile(file: string, rows: number, firstDay: number): Promise<void> {
  const out = fs.createWriteStream(file);
  const write = (text: string) => (out.write(text) ? Promise.resolve() : new Promise<void>((r) => out.once('drain', r)));
  await write('ticker,date,open,high,low,close,volume,value,frequency\n');
  let chunk = '';
  for (let n = 0; n < rows; n++) {
    chunk += `${benchDay(n % BENCH_TICKERS.length, firstDay + Math.floor(n / BENCH_TICKERS.length)).join(',')}\n`;
    if (chunk.length > 1 << 16) {
      await write(chunk);
      chunk = '';
    }
  }
  await write(chunk);
  await new Promise<void>((r) => out.end(r));
}

export async function benchStocks(): Promise<void> {
  buildWhenAlone(fileURLToPath(import.meta.url));
  const database = await preparedBenchDatabase('stocks', ROWS, [path.join(here, 'stocks-bench-data.ts')], {
    sqlite: loadStocks,
    postgres: loadStocksPostgres,
  });
  const server = await startServer({ dir: database.dir, databaseUrl: database.databaseUrl });
  const csv = path.join(os.tmpdir(), `rc-bench-stocks-import-${IMPORT_ROWS}.csv`);
  try {
    const cookie = await signIn(server.url, 'owner@demo.test');
    const headers = { authorization: BASIC, cookie };
    const loadedDays = Math.ceil(ROWS / BENCH_TICKERS.length);
    const days = loadedDays;
    const base = { url: server.url, headers, duration: SECONDS, connections: 10 };
    let n = 0;
    const rows = [
      await loadProfileForComparison(server.url, base),
      await load('(b) daily data of one ticker over a month, newest first', {
        ...base,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => {
              const i = n++;
              const ticker = BENCH_TICKERS[(i * 7919) % BENCH_TICKERS.length];
              const from = (i * 104_729) % Math.max(1, days - 31);
              return {
                ...req,
                path: `/api/stock-data/list?ticker=${ticker}&date_from=${benchDate(from)}&date_to=${benchDate(from + 30)}`,
              };
            },
          },
        ],
      }),
    ];
    const listPeak = server.peakRssMiB();

    await writeImportFile(csv, IMPORT_ROWS, loadedDays + 1);
    const size = fs.statSync(csv).size;
    const form = new FormData();
    form.append('file', await fs.openAsBlob(csv, { type: 'text/csv' }), 'daily.csv');
    const started = performance.now();
    const res = await fetch(`${server.url}/api/stock-data/import`, { method: 'POST', headers, body: form });
    const seconds = (performance.now() - started) / 1000;
    const answer = (await res.json()) as { data?: { inserted: number; updated: number }; error?: unknown };
    if (res.status !== 200) throw new Error(`import failed: ${res.status} ${JSON.stringify(answer).slice(0, 500)}`);

    printTable(
      `Daily stock data on ${ROWS.toLocaleString('en')} rows, ${database.dialect} (10 connections, ${SECONDS} s)`,
      rows,
      listPeak,
    );
    reportTargets(rows, { b: 5000 });
    console.log(`  peak server memory after the list load: ${listPeak.toFixed(1)} MiB`);
    const rate = Math.round(IMPORT_ROWS / seconds);
    console.log(
      `  (a) import of ${IMPORT_ROWS.toLocaleString('en')} rows (${(size / 1024 / 1024).toFixed(0)} MB CSV): ${seconds.toFixed(1)} s, ${rate.toLocaleString('en')} rows/s (target ≥ 50,000) ${rate >= 50_000 ? 'met' : 'MISSED'}; inserted ${answer.data!.inserted}, updated ${answer.data!.updated}`,
    );
    const peak = server.peakRssMiB();
    console.log(
      `  peak server memory (VmHWM) with the import: ${peak.toFixed(1)} MiB (target ≤ 200) ${peak <= 200 ? 'met' : 'MISSED'}`,
    );
  } finally {
    await server.stop();
    await database.drop();
    fs.rmSync(csv, { force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchStocks();
