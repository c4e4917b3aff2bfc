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
  type LoadResult,
} from './bench-server.ts';
import { loadAlgoResearch } from './algo-research-bench-data.ts';
import { VOCABULARY } from './resources-bench-data.ts';

/**
 * Issue 11: Exclusive research on 1,000,000 records (5% PENDING, 1% REQUEST, 1 in 97 in the trash).
 *  (a) the list with a status filter + a text search + a sort, page 3, a different search word on
 *      every request (no result cache helps)
 *  (b) the list as it opens: newest first, page 1, with its total
 *  (c) one record's detail (with its tickers and plans)
 * with (0) the signed-in profile, for comparison (see loadProfileForComparison).
 * 10 connections, BENCH_SECONDS (default 20) each, and the server's peak memory. The loaded
 * database is kept in the temp folder between runs (keyed by the migrations and the loader).
 * Run alone: `cd apps/server && node --import tsx bench/algo-research.bench.ts`.
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const TARGETS: Record<string, number> = { a: 2000 };

const here = path.dirname(fileURLToPath(import.meta.url));

export async function benchAlgoResearch(): Promise<void> {
  buildWhenAlone(fileURLToPath(import.meta.url));
  const database = await preparedBenchDatabase(
    'algo-research',
    ROWS,
    [path.join(here, 'algo-research-bench-data.ts'), path.join(here, 'bench-rows.ts')],
    loadAlgoResearch,
  );
  const server = await startServer({ dir: database.dir, databaseUrl: database.databaseUrl });
  try {
    const cookie = await signIn(server.url, 'owner@demo.test');
    const headers = { authorization: BASIC, cookie };
    const base = { url: server.url, headers, duration: SECONDS, connections: 10 };
    const list = '/api/algo-research/list';
    const statuses = ['APPROVED', 'PENDING', 'DRAFT', 'REVISION', 'REJECTED'];
    let n = 0;
    const rows: LoadResult[] = [await loadProfileForComparison(server.url, base)];
    rows.push(
      await load('(a) list: status + search + sort, page 3, a new word each time', {
        ...base,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => {
              const i = n++;
              const status = statuses[i % statuses.length];
              const word = VOCABULARY[Math.floor(i / statuses.length) % VOCABULARY.length];
              return { ...req, path: `${list}?page=3&limit=10&status=${status}&query=${word}&sortby=title&sortdesc=false` };
            },
          },
        ],
      }),
    );
    rows.push(await load('(b) list as it opens: newest first, page 1', { ...base, url: `${server.url}${list}?page=1&limit=10` }));
    let d = 0;
    rows.push(
      await load('(c) detail of a random record', {
        ...base,
        requests: [
          { method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/algo-research/detail/${1 + ((d++ * 7919) % ROWS)}` }) },
        ],
      }),
    );
    const peak = server.peakRssMiB();
    const sample = await fetch(
      `${server.url}${list}?page=3&limit=10&status=APPROVED&query=${VOCABULARY[0]}&sortby=title&sortdesc=false`,
      {
        headers,
      },
    );
    const answer = (await sample.json()) as { data: { total: number; data: unknown[] } };
    printTable(
      `Exclusive research on ${ROWS.toLocaleString('en')} records, ${database.dialect} (10 connections, ${SECONDS} s each)`,
      rows,
      peak,
    );
    console.log(`  a search of (a) finds ${answer.data.total} APPROVED records; page 3 shows ${answer.data.data.length}`);
    reportTargets(rows, TARGETS);
    console.log(`  peak server memory (VmHWM): ${peak.toFixed(1)} MiB`);
  } finally {
    await server.stop();
    await database.drop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchAlgoResearch();
