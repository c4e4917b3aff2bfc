import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BASIC,
  buildWhenAlone,
  load,
  preparedBenchDatabase,
  printTable,
  reportTargets,
  signIn,
  startServer,
  type LoadResult,
} from './bench-server.ts';
import { loadCircleArticles } from './circle-bench-data.ts';
import { VOCABULARY } from './resources-bench-data.ts';

/**
 * Issue 7: Circle moderation on 1,000,000 articles (8% PENDING, 2% REQUEST, 1 in 97 in the trash).
 *  (a) the moderation list with a status filter + a text search + a sort, page 3, as moderators
 *      use it: a working set of 20 searches repeated (served from the list cache between changes)
 *  (a') the same with a different search on (nearly) every request: the cache never helps
 *  (b) the badge total (total-request)
 * 10 connections, BENCH_SECONDS (default 20) each, and the server's peak memory. The loaded
 * database is kept in the temp folder between runs (keyed by the migrations and the loader).
 * Run alone: `cd apps/server && node --import tsx bench/circle.bench.ts`.
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const TARGETS: Record<string, number> = { a: 2000, b: 10_000 };

const here = path.dirname(fileURLToPath(import.meta.url));

export async function benchCircle(): Promise<void> {
  buildWhenAlone(fileURLToPath(import.meta.url));
  const database = await preparedBenchDatabase(
    'circle',
    ROWS,
    [path.join(here, 'circle-bench-data.ts'), path.join(here, 'bench-rows.ts')],
    loadCircleArticles,
  );
  const server = await startServer({ dir: database.dir, databaseUrl: database.databaseUrl });
  try {
    const cookie = await signIn(server.url, 'owner@demo.test');
    const headers = { authorization: BASIC, cookie };
    const base = { url: server.url, headers, duration: SECONDS, connections: 10 };
    const list = '/api/circle-research/circle/list';
    const working = VOCABULARY.filter((_, i) => i % 60 === 0);
    let w = 0;
    let d = 0;
    const rows: LoadResult[] = [];
    rows.push(
      await load('(a) list: status + search + sort, page 3 (20 searches)', {
        ...base,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({
              ...req,
              path: `${list}?page=3&limit=10&status=PENDING&query=${working[w++ % working.length]}&sortby=article_title&sortdesc=false`,
            }),
          },
        ],
      }),
    );
    const statuses = ['PENDING', 'APPROVED', 'REJECTED', 'REVISION', 'DRAFT'];
    rows.push(
      await load("(a') the same, a different search each time", {
        ...base,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => {
              const n = d++;
              const status = statuses[n % statuses.length];
              const word = VOCABULARY[Math.floor(n / statuses.length) % VOCABULARY.length];
              return {
                ...req,
                path: `${list}?page=3&limit=10&status=${status}&query=${word}&sortby=article_title&sortdesc=false`,
              };
            },
          },
        ],
      }),
    );
    rows.push(
      await load('(b) total-request (the menu badge)', {
        ...base,
        url: `${server.url}/api/circle-research/circle/data/total-request`,
      }),
    );
    const peak = server.peakRssMiB();
    const sample = await fetch(
      `${server.url}${list}?page=3&limit=10&status=PENDING&query=${working[0]}&sortby=article_title&sortdesc=false`,
      { headers },
    );
    const answer = (await sample.json()) as { data: { total: number; data: unknown[] } };
    printTable(
      `Circle on ${ROWS.toLocaleString('en')} articles, ${database.dialect} (10 connections, ${SECONDS} s each)`,
      rows,
      peak,
    );
    console.log(`  a search of (a) finds ${answer.data.total} PENDING articles; page 3 shows ${answer.data.data.length}`);
    reportTargets(rows, TARGETS);
    console.log(`  peak server memory (VmHWM): ${peak.toFixed(1)} MiB`);
  } finally {
    await server.stop();
    await database.drop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchCircle();
