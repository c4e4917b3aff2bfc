import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { API, API_BASE } from '@rc/contract/api-paths';
import { API_KEY_HEADER } from '@rc/contract/analytics';
import { API_KEY_ROUTES } from '@rc/contract/api-keys';
import { CIRCLE_ROUTES, CIRCLE_SUBMIT_SCOPE } from '@rc/contract/circle';
import { resourceApi } from '@rc/contract/resources/resource';
import { clientHeader, get, getWithRetry, openBadgeStream, post, signIn, type Caller } from './cluster-client.ts';
import { loadWithKill } from './cluster-load.ts';
import {
  createDatabase,
  ensureServerBuilt,
  freePort,
  nginxBinary,
  startNginx,
  startNode,
  stop,
  waitFor200,
  type Process,
} from './cluster-processes.ts';

/**
 * `npm run cluster-check`: three API nodes on one fresh PostgreSQL database behind nginx (the
 * repository's template). A session made on one node works on the others; the Circle badge hears a
 * change made on another node; under a write load through nginx one node is killed with SIGKILL,
 * and every write that was answered 2xx must be in the database. Exits 1 on any shortfall.
 */
// nginx ends TLS with a certificate made for this run (cluster-processes.ts): this process's calls,
// all to 127.0.0.1, take it without a CA. The nodes themselves speak plain HTTP behind nginx.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
const LOAD_SECONDS = Number(process.env.CLUSTER_LOAD_SECONDS ?? 8);
const BADGE_WAIT_MS = 5000;
/** How long after the load every audit entry must be sealed (the sealers run every 250 ms). */
const SEAL_WAIT_MS = 5000;
const started = performance.now();
const run = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rc-cluster-'));
const secret = randomBytes(18).toString('base64url');
const owner = { email: 'owner@cluster-check.test', password: `Cc-${randomBytes(12).toString('base64url')}-7q` };
const authorization = clientHeader('cluster-check', secret);

const cleanups: Array<() => Promise<unknown>> = [];
const processes: Process[] = [];
const problems: string[] = [];
const seconds = (from: number) => ((performance.now() - from) / 1000).toFixed(1);

async function main(): Promise<void> {
  const nginx = nginxBinary();
  if (!nginx) throw new Error('nginx is not installed (apt-get install nginx; .ci/run installs it), or set NGINX to its path');
  ensureServerBuilt();

  const db = await createDatabase(adminUrl, `rc_cluster_${run}`);
  cleanups.push(() => db.drop());
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: db.url,
    API_CLIENT_ID: 'cluster-check',
    API_CLIENT_SECRET: secret,
    ADMIN_EMAIL: owner.email,
    ADMIN_PASSWORD: owner.password,
    SEED_DEMO: 'false',
    TRUST_PROXY: 'true',
    UPLOADS_DIR: path.join(dir, 'uploads'),
    LOG_LEVEL: 'warn',
    SHUTDOWN_DRAIN_MS: '0',
  };
  // All three start at once on the empty database, as an orchestrator would start them: migrations
  // run under a lock and the first owner is created once, whichever node gets there first.
  const ports = await Promise.all(['node-1', 'node-2', 'node-3'].map(async (name) => ({ name, port: await freePort() })));
  const [node1, node2, node3] = ports.map(({ name, port }) => startNode(name, port, dir, env)) as [Process, Process, Process];
  processes.push(node1, node2, node3);
  await Promise.all([node1, node2, node3].map((node) => waitFor200(node, `${API_BASE}${API.ready}`, 30_000)));
  const balancer = startNginx(nginx, { https: await freePort(), http: await freePort() }, [node1.url, node2.url, node3.url], dir);
  processes.push(balancer);
  await waitFor200(balancer, `${API_BASE}${API.health}`, 10_000);
  // TLS at the edge: HTTPS answers carry HSTS (once), plain HTTP is sent to HTTPS.
  const secure = await fetch(`${balancer.url}${API_BASE}${API.health}`);
  const hsts = secure.headers.get('strict-transport-security');
  if (!hsts?.startsWith('max-age=') || hsts.includes(','))
    problems.push(`an HTTPS answer through nginx carries Strict-Transport-Security ${JSON.stringify(hsts)}`);
  const plain = await fetch(`${balancer.plainUrl}${API_BASE}${API.health}`, { redirect: 'manual' });
  if (plain.status !== 301 || !plain.headers.get('location')?.startsWith('https://'))
    problems.push(`plain HTTP through nginx answered ${plain.status} to ${plain.headers.get('location')}, not a 301 to HTTPS`);
  console.log(`cluster-check: 3 nodes and nginx up in ${seconds(started)} s (database rc_cluster_${run}, files in ${dir})`);

  // (a) One session, every node.
  const caller: Caller = { authorization, cookie: await signIn(node1.url, authorization, owner.email, owner.password) };
  const sessionOn = await Promise.all(
    [node2, node3].map(
      async (node) => (await fetch(`${node.url}${API_BASE}${API.profile.get}`, { headers: { ...caller } })).status,
    ),
  );
  if (sessionOn.some((status) => status !== 200))
    problems.push(`a session made on node-1 got ${sessionOn.join(' / ')} on node-2 / node-3`);

  // (b) The badge on node-1 (directly and through nginx) hears an article submitted on node-2.
  const headers = { ...caller };
  const category = await post<{ id: number }>(node1.url, resourceApi('category').create, headers, {
    article_category_name: 'Telekomunikasi',
  });
  const contributor = await post<{ id: number }>(node1.url, resourceApi('contributor').create, headers, {
    fullname: 'Komunitas Saham Nusantara',
    email: 'redaksi@ksn.test',
  });
  const { key } = await post<{ key: string }>(node1.url, API_KEY_ROUTES.create, headers, {
    name: 'cluster-check',
    scopes: [CIRCLE_SUBMIT_SCOPE],
    contributor_id: contributor.id,
  });
  const direct = await openBadgeStream(node1.url, caller);
  const proxied = await openBadgeStream(balancer.url, caller);
  const closeStreams = async () => [direct, proxied].forEach((stream) => stream.close());
  cleanups.push(closeStreams);
  if ((await direct.told(0, BADGE_WAIT_MS)) === undefined || (await proxied.told(0, BADGE_WAIT_MS)) === undefined)
    problems.push('a badge stream did not send the first total');
  const submittedAt = performance.now();
  await post(node2.url, CIRCLE_ROUTES.publicSubmit, { [API_KEY_HEADER]: key }, circleArticle(category.id));
  const badge = await Promise.all([direct.told(1, BADGE_WAIT_MS), proxied.told(1, BADGE_WAIT_MS)]);
  const badgeMs = badge.map((at) => (at === undefined ? undefined : Math.round(at - submittedAt)));
  if (badgeMs[0] === undefined)
    problems.push(`the badge stream on node-1 did not hear node-2's change within ${BADGE_WAIT_MS} ms`);
  if (badgeMs[1] === undefined)
    problems.push(`the badge stream through nginx did not hear node-2's change within ${BADGE_WAIT_MS} ms`);

  // (c) Writes through nginx; node-2 is killed in the middle.
  const prefix = `cc-${run}-`;
  const load = await loadWithKill({
    base: balancer.url,
    caller,
    prefix,
    seconds: LOAD_SECONDS,
    killAfterMs: (LOAD_SECONDS * 1000) / 2,
    kill: () => stop(node2, 'SIGKILL'),
  });
  // Writes still in a node's hands when the load stopped commit a moment later: count once they have.
  const stored = await settledNames(db.url, prefix);
  const lost = [...load.acknowledged].filter((name) => !stored.has(name));
  const unacknowledged = [...stored].filter((name) => !load.acknowledged.has(name)).length;
  const afterKill = await getWithRetry(`${balancer.url}${API_BASE}${API.profile.get}`, caller);
  // Every write signs its audit entry in its own transaction; the sealer (one node at a time, the
  // others taking over when one dies) places them in the chain within a second of the load's end.
  const loadEnded = performance.now();
  type Chain = { ok: boolean; entries: number; reason?: string; unsealed: { entries: number } };
  let chain = await get<Chain>(balancer.url, '/audit/verify', caller);
  while (chain.unsealed.entries > 0 && performance.now() - loadEnded < SEAL_WAIT_MS) {
    await new Promise((r) => setTimeout(r, 100));
    chain = await get<Chain>(balancer.url, '/audit/verify', caller);
  }
  const sealedMs = Math.round(performance.now() - loadEnded);
  if (!chain.ok) problems.push(`the audit chain does not hold after the kill: ${chain.reason}`);
  if (chain.unsealed.entries > 0)
    problems.push(`${chain.unsealed.entries} audit entries were still not sealed ${SEAL_WAIT_MS / 1000} s after the load`);
  if (lost.length)
    problems.push(`${lost.length} acknowledged writes are not in the database, e.g. ${lost.slice(0, 3).join(', ')}`);
  if (load.readsFailed) problems.push(`${load.readsFailed} GETs failed after retries`);
  if (load.failedOther)
    problems.push(
      `${load.failedOther} writes failed that were not in flight when node-2 was killed: ${load.failedOtherDetails.join('; ')}`,
    );
  if (!load.acknowledgedAfterKill || afterKill.status !== 200)
    problems.push('the cluster stopped answering after node-2 was killed');

  if (finishing) return;
  const rows: Array<[string, string | number]> = [
    ['HSTS on HTTPS through nginx; plain HTTP redirected', `${hsts ? 'yes' : 'no'}; ${plain.status}`],
    ['session from node-1 on node-2 / node-3', sessionOn.join(' / ')],
    ['badge event node-2 → node-1, direct (ms)', badgeMs[0] ?? 'not delivered'],
    ['badge event node-2 → node-1, through nginx (ms)', badgeMs[1] ?? 'not delivered'],
    [
      `write requests in ${LOAD_SECONDS} s through nginx, node-2 killed at ${LOAD_SECONDS / 2} s`,
      `${load.writes} (${Math.round(load.writes / LOAD_SECONDS)}/s)`,
    ],
    ['acknowledged writes (2xx)', load.acknowledged.size],
    ['  of which after the kill', load.acknowledgedAfterKill],
    ['lost acknowledged writes', lost.length],
    ['node-2 gone after SIGKILL (ms)', load.goneMs],
    ['failed writes in flight on node-2 when it died', load.failedInFlight],
    [`failed writes otherwise (without any answer: ${load.unanswered})`, load.failedOther],
    ['writes stored but never answered (in flight at the kill or end)', unacknowledged],
    ['GETs during the load (retried)', `${load.reads} (${load.readsRetried})`],
    ['failed GETs after retry', load.readsFailed],
    ['audit chain after the kill', chain.ok ? `holds (${chain.entries})` : 'BROKEN'],
    ['every audit entry sealed, from the end of the load (ms)', chain.unsealed.entries ? 'not yet' : sealedMs],
  ];
  console.log('\ncluster-check figures');
  for (const [label, value] of rows) console.log(`  ${label.padEnd(66)}${String(value).padStart(12)}`);
  if (process.env.CLUSTER_JSON) {
    const figures = {
      nodes: 3,
      seconds: LOAD_SECONDS,
      acknowledged_writes: load.acknowledged.size,
      writes_per_second: Math.round(load.acknowledged.size / LOAD_SECONDS),
      lost_writes: lost.length,
      failed_in_flight: load.failedInFlight,
      audit_chain_ok: chain.ok && chain.unsealed.entries === 0,
      audit_sealed_ms: sealedMs,
    };
    fs.writeFileSync(process.env.CLUSTER_JSON, `${JSON.stringify(figures, null, 2)}\n`);
  }
}

function circleArticle(categoryId: number) {
  return {
    article_title: 'TLKM: Monetisasi Data Center Mulai Terlihat',
    article_category_id: categoryId,
    content_type: 'COMPANY',
    first_summary: 'Pendapatan data center tumbuh 24% yoy.',
    second_summary: 'Margin EBITDA stabil di 51%.',
    third_summary: null,
    short_description: 'Unit data center mulai menyumbang laba berarti bagi Telkom.',
    first_content: '<p>Bagian gratis: pendapatan <strong>data center</strong> naik.</p>',
    second_content: '<p>Bagian berbayar: valuasi dan target harga.</p>',
  };
}

/** The names of the master tags this run wrote, read straight from the database once two reads agree. */
async function settledNames(url: string, prefix: string): Promise<Set<string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const read = async () =>
      (await client.query<{ name: string }>('select name from master_tags where name like $1', [`${prefix}%`])).rows;
    let rows = await read();
    for (let tries = 0; tries < 20; tries++) {
      await new Promise((r) => setTimeout(r, 250));
      const again = await read();
      if (again.length === rows.length) break;
      rows = again;
    }
    return new Set(rows.map((row) => row.name));
  } finally {
    await client.end();
  }
}

/** Stop every process, drop the database; the files stay when something went wrong. */
async function cleanUp(failed: boolean): Promise<void> {
  for (const proc of processes.reverse()) await stop(proc).catch(() => undefined);
  for (const cleanup of cleanups.reverse()) await cleanup().catch((err) => console.error(`cluster-check: clean-up: ${err}`));
  if (failed) {
    for (const proc of processes) {
      const tail = fs.existsSync(proc.log) ? fs.readFileSync(proc.log, 'utf8').split('\n').slice(-15).join('\n') : '';
      if (tail.trim()) console.error(`\n--- ${proc.log} (end)\n${tail}`);
    }
  } else fs.rmSync(dir, { recursive: true, force: true });
}

let finishing = false;
async function finish(error?: unknown): Promise<never> {
  if (finishing) process.exit(1);
  finishing = true;
  if (error) problems.push(error instanceof Error ? error.message : String(error));
  await cleanUp(problems.length > 0);
  if (problems.length) console.error(`\ncluster-check FAILED:\n  ${problems.join('\n  ')}`);
  else console.log(`\ncluster-check passed in ${seconds(started)} s`);
  process.exit(problems.length ? 1 : 0);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void finish(new Error(`stopped by ${signal}`)));
// A hung step still ends in a clean-up, well inside CI's time.
setTimeout(() => void finish(new Error('the check took longer than 3 minutes')), 180_000);
main().then(() => finish(), finish);
