import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BASIC,
  buildWhenAlone,
  load,
  loadProfileForComparison,
  preparedBenchDatabase,
  printTable,
  signIn,
  startServer,
  type LoadResult,
} from './bench-server.ts';
import { loadNewsroom } from './editorial-bench-data.ts';

/**
 * The editorial desk on 1,000,000 Exclusive research rows (plus 20,000 each of Insight and Circle),
 * as the owner sees it (every area):
 *  (a) the desk as it opens: every bucket of every area, page 1
 *  (b) waiting for review, page 3
 *  (c) recently published, one area, page 2 of 25
 *  (d) one author's work waiting for review
 *  (e) the counts of the tabs
 *  (f) a different question on every request, so the answer cache never helps
 * with (0) the signed-in profile, for comparison (see loadProfileForComparison).
 * 10 connections, BENCH_SECONDS (default 20) each, and the server's peak memory. The loaded database
 * is kept in the temp folder for the day (the "recently published" week moves with the clock).
 * Run alone: `cd apps/server && node --import tsx bench/editorial.bench.ts`.
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const OTHERS = Number(process.env.BENCH_OTHER_ROWS ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const TARGETS: Record<string, number> = { a: 5000 };

const here = path.dirname(fileURLToPath(import.meta.url));

export async function benchEditorial(): Promise<void> {
  buildWhenAlone(fileURLToPath(import.meta.url));
  // The "recently published" week moves with the clock: the data is loaded again each day.
  const day = new Date().toISOString().slice(0, 10);
  const now = Date.parse(`${day}T00:00:00.000Z`);
  const database = await preparedBenchDatabase(
    'editorial',
    ROWS,
    [path.join(here, 'editorial-bench-data.ts'), path.join(here, 'bench-rows.ts')],
    (url, rows) => loadNewsroom(url, rows, OTHERS, now),
    day,
  );
  const server = await startServer({ dir: database.dir, databaseUrl: database.databaseUrl });
  try {
    const cookie = await signIn(server.url, 'owner@demo.test');
    const headers = { authorization: BASIC, cookie };
    const base = { headers, duration: SECONDS, connections: 10 };
    const queue = `${server.url}/api/editorial/queue`;
    const rows: LoadResult[] = [];
    rows.push(await loadProfileForComparison(server.url, base));
    rows.push(await load('(a) the desk: every bucket, every area, page 1', { ...base, url: queue }));
    rows.push(await load('(b) waiting for review, page 3', { ...base, url: `${queue}?status=REVIEW&page=3` }));
    rows.push(
      await load('(c) recently published research, page 2 of 25', {
        ...base,
        url: `${queue}?status=PUBLISHED&area=algo-research&page=2&limit=25`,
      }),
    );
    rows.push(await load("(d) one writer's work waiting for review", { ...base, url: `${queue}?status=REVIEW&author=staff-3` }));
    rows.push(await load('(e) the counts of the tabs', { ...base, url: `${server.url}/api/editorial/counts` }));
    // Status × area × page size: 2,184 different questions in turn, more than the answer cache keeps.
    const statuses = ['', 'REVIEW', 'PENDING', 'REVISION', 'SCHEDULED', 'PUBLISHED'];
    const areas = ['', 'algo-research', 'algo-news', 'circle-research'];
    let n = 0;
    rows.push(
      await load('(f) page 1, a question the cache has not kept', {
        ...base,
        url: server.url,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => {
              const i = n++;
              const status = statuses[i % statuses.length]!;
              const area = areas[Math.floor(i / statuses.length) % areas.length]!;
              const limit = 10 + (Math.floor(i / (statuses.length * areas.length)) % 91);
              const query = [status && `status=${status}`, area && `area=${area}`, `limit=${limit}`].filter(Boolean).join('&');
              return { ...req, path: `/api/editorial/queue?${query}` };
            },
          },
        ],
      }),
    );
    const peak = server.peakRssMiB();
    const sample = (await (await fetch(queue, { headers })).json()) as { data: { total: number } };
    const counts = (await (await fetch(`${server.url}/api/editorial/counts`, { headers })).json()) as { data: unknown };
    printTable(
      `Editorial desk on ${ROWS.toLocaleString('en')} research rows, ${database.dialect} (10 connections, ${SECONDS} s each)`,
      rows,
      peak,
    );
    console.log(`  the desk holds ${sample.data.total.toLocaleString('en')} rows: ${JSON.stringify(counts.data)}`);
    for (const r of rows) {
      const key = r.name.slice(1, 2);
      const target = TARGETS[key];
      if (target)
        console.log(`  (${key}) ${r.rps >= target ? 'meets' : 'MISSES'} the target of ${target.toLocaleString('en')} req/s`);
    }
    console.log(`  peak server memory (VmHWM): ${peak.toFixed(1)} MiB`);
  } finally {
    await server.stop();
    await database.drop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchEditorial();
