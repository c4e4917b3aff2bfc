import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import autocannon from 'autocannon';
import { DEV_API_CLIENT_ID, DEV_API_CLIENT_SECRET, SESSION_COOKIE } from '@rc/contract/defaults';
import { loadPg, openDatabase } from '../src/db/database.ts';
import { createDatabase } from '../cluster/cluster-processes.ts';
import { mergeSearchIndexes } from '../src/resources/search/sqlite-fts5-upkeep.ts';
import { START_ENV, START_NODE_FLAGS } from '../src/launch/start-up.ts';

const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const BENCH_PASSWORD = 'Bench-Password-2026';
export const BASIC = `Basic ${Buffer.from(`${DEV_API_CLIENT_ID}:${DEV_API_CLIENT_SECRET}`).toString('base64')}`;
export const BENCH_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

export type BenchServer = {
  url: string;
  pid: number;
  dir: string;
  /** Milliseconds from process start to the first 200 on /api/health. */
  startMs: number;
  peakRssMiB(): number;
  /** Resident size now (VmRSS). */
  rssMiB(): number;
  stop(): Promise<void>;
};

/**
 * BENCH_DATABASE_URL=postgres://…: the benches that take it run on a new PostgreSQL database made
 * there for the run (and dropped after), instead of an SQLite file.
 */
export const BENCH_DATABASE_URL = process.env.BENCH_DATABASE_URL;

export type BenchDatabase = { url: string; dialect: 'sqlite' | 'postgres'; drop(): Promise<void> };

/** The URL of the SQLite file a bench loads into `dir` (made if need be). */
export function benchFile(dir: string): string {
  fs.mkdirSync(dir, { recursive: true });
  return `sqlite:${path.join(dir, 'bench.db')}`;
}

/** The database a bench loads and its server runs on: a new PostgreSQL database, or `bench.db` in `dir`. */
export async function benchDatabase(dir: string, name: string): Promise<BenchDatabase> {
  if (!BENCH_DATABASE_URL) return { url: benchFile(dir), dialect: 'sqlite', drop: async () => {} };
  const made = await createDatabase(BENCH_DATABASE_URL, `rc_bench_${name.replace(/\W/g, '_')}_${Date.now().toString(36)}`);
  return { ...made, dialect: 'postgres' };
}

/** Start the real server (as `npm start` runs it) on a database in `dir`, or on `databaseUrl`. */
export async function startServer(
  opts: { dir?: string; env?: Record<string, string>; port?: number; databaseUrl?: string } = {},
): Promise<BenchServer> {
  const dir = opts.dir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'rc-bench-'));
  const port = opts.port ?? 3400 + Math.floor(Math.random() * 400);
  const started = performance.now();
  // The bundled server, as `npm start` runs it (run `npm run build -w apps/server` first; run.ts does).
  // The flags `npm start` runs with, or BENCH_NODE_FLAGS to compare others.
  const flags = process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? START_NODE_FLAGS;
  const child: ChildProcess = spawn(process.execPath, [...flags, 'dist/main.mjs'], {
    cwd: SERVER_DIR,
    env: {
      ...START_ENV,
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: opts.databaseUrl ?? `sqlite:${path.join(dir, 'bench.db')}`,
      UPLOADS_DIR: path.join(dir, 'uploads'),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: BENCH_PASSWORD,
      SEED_DEMO: 'false',
      ...opts.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  const startMs = performance.now() - started;
  return {
    url,
    pid: child.pid!,
    dir,
    startMs,
    peakRssMiB: () => statusMiB(child.pid!, 'VmHWM'),
    rssMiB: () => statusMiB(child.pid!, 'VmRSS'),
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    },
  };
}

/** A size from /proc/<pid>/status, in MiB. */
function statusMiB(pid: number, field: 'VmHWM' | 'VmRSS'): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
}

export async function signIn(url: string, email: string, password = BENCH_PASSWORD): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { authorization: BASIC, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error('no session cookie');
  return cookie.split(';')[0]!;
}

export type LoadResult = { name: string; rps: number; p99: number; non2xx: number; errors: number };

export async function load(name: string, opts: autocannon.Options): Promise<LoadResult> {
  const result = await autocannon({ connections: 10, duration: BENCH_SECONDS, ...opts });
  return {
    name,
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/**
 * The signed-in profile (a session read and one row), loaded beside a bench's own calls: the
 * machines differ, and are busier at some times than at others, so a bench's figures are read
 * against this one of the same run.
 */
export function loadProfileForComparison(url: string, opts: Omit<autocannon.Options, 'url'>): Promise<LoadResult> {
  return load('(0) for comparison: the signed-in profile', { ...opts, url: `${url}/api/internal-user/profile` });
}

export function printTable(title: string, rows: LoadResult[], peakMiB?: number): void {
  console.log(`\n${title}`);
  console.log('  call'.padEnd(58) + 'req/s'.padStart(9) + 'p99 ms'.padStart(9) + 'non-2xx'.padStart(9));
  for (const r of rows) {
    console.log(
      `  ${r.name}`.padEnd(58) + String(r.rps).padStart(9) + String(r.p99).padStart(9) + String(r.non2xx + r.errors).padStart(9),
    );
  }
  recordJson(rows, peakMiB);
}

type BenchJson = Record<string, { calls: Record<string, { rps: number; p99_ms: number }>; peak_mib?: number }>;

/**
 * BENCH_JSON=<file>: the figures of every bench of a run in one file, `{ "<bench>": { "calls": {
 * "<call>": { "rps", "p99_ms" } }, "peak_mib" } }`, the bench named by its file and each call by the
 * key its name starts with ("(a) list …" is `a`). Each bench runs in a process of its own, one after
 * another (run.ts), so each adds its entry to what the file holds.
 */
function recordJson(rows: readonly LoadResult[], peakMiB: number | undefined): void {
  const file = process.env.BENCH_JSON;
  if (!file) return;
  const bench = path.basename(process.argv[1] ?? 'bench').replace(/\.bench\.ts$/, '');
  const all: BenchJson = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as BenchJson) : {};
  const entry = (all[bench] ??= { calls: {} });
  for (const r of rows) entry.calls[/^\(([^)]+)\)/.exec(r.name)?.[1] ?? r.name] = { rps: r.rps, p99_ms: r.p99 };
  if (peakMiB !== undefined) entry.peak_mib = Math.round(peakMiB * 10) / 10;
  fs.writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
}

/** The name of a big bench database's template: the bench, its size, and a hash of what made it. */
function templateName(name: string, rows: number, sources: readonly string[], key: string): string {
  const hash = createHash('sha256');
  // The migrations and the kit they build with: a kit's change changes what a migration makes.
  for (const folder of ['src/db/migrations', 'src/db/migration-kit']) {
    const dir = path.join(SERVER_DIR, folder);
    for (const file of fs.readdirSync(dir).sort()) hash.update(fs.readFileSync(path.join(dir, file)));
  }
  for (const file of sources) hash.update(fs.readFileSync(file));
  return `rc-bench-${name}-${rows}-${key ? `${key}-` : ''}${hash.digest('hex').slice(0, 12)}`;
}

/** A bench loader that loads the database at a URL (`sqlite:<file>` or `postgres://…`). */
type UrlLoader = (url: string, rows: number) => Promise<void>;

/** A big bench database for one run: an SQLite file in `dir`, or a PostgreSQL database at `databaseUrl`. */
export type PreparedDatabase = { dir: string; databaseUrl?: string; dialect: 'sqlite' | 'postgres'; drop(): Promise<void> };

/**
 * A big bench database for one run, on BENCH_DATABASE_URL when it is set (`postgres` loads it
 * there), else in an SQLite file (`sqlite` loads it): loaded once into a template kept between runs,
 * then copied (preparedDatabase, preparedPostgresDatabase).
 */
export async function preparedBenchDatabase(
  name: string,
  rows: number,
  sources: readonly string[],
  loaders: UrlLoader | { sqlite: (dir: string, rows: number) => Promise<void>; postgres: UrlLoader },
  key = '',
): Promise<PreparedDatabase> {
  // One loader for both: given a database URL, an SQLite file's or PostgreSQL's.
  const { sqlite, postgres } =
    typeof loaders === 'function'
      ? { sqlite: (dir: string, n: number) => loaders(benchFile(dir), n), postgres: loaders }
      : loaders;
  if (!BENCH_DATABASE_URL) {
    const sqliteDir = await preparedDatabase(name, rows, sources, sqlite, key);
    return { dir: sqliteDir, dialect: 'sqlite', drop: async () => fs.rmSync(sqliteDir, { recursive: true, force: true }) };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `rc-bench-${name}-run-`));
  const made = await preparedPostgresDatabase(name, rows, sources, postgres, key);
  return {
    dir,
    databaseUrl: made.url,
    dialect: 'postgres',
    drop: async () => {
      await made.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * preparedDatabase on BENCH_DATABASE_URL: the template is a PostgreSQL database named after the
 * same hash, loaded under a working name and renamed once complete; each run works on a database
 * made from it (`create database … template`, a file copy), dropped after.
 */
async function preparedPostgresDatabase(
  name: string,
  rows: number,
  sources: readonly string[],
  loader: (url: string, rows: number) => Promise<void>,
  key: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const template = templateName(name, rows, sources, key).replace(/\W/g, '_');
  const admin = new (loadPg().Client)({ connectionString: BENCH_DATABASE_URL });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount === 0) {
      const loading = `${template}_loading`;
      await admin.query(`drop database if exists "${loading}" with (force)`);
      await admin.query(`create database "${loading}"`);
      const started = performance.now();
      const url = new URL(BENCH_DATABASE_URL!);
      url.pathname = `/${loading}`;
      await loader(url.toString(), rows);
      await admin.query(`alter database "${loading}" rename to "${template}"`);
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`  loaded ${rows.toLocaleString('en')} ${name} rows into PostgreSQL in ${seconds} s (kept as ${template})`);
    } else {
      console.log(`  reusing ${rows.toLocaleString('en')} ${name} rows from the PostgreSQL database ${template}`);
    }
  } finally {
    await admin.end();
  }
  const made = await createDatabase(
    BENCH_DATABASE_URL!,
    `rc_bench_${name.replace(/\W/g, '_')}_${Date.now().toString(36)}`,
    template,
  );
  await readThrough(made.url);
  return made;
}

/**
 * Reads a copied database through once, as the SQLite copy is, so that a run starts with its files
 * in the operating system's cache, as a database in use has them: every block of every table, index
 * and TOAST table, with pg_prewarm (`read` mode, which fills neither PostgreSQL's buffers nor
 * anything else). Without pg_prewarm on the server, the tables alone, by sequential scans.
 */
async function readThrough(url: string): Promise<void> {
  const reader = new (loadPg().Client)({ connectionString: url });
  await reader.connect();
  try {
    const prewarm = await reader.query("select 1 from pg_available_extensions where name = 'pg_prewarm'");
    if (prewarm.rowCount) {
      await reader.query('create extension if not exists pg_prewarm');
      await reader.query(`select pg_prewarm(c.oid, 'read') from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', 'pg_toast') and c.relkind in ('r', 'i', 't') and c.relpersistence = 'p'`);
      await reader.query('drop extension pg_prewarm');
      return;
    }
    await reader.query('set enable_indexscan = off; set enable_indexonlyscan = off; set enable_bitmapscan = off');
    const tables = await reader.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public'");
    for (const { name: table } of tables.rows) await reader.query(`select count(*) from "${table}"`);
  } finally {
    await reader.end();
  }
}

/**
 * A copy of a big bench database: loaded once by `loader` into a template folder kept in the temp
 * directory, keyed by the migrations and the loader's source (`sources`), and by `key` when the
 * data depends on more (the day it was loaded, say), then copied per run.
 */
export async function preparedDatabase(
  name: string,
  rows: number,
  sources: readonly string[],
  loader: (dir: string, rows: number) => Promise<void>,
  key = '',
): Promise<string> {
  const template = path.join(os.tmpdir(), templateName(name, rows, sources, key));
  if (!fs.existsSync(path.join(template, 'ready'))) {
    fs.rmSync(template, { recursive: true, force: true });
    const started = performance.now();
    await loader(template, rows);
    fs.writeFileSync(path.join(template, 'ready'), '');
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`  loaded ${rows.toLocaleString('en')} ${name} rows in ${seconds} s (kept in ${template})`);
  } else {
    console.log(`  reusing ${rows.toLocaleString('en')} ${name} rows from ${template}`);
  }
  // The database as a running server keeps it: its search indexes merged once they have several
  // segments (decision 030). A template made before that upkeep is merged once, here.
  const db = openDatabase(`sqlite:${path.join(template, 'bench.db')}`);
  try {
    for (const merged of await mergeSearchIndexes(db))
      console.log(`  merged the search index ${merged.index} (${merged.segments} segments)`);
  } finally {
    await db.close();
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `rc-bench-${name}-run-`));
  const copy = path.join(dir, 'bench.db');
  fs.copyFileSync(path.join(template, 'bench.db'), copy);
  // The copy is in the file cache, waiting to be written to the disk. Written during a measurement,
  // it competes with the server for the disk and the CPU: daily data (10,000,000 rows, 1.6 GB)
  // listed at 2,971 req/s in the 20 s after the copy and at 4,586 in the next 20 s. Written now, the
  // server starts on a file that is on the disk, as a running server's is.
  // Then it is read through once, so the measurement starts with the file in the file cache, as a
  // database in use is. (The machines here page out file cache that has not been read for about a
  // minute: without this, how much of the file a bench read from the disk depended on how long ago
  // the copy was made.)
  const fd = fs.openSync(copy, 'r+');
  fs.fsyncSync(fd);
  const chunk = Buffer.allocUnsafe(8 << 20);
  while (fs.readSync(fd, chunk) > 0);
  fs.closeSync(fd);
  return dir;
}

/** Build the bundled server when a bench file is run on its own (run.ts builds it once for all). */
export function buildWhenAlone(benchFile: string): void {
  if (process.argv[1] !== benchFile) return;
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'build.ts'], { cwd: SERVER_DIR, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('build failed');
}

/** Whether each row whose name starts with `(key)` meets its target in req/s (rows of other keys are skipped). */
export function reportTargets(rows: readonly LoadResult[], targets: Readonly<Record<string, number>>): void {
  for (const r of rows) {
    const key = /^\(([a-z])\)/.exec(r.name)?.[1];
    const target = key === undefined ? undefined : targets[key];
    if (target)
      console.log(`  (${key}) ${r.rps >= target ? 'meets' : 'MISSES'} the target of ${target.toLocaleString('en')} req/s`);
  }
}
