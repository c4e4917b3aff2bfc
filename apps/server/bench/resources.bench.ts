import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BASIC,
  benchDatabase,
  buildWhenAlone,
  load,
  printTable,
  signIn,
  startServer,
  type LoadResult,
  reportTargets,
} from './bench-server.ts';
import { VOCABULARY, loadCategories, seededRandom, syntheticName } from './resources-bench-data.ts';

/**
 * Issue 4: the resource engine on 100,000 categories (one in 97 in the trash, one in 10
 * inactive). Four calls, 10 connections each, BENCH_SECONDS (default 20) each:
 *  (a) list with a filter + text search + sort + total, page 3
 *  (b) simple list, newest first
 *  (c) detail of a random id
 *  (d) update of a random id with its audit entry (distinct ids, with the version the bench tracks)
 * and the server's peak memory. Run alone: `cd apps/server && node --import tsx bench/resources.bench.ts`.
 */
const ROWS = Number(process.env.BENCH_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const TARGETS: Record<string, number> = { a: 2000, b: 8000, c: 10_000, d: 2000 };
const MEMORY_TARGET_MIB = 120;

function shuffled(count: number, random: () => number): number[] {
  const ids = Array.from({ length: count }, (_, i) => i + 1);
  for (let i = ids.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [ids[i], ids[j]] = [ids[j]!, ids[i]!];
  }
  return ids;
}

export async function benchResources(): Promise<void> {
  buildWhenAlone(fileURLToPath(import.meta.url));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-bench-resources-'));
  const database = await benchDatabase(dir, 'resources');
  const loadStarted = performance.now();
  await loadCategories(dir, ROWS, database.url);
  console.log(
    `  loaded ${ROWS.toLocaleString('en')} categories into ${database.dialect} in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s`,
  );

  const server = await startServer({ dir, databaseUrl: database.url });
  const random = seededRandom(7);
  try {
    const cookie = await signIn(server.url, 'owner@demo.test');
    const headers = { authorization: BASIC, cookie, 'content-type': 'application/json' };
    const base = { url: server.url, headers, duration: SECONDS, connections: 10 };
    const live = (id: number) => id % 97 !== 0;
    const liveIds = shuffled(ROWS, random).filter(live);

    const words = VOCABULARY.filter((_, i) => i % 60 === 0);
    let w = 0;
    const rows: LoadResult[] = [];
    rows.push(
      await load('(a) list: filter + search + sort + total, page 3', {
        ...base,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => ({
              ...req,
              path: `/api/category/list?page=3&limit=10&active=true&query=${words[w++ % words.length]}&sortby=article_category_name`,
            }),
          },
        ],
      }),
    );
    rows.push(await load('(b) list: newest first, page 1 + total', { ...base, url: `${server.url}/api/category/list` }));
    let d = 0;
    rows.push(
      await load('(c) detail of a random id', {
        ...base,
        requests: [
          { method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/category/detail/${liveIds[d++ % liveIds.length]}` }) },
        ],
      }),
    );
    const versions = new Map<number, number>();
    let u = 0;
    rows.push(
      await load('(d) update of a random id, with audit', {
        ...base,
        requests: [
          {
            method: 'PUT',
            setupRequest: (req, context: object) => {
              const id = liveIds[u++ % liveIds.length]!;
              (context as { id?: number }).id = id;
              const body = {
                article_category_name: syntheticName(random, id),
                slug: `cat-${id}`,
                description: `Diperbarui oleh uji beban (${u}).`,
                icon: null,
                sort_order: id % 1000,
                active: id % 10 !== 0,
                version: versions.get(id) ?? 1,
              };
              return { ...req, path: `/api/category/update/${id}`, body: JSON.stringify(body) };
            },
            onResponse: (status, body, context: object) => {
              if (status === 200)
                versions.set((context as { id: number }).id, (JSON.parse(body) as { data: { version: number } }).data.version);
            },
          },
        ],
      }),
    );
    const peak = server.peakRssMiB();
    printTable(
      `Resource engine on ${ROWS.toLocaleString('en')} categories, ${database.dialect} (10 connections, ${SECONDS} s each)`,
      rows,
      peak,
    );
    reportTargets(rows, TARGETS);
    console.log(`  peak server memory (VmHWM): ${peak.toFixed(1)} MiB (target ≤ ${MEMORY_TARGET_MIB} MiB)`);
  } finally {
    await server.stop();
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchResources();
