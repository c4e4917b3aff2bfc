import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  BASIC,
  benchDatabase,
  buildWhenAlone,
  BENCH_SECONDS,
  load,
  loadProfileForComparison,
  printTable,
  signIn,
  startServer,
  type LoadResult,
} from './bench-server.ts';

/**
 * The reader preview (`GET /api/preview/{area}/{id}?as=…`) on Exclusive research with its side
 * lists (tags, tickers, required plans), the area's wall on and five plans, 10 connections,
 * BENCH_SECONDS each, beside the engine's detail call of the same records for comparison. Target:
 * 10,000 req/s; (0) the signed-in profile, for comparison (see loadProfileForComparison). Run
 * alone: `cd apps/server && node --import tsx bench/preview.bench.ts`.
 */
const RECORDS = 200;
const TARGET = 10_000;

export async function benchPreview(): Promise<void> {
  buildWhenAlone(fileURLToPath(import.meta.url));
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-bench-preview-'));
  const database = await benchDatabase(dir, 'preview');
  const server = await startServer({ dir, databaseUrl: database.url });
  try {
    const cookie = await signIn(server.url, 'owner@demo.test');
    const headers = { authorization: BASIC, cookie, 'content-type': 'application/json' };
    const call = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`${server.url}${url}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
      return ((await res.json()) as { data: Record<string, unknown> }).data;
    };
    const modules = ['ALGORESEARCH', 'ALGONEWS', 'COMMUNITYRESEARCH'];
    for (const [i, code] of ['BASIC_30', 'PRO_30', 'PRO_365', 'INSTITUTIONAL_30', 'TRIAL_7'].entries()) {
      await call('POST', '/api/subscription/create', {
        name: code,
        code,
        price: 99_000,
        duration_days: 30,
        modules: modules.slice(0, 1 + (i % 3)),
      });
    }
    const walls = (await call('GET', '/api/account-wall/list')).data as Array<Record<string, unknown>>;
    const wall = walls.find((w) => w.content_area === 'ALGORESEARCH')!;
    const { free_reads, title, body, cta_label, cta_url, version } = wall;
    await call('PUT', `/api/account-wall/update/${wall.id}`, {
      enabled: true,
      free_reads,
      title,
      body,
      cta_label,
      cta_url,
      version,
    });
    // Research names its tickers: they must be master stocks (the bench starts without demo data).
    for (const [ticker, company_name] of [
      ['BBCA', 'Bank Central Asia Tbk'],
      ['BBRI', 'Bank Rakyat Indonesia (Persero) Tbk'],
    ])
      await call('POST', '/api/master-stock/create', { ticker, company_name, sector: 'Financials' });
    const tag = await call('POST', '/api/master-tag/create', { name: 'Dividen', applies_to: 'BOTH' });
    const ids: number[] = [];
    for (let i = 1; i <= RECORDS; i++) {
      const record = await call('POST', '/api/algo-research/create', {
        title: `Riset eksklusif BBCA nomor ${i}`,
        first_summary: 'Kualitas aset terjaga.',
        short_description: 'Ringkasan riset perbankan.',
        body: `<p>${'Analisis lengkap dan target harga. '.repeat(40)}</p>`,
        tickers: ['BBCA', 'BBRI'],
        tags: [tag.id],
        plans: i % 2 ? ['PRO_30', 'PRO_365'] : [],
      });
      ids.push(Number(record.id));
    }

    const base = { url: server.url, headers, duration: BENCH_SECONDS, connections: 10 };
    const rotating = (path: (id: number) => string) => {
      let n = 0;
      return [{ method: 'GET' as const, setupRequest: (req: object) => ({ ...req, path: path(ids[n++ % ids.length]!) }) }];
    };
    const rows: LoadResult[] = [await loadProfileForComparison(server.url, base)];
    rows.push(
      await load('(a) preview as a plan', { ...base, requests: rotating((id) => `/api/preview/algo-research/${id}?as=PRO_30`) }),
    );
    rows.push(
      await load('(b) preview as a guest', { ...base, requests: rotating((id) => `/api/preview/algo-research/${id}?as=GUEST`) }),
    );
    rows.push(
      await load('(c) engine detail (for comparison)', {
        ...base,
        requests: rotating((id) => `/api/algo-research/detail/${id}`),
      }),
    );
    rows.push(
      await load('(d) preview context (wall and plans)', { ...base, url: `${server.url}/api/preview/algo-research/context` }),
    );
    printTable(
      `Reader preview on ${RECORDS} Exclusive research records, ${database.dialect} (10 connections, ${BENCH_SECONDS} s each)`,
      rows,
      server.peakRssMiB(),
    );
    for (const r of rows.filter((row) => /preview as/.test(row.name))) {
      console.log(
        `  ${r.name.slice(0, 3)} ${r.rps >= TARGET ? 'meets' : 'MISSES'} the target of ${TARGET.toLocaleString('en')} req/s`,
      );
    }
    console.log(`  peak server memory (VmHWM): ${server.peakRssMiB().toFixed(1)} MiB`);
  } finally {
    await server.stop();
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await benchPreview();
