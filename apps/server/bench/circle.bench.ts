import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BASIC, load, printTable, signIn, startServer, type LoadResult } from './bench-server.ts';
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

/** A database of ROWS articles: loaded once per schema and loader version, then copied. */
async function preparedDatabase(): Promise<string> {
  const hash = createHash('sha256');
  const migrations = path.resolve(here, '../src/db/migrations');
  for (const file of fs.readdirSync(migrations).sort()) hash.update(fs.readFileSync(path.join(migrations, file)));
  hash.update(fs.readFileSync(path.join(here, 'circle-bench-data.ts')));
  const template = path.join(os.tmpdir(), `rc-bench-circle-${ROWS}-${hash.digest('hex').slice(0, 12)}`);
  if (!fs.existsSync(path.join(template, 'ready'))) {
    fs.rmSync(template, { recursive: true, force: true });
    const started = performance.now();
    await loadCircleArticles(template, ROWS);
    fs.writeFileSync(path.join(template, 'ready'), '');
    console.log(
      `  loaded ${ROWS.toLocaleString('en')} articles in ${((performance.now() - started) / 1000).toFixed(1)} s (kept in ${template})`,
    );
  } else {
    console.log(`  reusing ${ROWS.toLocaleString('en')} articles from ${template}`);
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-bench-circle-run-'));
  fs.copyFileSync(path.join(template, 'bench.db'), path.join(dir, 'bench.db'));
  return dir;
}

export async function benchCircle(): Promise<void> {
  if (process.argv[1] === fileURLToPath(import.meta.url)) {
    const built = spawnSync(process.execPath, ['--import', 'tsx', 'build.ts'], {
      cwd: path.resolve(here, '..'),
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('build failed');
  }
  const dir = await preparedDatabase();
  const server = await startServer({ dir });
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
    printTable(`Circle on ${ROWS.toLocaleString('en')} articles (10 connections, ${SECONDS} s each)`, rows);
    console.log(`  a search of (a) finds ${answer.data.total} PENDING articles; page 3 shows ${answer.data.data.length}`);
    for (const r of rows) {
      const key = r.name.slice(1, 2);
      const target = TARGETS[key];
      if (target && !r.name.startsWith("(a')")) {
        console.log(`  (${key}) ${r.rps >= target ? 'meets' : 'MISSES'} the target of ${target.toLocaleString('en')} req/s`);
      }
    }
    console.log(`  peak server memory (VmHWM): ${peak.toFixed(1)} MiB`);
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchCircle();
