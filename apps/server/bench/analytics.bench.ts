import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { BASIC, benchDatabase, load, printTable, signIn, startServer, type LoadResult } from './bench-server.ts';

/**
 * Issue 5: ingestion rate of view events through `POST /api/public/events`, then the view-series
 * call at 10 thousand events and at BENCH_EVENTS (default 50 million, issue 47): the same speed at both sizes
 * shows that the dashboard reads roll-ups, not events. It measures the bundled server: run it
 * through `npm run bench` (BENCH_ONLY=analytics), which builds first, or build before running it alone.
 */
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOTAL = Number(process.env.BENCH_EVENTS ?? 50_000_000);
const SMALL = 10_000;
const BATCH = 1000;
const SENDERS = 4;
const SECTIONS = ['ALGORESEARCH', 'INSIGHT', 'INSTITUTION', 'CIRCLE'];
const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** A pool of ready request bodies, so the sending side spends its CPU on sending, not on building JSON. */
function batchBodies(count: number): string[] {
  const now = Date.now();
  return Array.from({ length: count }, () =>
    JSON.stringify({
      events: Array.from({ length: BATCH }, () => ({
        section: SECTIONS[Math.floor(Math.random() * SECTIONS.length)],
        content_id: 1 + Math.floor(Math.random() * 5000),
        audience: Math.random() < 0.6 ? 'USER' : 'GUEST',
        action: Math.random() < 0.9 ? 'ENTER' : 'SHARE',
        // Spread over the five years the yearly chart shows, a day short of the limit.
        occurred_at: new Date(now - Math.random() * (4.99 * YEAR_MS)).toISOString(),
      })),
    }),
  );
}

function createKey(databaseUrl: string): string {
  const out = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/api-key.ts', 'create', 'bench sender'], {
    cwd: SERVER_DIR,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  const key = /(rcpk_[\w-]+)/.exec(out.stdout)?.[1];
  if (!key) throw new Error(`api-key create failed: ${out.stderr || out.stdout}`);
  return key;
}

/** Send `events` events in batches of 1,000 from SENDERS concurrent senders; events per second. */
async function ingest(url: string, key: string, events: number, bodies: string[]): Promise<number> {
  const batches = Math.ceil(events / BATCH);
  let next = 0;
  const started = performance.now();
  const sender = async () => {
    for (let i = next++; i < batches; i = next++) {
      const res = await fetch(`${url}/api/public/events`, {
        method: 'POST',
        headers: { 'x-api-key': key, 'content-type': 'application/json' },
        body: bodies[i % bodies.length],
      });
      const answer = (await res.json()) as { data?: { accepted: number } };
      if (res.status !== 200 || answer.data?.accepted !== BATCH)
        throw new Error(`batch ${i}: ${res.status} ${JSON.stringify(answer)}`);
    }
  };
  await Promise.all(Array.from({ length: SENDERS }, sender));
  return (batches * BATCH) / ((performance.now() - started) / 1000);
}

export async function benchAnalytics(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-bench-analytics-'));
  const database = await benchDatabase(dir, 'analytics');
  const server = await startServer({ dir, databaseUrl: database.url });
  try {
    const key = createKey(database.url);
    const cookie = await signIn(server.url, 'owner@demo.test');
    const headers = { authorization: BASIC, cookie };
    const bodies = batchBodies(64);
    const series = async (period: string, size: string) => {
      const url = `${server.url}/api/analytic/user-behaviour/cached-analytic/data/ALGORESEARCH/${period}/USER`;
      // An unrecorded run first, so the JIT warm-up does not land in the figures.
      await load('warm-up', { url, headers, duration: 3 });
      return load(`GET view series ALGORESEARCH/${period}/USER @ ${size} events`, { url, headers });
    };
    const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

    const smallRate = await ingest(server.url, key, SMALL, bodies);
    const rows: LoadResult[] = [await series('SEVENDAY', '10k'), await series('YEARLY', '10k')];
    const bigRate = await ingest(server.url, key, TOTAL - SMALL, bodies);
    const sizeLabel = TOTAL >= 1_000_000 ? `${TOTAL / 1_000_000}M` : `${TOTAL / 1000}k`;
    rows.push(await series('SEVENDAY', sizeLabel), await series('YEARLY', sizeLabel));

    console.log(`\nView event ingestion (batches of ${BATCH}, ${SENDERS} concurrent senders, ${database.dialect})`);
    console.log(`  first ${fmt(SMALL)} events (cold server): ${fmt(smallRate)} events/s`);
    console.log(`  next ${fmt(TOTAL - SMALL)} events: ${fmt(bigRate)} events/s`);
    printTable('View series from roll-ups (10 connections)', rows, server.peakRssMiB());
    console.log(`  peak server memory (VmHWM): ${server.peakRssMiB().toFixed(1)} MiB`);
  } finally {
    await server.stop();
    await database.drop();
    // Fifty million events take several gigabytes; do not leave them in /tmp.
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchAnalytics();
